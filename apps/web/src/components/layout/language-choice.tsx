import { useId } from 'react';
import { useTranslation } from '../../lib/translation/use-translation';
import { languageTags, type Language } from '@portal/contracts';

interface LanguageChoiceProps {
  language: Language;
  onChange: (language: Language) => void;
  /** A visible legend; otherwise it is only read by screen readers. */
  legend?: string;
}

/** English or Tamil, as two radio buttons styled as a segmented switch. */
export function LanguageChoice({ language, onChange, legend }: LanguageChoiceProps) {
  const { t } = useTranslation('common');
  const name = useId();
  const options: { value: Language; label: string; lang: string }[] = [
    { value: 'english', label: t('language_english'), lang: 'en' },
    { value: 'tamil', label: t('language_tamil'), lang: 'ta' },
  ];
  return (
    <fieldset className="language-choice">
      <legend className={legend ? 'language-choice__legend' : 'visually-hidden'}>
        {legend ?? t('language_label')}
      </legend>
      <span className="language-choice__options">
        {options.map((option) => (
          <label key={option.value} className="language-choice__option" lang={option.lang}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={language === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </span>
    </fieldset>
  );
}

/** One button that switches to the other language (the info pages' toggle). */
export function LanguageToggle({ language, onChange }: Omit<LanguageChoiceProps, 'legend'>) {
  const { t } = useTranslation('common');
  const other: Language = language === 'english' ? 'tamil' : 'english';
  const otherLabel = other === 'tamil' ? t('language_tamil') : t('language_english');
  return (
    <button
      type="button"
      className="button button--ghost language-toggle"
      onClick={() => onChange(other)}
      aria-label={t('switch_language', { language: otherLabel })}
      lang={languageTags[other]}
    >
      {otherLabel}
    </button>
  );
}
