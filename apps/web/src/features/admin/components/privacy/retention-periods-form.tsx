import { useState, type FormEvent } from 'react';
import {
  retentionPeriodsSchema,
  type Language,
  type RetentionPeriods,
  type RetentionReply,
} from '@portal/contracts';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { useSaveRetention } from '../../api/retention-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';

type Field = keyof RetentionPeriods;

/** Each period, in the unit it is counted in. */
const fields: { field: Field; unit: 'months' | 'days' | 'years' }[] = [
  { field: 'files_months', unit: 'months' },
  { field: 'unpaid_files_days', unit: 'days' },
  { field: 'message_text_months', unit: 'months' },
  { field: 'inactive_years', unit: 'years' },
];

const asText = (periods: RetentionPeriods) =>
  Object.fromEntries(fields.map(({ field }) => [field, String(periods[field])])) as Record<
    Field,
    string
  >;

/** How long personal data is kept (decision 0103): the periods the nightly run applies. */
export function RetentionPeriodsForm({
  retention,
  language,
}: {
  retention: RetentionReply['retention'];
  language: Language;
}) {
  const { t } = useTranslation('privacy-retention');
  const [draft, setDraft] = useState(() => asText(retention.periods));
  const saveCall = useSaveRetention(language);
  const { errors, save } = useCheckedSave('privacy-retention:periods_saved');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(retentionPeriodsSchema, draft, (periods) => saveCall.mutateAsync(periods));
  };
  return (
    <section className="admin-panel" aria-labelledby="retention-periods">
      <h2 id="retention-periods" className="admin-panel__title">
        {t('periods_title')}
      </h2>
      <p className="field-note">{t('periods_hint')}</p>
      <form className="retention-form" onSubmit={submit} noValidate>
        <div className="admin-panel__fields">
          {fields.map(({ field, unit }) => (
            <TextField
              key={field}
              id={`retention-${field}`}
              label={t(field)}
              hint={t(`default_${unit}`, { count: retention.defaults[field] })}
              value={draft[field]}
              error={errors[field]}
              inputMode="numeric"
              maxLength={3}
              onChange={(value) => setDraft({ ...draft, [field]: value })}
            />
          ))}
        </div>
        <div className="admin-panel__buttons">
          <button type="submit" className="button button--primary" disabled={saveCall.isPending}>
            {t('save_periods')}
          </button>
        </div>
      </form>
    </section>
  );
}
