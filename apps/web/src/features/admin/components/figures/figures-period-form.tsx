import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { FIGURES_MAX_DAYS, figureGroups, type FigureGroup } from '@portal/contracts';
import type { FigureChoice } from '../../api/figure-calls';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** From, to (India days, both included) and the grouping; the figures change when the office shows them. */
export function FiguresPeriodForm({
  choice,
  onChoose,
}: {
  choice: FigureChoice;
  onChoose: (choice: FigureChoice) => void;
}) {
  const { t } = useTranslation('figures');
  const { t: tv } = useTranslation('validation');
  const [draft, setDraft] = useState(choice);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to || draft.from > draft.to) return setError(tv('date_range'));
    if (daysBetween(draft.from, draft.to) > FIGURES_MAX_DAYS[draft.group])
      return setError(tv('figures_range'));
    setError(null);
    onChoose(draft);
  };
  return (
    <form
      className="admin-filters figures-period"
      onSubmit={submit}
      aria-label={t('period')}
      noValidate
    >
      <div className="form-field">
        <label className="field-label" htmlFor="figures-from">
          {t('from')}
        </label>
        <input
          id="figures-from"
          type="date"
          className="text-input"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="form-field">
        <label className="field-label" htmlFor="figures-to">
          {t('to')}
        </label>
        <input
          id="figures-to"
          type="date"
          className="text-input"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <div className="form-field">
        <label className="field-label" htmlFor="figures-group">
          {t('group')}
        </label>
        <select
          id="figures-group"
          className="text-input"
          value={draft.group}
          onChange={(event) => setDraft({ ...draft, group: event.target.value as FigureGroup })}
        >
          {figureGroups.map((group) => (
            <option key={group} value={group}>
              {t(`group_${group}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary button--small">
        {t('show')}
      </button>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
