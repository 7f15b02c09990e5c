import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  indianStates,
  taxSettingsSchema,
  type Language,
  type TaxSettings,
} from '@portal/contracts';
import { useSaveTaxSettings } from '../../api/export-calls';

/**
 * The GST settings (decision 0067): the business's state, the SAC code, and whether services to
 * customers abroad are zero-rated exports.
 */
export function TaxSettingsForm({
  settings,
  language,
}: {
  settings: TaxSettings;
  language: Language;
}) {
  const { t } = useTranslation('exports');
  const { t: tv } = useTranslation('validation');
  const [draft, setDraft] = useState(settings);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTaxSettings(language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = taxSettingsSchema.safeParse(draft);
    if (!checked.success)
      return setProblem(tv(checked.error.issues[0]!.message.replace(/^validation\./, '')));
    setProblem(null);
    save.mutate(checked.data);
  };
  return (
    <section className="admin-panel" aria-labelledby="exports-gst">
      <h2 id="exports-gst" className="admin-panel__title">
        {t('gst_title')}
      </h2>
      <p className="exports-hint">{t('gst_hint')}</p>
      <form className="exports-form" onSubmit={submit} noValidate>
        <div className="form-field">
          <label className="field-label" htmlFor="gst-state">
            {t('business_state')}
          </label>
          <select
            id="gst-state"
            className="text-input"
            value={draft.business_state}
            onChange={(event) =>
              setDraft({
                ...draft,
                business_state: event.target.value as TaxSettings['business_state'],
              })
            }
          >
            {indianStates.map((state) => (
              <option
                key={state.code}
                value={state.code}
              >{`${state.code} ${language === 'tamil' ? state.tamil : state.english}`}</option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="gst-sac">
            {t('sac_code')}
          </label>
          <input
            id="gst-sac"
            className="text-input"
            inputMode="numeric"
            value={draft.sac_code}
            onChange={(event) => setDraft({ ...draft, sac_code: event.target.value })}
          />
          <p className="exports-hint">{t('sac_hint')}</p>
        </div>
        <div className="form-field">
          <label className="admin-check">
            <input
              type="checkbox"
              checked={draft.zero_rated_exports}
              onChange={(event) => setDraft({ ...draft, zero_rated_exports: event.target.checked })}
            />
            <span>{t('zero_rated')}</span>
          </label>
          <p className="exports-hint">{t('zero_rated_hint')}</p>
        </div>
        <p className="exports-hint">{t('gstin_where')}</p>
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={save.isPending}
        >
          {t('save')}
        </button>
        {problem && (
          <p className="form-field__error" role="alert">
            {problem}
          </p>
        )}
        {save.isError && (
          <p className="form-field__error" role="alert">
            {save.error.message}
          </p>
        )}
        {save.isSuccess && (
          <p className="exports-done" role="status">
            {t('saved')}
          </p>
        )}
      </form>
    </section>
  );
}
