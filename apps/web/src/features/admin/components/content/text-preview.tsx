import { useTranslation } from '../../../../lib/translation/use-translation';
import { languageTags, type Language } from '@portal/contracts';
import { placeholdersIn, previewParts, type Bilingual } from './site-texts';

/** Example values for the placeholders the site's texts use; any other shows its own name. */
const samples: Record<string, Bilingual> = {
  name: { english: 'Kavitha', tamil: 'கவிதா' },
  title: { english: 'Kavitha', tamil: 'கவிதா' },
  service: { english: 'Jathagam Reading', tamil: 'ஜாதகம் பார்த்தல்' },
  services: { english: 'Jathagam Reading', tamil: 'ஜாதகம் பார்த்தல்' },
  mode: { english: 'Video', tamil: 'வீடியோ' },
  language: { english: 'தமிழ்', tamil: 'English' },
  app: { english: 'Jothidam', tamil: 'ஜோதிடம்' },
  address: { english: '12 North Street, Madurai', tamil: '12, வடக்கு வீதி, மதுரை' },
  date: { english: '12 March 2030', tamil: '12 மார்ச் 2030' },
  first: { english: '1 March 2030', tamil: '1 மார்ச் 2030' },
  last: { english: '30 March 2030', tamil: '30 மார்ச் 2030' },
  amount: { english: '₹590.00', tamil: '₹590.00' },
  fee: { english: '₹59.00', tamil: '₹59.00' },
  number: { english: 'APT-0041', tamil: 'APT-0041' },
  count: { english: '2', tamil: '2' },
  minutes: { english: '30', tamil: '30' },
  hours: { english: '24', tamil: '24' },
  percent: { english: '10', tamil: '10' },
  step: { english: '1', tamil: '1' },
  year: { english: '2030', tamil: '2030' },
  time: { english: '0:45', tamil: '0:45' },
  url: { english: 'https://meet.example/abc', tamil: 'https://meet.example/abc' },
};

/** How the site sets a text: headings large, buttons as buttons, the rest as plain text. */
function lookOf(key: string): 'heading' | 'button' | 'text' {
  if (/(^|_)title$/.test(key)) return 'heading';
  if (/(cta|button|^submit|^verify|^send_otp|^book_now|^confirm)/.test(key)) return 'button';
  return 'text';
}

interface TextPreviewProps {
  id: string;
  textKey: string;
  value: string;
  builtIn: string;
  language: Language;
}

/**
 * The text as the site will show it: placeholders filled with marked example values. Warns
 * when the new text leaves out a placeholder the built-in text has.
 */
export function TextPreview({ id, textKey, value, builtIn, language }: TextPreviewProps) {
  const { t } = useTranslation('admin');
  const missing = placeholdersIn(builtIn).filter((name) => !placeholdersIn(value).includes(name));
  const look = lookOf(textKey);
  return (
    <section className="text-preview" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="text-preview__title">
        {t('text_preview')}
      </h4>
      <div className="text-preview__stage">
        <p
          className={`text-preview__text text-preview__text--${look}`}
          lang={languageTags[language]}
          data-testid="text-preview"
        >
          {previewParts(value).map((part, index) =>
            'text' in part ? (
              <span key={index}>{part.text}</span>
            ) : (
              <mark key={index} className="text-preview__sample" title={`{{${part.placeholder}}}`}>
                {samples[part.placeholder]?.[language] ?? part.placeholder}
              </mark>
            ),
          )}
        </p>
      </div>
      {previewParts(value).some((part) => 'placeholder' in part) && (
        <p className="field-note">{t('text_preview_note')}</p>
      )}
      {missing.length > 0 && (
        <p className="text-preview__warning">
          {t('text_missing_placeholders', {
            names: missing.map((name) => `{{${name}}}`).join(', '),
          })}
        </p>
      )}
    </section>
  );
}
