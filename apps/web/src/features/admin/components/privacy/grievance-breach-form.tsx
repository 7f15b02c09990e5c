import { useState, type FormEvent } from 'react';
import {
  MAX_BREACH_NOTICE_LENGTH,
  privacySettingsUpdateSchema,
  type Language,
  type PrivacySettings,
} from '@portal/contracts';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { useSavePrivacySettings } from '../../api/retention-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';

/**
 * The grievance contact the privacy notice and replies name, and the breach notice's words in
 * English and Tamil, each beside the built-in words that go when it is left empty (decision 0103).
 */
export function GrievanceBreachForm({
  settings,
  language,
}: {
  settings: PrivacySettings;
  language: Language;
}) {
  const { t } = useTranslation('privacy-retention');
  const [draft, setDraft] = useState({
    grievance_name: settings.grievance_name,
    grievance_email: settings.grievance_email,
    grievance_phone: settings.grievance_phone,
    breach_notice_english: settings.breach_notice_english ?? '',
    breach_notice_tamil: settings.breach_notice_tamil ?? '',
  });
  const saveCall = useSavePrivacySettings(language);
  const { errors, save } = useCheckedSave('privacy-retention:contact_saved');
  const set = (field: keyof typeof draft) => (value: string) =>
    setDraft({ ...draft, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(privacySettingsUpdateSchema, draft, (checked) => saveCall.mutateAsync(checked));
  };
  const notices = [
    { field: 'breach_notice_english', lang: 'en', builtin: settings.breach_notice_builtin.english },
    { field: 'breach_notice_tamil', lang: 'ta', builtin: settings.breach_notice_builtin.tamil },
  ] as const;
  return (
    <form className="admin-stack" onSubmit={submit} noValidate>
      <section className="admin-panel" aria-labelledby="privacy-contact">
        <h2 id="privacy-contact" className="admin-panel__title">
          {t('contact_title')}
        </h2>
        <p className="field-note">{t('contact_hint')}</p>
        {settings.grievance_default && (
          <p className="retention-warning" role="note">
            {t('contact_default')}
          </p>
        )}
        <div className="admin-panel__fields">
          <TextField
            id="privacy-grievance-name"
            label={t('grievance_name')}
            value={draft.grievance_name}
            error={errors.grievance_name}
            maxLength={120}
            onChange={set('grievance_name')}
          />
          <TextField
            id="privacy-grievance-email"
            label={t('grievance_email')}
            value={draft.grievance_email}
            error={errors.grievance_email}
            maxLength={200}
            onChange={set('grievance_email')}
          />
          <TextField
            id="privacy-grievance-phone"
            label={t('grievance_phone')}
            type="tel"
            value={draft.grievance_phone}
            error={errors.grievance_phone}
            maxLength={30}
            onChange={set('grievance_phone')}
          />
        </div>
      </section>
      <section className="admin-panel" aria-labelledby="privacy-breach">
        <h2 id="privacy-breach" className="admin-panel__title">
          {t('breach_title')}
        </h2>
        <p className="field-note">{t('breach_hint')}</p>
        {notices.map(({ field, lang, builtin }) => (
          <div key={field} className="retention-notice">
            <TextField
              id={`privacy-${field}`}
              label={t(field)}
              multiline
              lang={lang}
              value={draft[field]}
              error={errors[field]}
              maxLength={MAX_BREACH_NOTICE_LENGTH}
              onChange={set(field)}
            />
            <details className="retention-builtin">
              <summary>{t('breach_builtin')}</summary>
              <p lang={lang}>{builtin}</p>
            </details>
          </div>
        ))}
        <p className="field-note">{t('breach_sms_note')}</p>
      </section>
      <div className="admin-panel__buttons">
        <button type="submit" className="button button--primary" disabled={saveCall.isPending}>
          {t('save_contact')}
        </button>
      </div>
    </form>
  );
}
