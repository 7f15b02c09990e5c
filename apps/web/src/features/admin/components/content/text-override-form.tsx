import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { adminTranslationSchema, languages, type Language, languageTags } from '@portal/contracts';
import type { useContentChange } from '../../api/content-calls';
import { useCheckedSave, useOutcomeToast } from '../../form-feedback';
import { TextField } from '../shared/text-field';
import type { SiteText } from './site-texts';
import { TextPreview } from './text-preview';

interface TextOverrideFormProps {
  text: SiteText;
  officeLanguage: Language;
  change: ReturnType<typeof useContentChange>;
}

/**
 * The chosen text: where it appears, its built-in English and Tamil, the office's text now, and
 * an editor for one language with a preview. Saving or removing goes through the same API as ever.
 */
export function TextOverrideForm({ text, officeLanguage, change }: TextOverrideFormProps) {
  const { t } = useTranslation('admin');
  const toastOutcome = useOutcomeToast();
  const { errors, save } = useCheckedSave();
  const [language, setLanguage] = useState<Language>(officeLanguage);
  const current = (chosen: Language) => text.overrides[chosen] ?? text.builtIn[chosen];
  const [value, setValue] = useState(() => current(officeLanguage));
  const heading = useRef<HTMLHeadingElement>(null);
  const override = text.overrides[language];
  const languageName = t(`language_${language}`);

  // A newly chosen text takes the focus (the form is further down on a phone).
  useEffect(() => heading.current?.focus(), []);

  const chooseLanguage = (next: Language) => {
    setLanguage(next);
    setValue(current(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(
      adminTranslationSchema,
      { language, page: text.page, key: text.key, value },
      (checked) => change.mutateAsync({ kind: 'save-translation', translation: checked }),
    );
  };

  const remove = () =>
    void toastOutcome(
      change.mutateAsync({
        kind: 'remove-translation',
        translation: { language, page: text.page, key: text.key },
      }),
      'removed',
    ).then((done) => {
      if (done) setValue(text.builtIn[language]);
    });

  return (
    <section className="admin-text-chosen" aria-labelledby="text-chosen-title">
      <h3 id="text-chosen-title" className="admin-text-chosen__title" tabIndex={-1} ref={heading}>
        {t('text_chosen_title')}
      </h3>
      <dl className="admin-text-facts">
        <div>
          <dt>{t('text_place')}</dt>
          <dd>{text.place[officeLanguage]}</dd>
        </div>
        <div>
          <dt>{t('text_built_in_english')}</dt>
          <dd lang="en">{text.builtIn.english}</dd>
        </div>
        <div>
          <dt>{t('text_built_in_tamil')}</dt>
          <dd lang="ta">{text.builtIn.tamil}</dd>
        </div>
        <div>
          <dt>{t('text_current_override', { language: languageName })}</dt>
          <dd lang={override === undefined ? undefined : languageTags[language]}>
            {override ?? t('text_not_changed')}
          </dd>
        </div>
        <div>
          <dt>{t('text_technical_name')}</dt>
          <dd>
            <code>{text.id}</code>
          </dd>
        </div>
      </dl>
      <form className="admin-text-form" onSubmit={submit} noValidate>
        <div className="form-field">
          <label className="field-label" htmlFor="translation-language">
            {t('text_language')}
          </label>
          <select
            id="translation-language"
            className="text-input"
            value={language}
            onChange={(event) => chooseLanguage(event.target.value as Language)}
          >
            {languages.map((option) => (
              <option key={option} value={option}>
                {t(`language_${option}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="translation-value"
          label={t('translation_value', { language: languageName })}
          value={value}
          error={errors.value}
          lang={languageTags[language]}
          multiline
          maxLength={1000}
          onChange={setValue}
        />
        <TextPreview
          id="translation-preview"
          textKey={text.key}
          value={value}
          builtIn={text.builtIn[language]}
          language={language}
        />
        <div className="admin-panel__buttons">
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {t('save_translation')}
          </button>
          {override !== undefined && (
            <button
              type="button"
              className="button button--light"
              disabled={change.isPending}
              onClick={remove}
            >
              {t('text_use_built_in')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
