import { useState, type FormEvent } from 'react';
import { securitySettingsSchema, type Language, type SecuritySettings } from '@portal/contracts';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { useSaveSecuritySettings, useSecuritySettings } from '../../api/security-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';

/**
 * The admin's sign-in security (decision 0106): how many hours an office session may stay unused,
 * and whether everyone in the office must have a second factor.
 */
export function SecuritySettingsForm({ language }: { language: Language }) {
  const settings = useSecuritySettings(language);
  return settings.data ? (
    <SettingsForm
      key={JSON.stringify(settings.data)}
      settings={settings.data}
      language={language}
    />
  ) : null;
}

function SettingsForm({ settings, language }: { settings: SecuritySettings; language: Language }) {
  const { t } = useTranslation('admin');
  const save = useSaveSecuritySettings(language);
  const { errors, save: checkedSave } = useCheckedSave();
  const [hours, setHours] = useState(String(settings.office_idle_hours));
  const [required, setRequired] = useState(settings.second_factor_required);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkedSave(
      securitySettingsSchema,
      { office_idle_hours: hours.trim(), second_factor_required: required },
      (checked) => save.mutateAsync(checked),
    );
  };

  return (
    <form
      className="admin-panel security-settings"
      aria-labelledby="security-settings-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="security-settings-title" className="admin-panel__title">
        {t('security_settings_title')}
      </h2>
      <TextField
        id="office-idle-hours"
        label={t('security_idle_hours')}
        value={hours}
        onChange={setHours}
        inputMode="numeric"
        error={errors.office_idle_hours}
        hint={t('security_idle_hours_hint')}
      />
      <div className="form-field">
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={required}
            onChange={(event) => setRequired(event.target.checked)}
          />
          <span>{t('security_require_second_factor')}</span>
        </label>
        <p className="field-note">{t('security_require_second_factor_hint')}</p>
      </div>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('save')}
      </button>
    </form>
  );
}
