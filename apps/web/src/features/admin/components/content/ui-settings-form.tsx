import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  adminUiSettingsUpdateSchema,
  uiSettingKeys,
  type AdminUiSettings,
} from '@portal/contracts';
import type { useContentChange } from '../../api/content-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';

/** Settings written as a few lines rather than one. */
const longSettings = new Set<string>(['office_address', 'office_hours']);

/**
 * Footer, contacts, social links, the office's address and hours, and the sign-in screen: English,
 * and Tamil where it differs.
 */
export function UiSettingsForm({
  settings,
  change,
}: {
  settings: AdminUiSettings;
  change: ReturnType<typeof useContentChange>;
}) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(settings);
  const { errors, save } = useCheckedSave();
  const set = (
    key: keyof AdminUiSettings,
    patch: Partial<AdminUiSettings[keyof AdminUiSettings]>,
  ) => setValues((current) => ({ ...current, [key]: { ...current[key], ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = Object.fromEntries(
      uiSettingKeys.map((key) => [
        key,
        {
          english: values[key].english,
          tamil: values[key].tamil?.trim() ? values[key].tamil : null,
        },
      ]),
    );
    void save(adminUiSettingsUpdateSchema, candidate, (checked) =>
      change.mutateAsync({ kind: 'settings', settings: checked }),
    );
  };

  return (
    <form className="admin-panel" aria-labelledby="settings-title" onSubmit={submit} noValidate>
      <h2 id="settings-title" className="admin-panel__title">
        {t('settings_title')}
      </h2>
      <div className="admin-settings">
        {uiSettingKeys.map((key) => {
          const name = t(`setting_${key}`);
          const multiline = longSettings.has(key);
          return (
            <div key={key} className="admin-settings__pair">
              <TextField
                id={`setting-${key}-en`}
                label={t('setting_english', { name })}
                value={values[key].english}
                error={errors[`${key}.english`]}
                lang="en"
                multiline={multiline}
                maxLength={500}
                onChange={(english) => set(key, { english })}
              />
              <TextField
                id={`setting-${key}-ta`}
                label={t('setting_tamil', { name })}
                value={values[key].tamil ?? ''}
                error={errors[`${key}.tamil`]}
                lang="ta"
                multiline={multiline}
                maxLength={500}
                onChange={(tamil) => set(key, { tamil })}
              />
            </div>
          );
        })}
      </div>
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('save_settings')}
      </button>
    </form>
  );
}
