import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  signInSettingsUpdateSchema,
  type Language,
  type SignInSettings,
  languageTags,
} from '@portal/contracts';
import { useSaveSignInSettings, useSignInSettings } from '../../api/sign-in-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';

const codesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/** "IN India, LK Sri Lanka": each code with its country's name in the console's language. */
function countryNames(codes: readonly string[], language: Language): string {
  const names = new Intl.DisplayNames([languageTags[language]], {
    type: 'region',
    fallback: 'code',
  });
  return codes.map((code) => `${code} ${names.of(code) ?? ''}`.trim()).join(', ');
}

/**
 * The countries whose mobiles may receive sign-in codes, as ISO codes: the office's
 * own list, or the server's default (SIGN_IN_COUNTRIES). Codes to other countries are refused
 * before any SMS is sent, the brake on SMS pumping; so is every code past the hourly budget.
 */
export function SignInCountriesForm({ language }: { language: Language }) {
  const settings = useSignInSettings(language);
  // A new list from the server (saved, or back to the default) starts the field afresh.
  return settings.data ? (
    <CountriesForm
      key={settings.data.countries.join()}
      settings={settings.data}
      language={language}
    />
  ) : null;
}

function CountriesForm({ settings, language }: { settings: SignInSettings; language: Language }) {
  const { t } = useTranslation('admin');
  const save = useSaveSignInSettings(language);
  const { errors, save: checkedSave } = useCheckedSave();
  const [text, setText] = useState(settings.countries.join(', '));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkedSave(signInSettingsUpdateSchema, { countries: codesOf(text) }, (checked) =>
      save.mutateAsync(checked),
    );
  };
  const backToDefault = () =>
    void checkedSave(signInSettingsUpdateSchema, { countries: null }, (checked) =>
      save.mutateAsync(checked),
    );
  const fieldError = Object.entries(errors).find(
    ([field]) => field === 'countries' || field.startsWith('countries.'),
  );
  const wrongCode = fieldError && /^countries\.(\d+)$/.exec(fieldError[0]);
  const error =
    fieldError &&
    (wrongCode ? `${codesOf(text)[Number(wrongCode[1])] ?? ''}: ${fieldError[1]}` : fieldError[1]);

  return (
    <form
      id="sign-in"
      className="admin-panel sign-in-countries"
      aria-labelledby="sign-in-countries-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="sign-in-countries-title" className="admin-panel__title">
        {t('sign_in_countries_title')}
      </h2>
      <p className="field-note">
        {t('sign_in_countries_lead', { limit: settings.codes_per_hour })}
      </p>
      <TextField
        id="sign-in-countries"
        label={t('sign_in_countries_label')}
        value={text}
        onChange={setText}
        error={error}
        hint={t('sign_in_countries_hint')}
      />
      <p className="field-note">
        {settings.office_choice ? t('sign_in_countries_office') : t('sign_in_countries_default')}{' '}
        {countryNames(settings.countries, language)}
      </p>
      <div className="sign-in-countries__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('save')}
        </button>
        {settings.office_choice && (
          <button
            type="button"
            className="button button--ghost"
            disabled={save.isPending}
            onClick={backToDefault}
          >
            {t('sign_in_countries_reset')}
          </button>
        )}
      </div>
    </form>
  );
}
