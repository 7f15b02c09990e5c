import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleSchema, type Schedule } from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { ApiError } from '../../../../lib/api-client';
import { problemText } from '../../../../lib/validation-key';
import type { useScheduleChange } from '../../api/schedule-calls';
import { WeekdayHoursRow } from './weekday-hours-row';
import { entriesOf, rowsOf, weekdays, type DayRow } from './weekday-windows';

/** The opening windows of each weekday (several for a day with a break), the slot length, how far ahead customers may book and how often they may reschedule. */
export function WeeklyHoursForm({ schedule, change }: { schedule: Schedule; change: ReturnType<typeof useScheduleChange> }) {
  const { t } = useTranslation(['admin', 'validation']);
  const toast = useToast();
  const [rows, setRows] = useState(() => rowsOf(schedule));
  const [slotMinutes, setSlotMinutes] = useState(String(schedule.slot_minutes));
  const [horizonDays, setHorizonDays] = useState(String(schedule.horizon_days));
  const [maxReschedules, setMaxReschedules] = useState(String(schedule.max_reschedules));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (weekday: number, row: DayRow) => setRows((current) => ({ ...current, [weekday]: row }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = entriesOf(rows);
    // A refusal of entry N of weekly_hours goes beside that window: key "hours_<weekday>_<window>".
    const windowKey = (entry: number | string) => `hours_${entries[Number(entry)]?.weekday}_${entries[Number(entry)]?.index}`;
    const candidate = {
      weekly_hours: entries.map((entry) => entry.hours),
      slot_minutes: slotMinutes,
      horizon_days: horizonDays,
      max_reschedules: maxReschedules,
    };
    const parsed = scheduleSchema.safeParse(candidate);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'weekly_hours' ? windowKey(String(issue.path[1])) : String(issue.path[0]);
        found[key] ??= problemText(t, issue.message);
      }
      return setErrors(found);
    }
    setErrors({});
    change.mutateAsync({ kind: 'save', schedule: parsed.data }).then(
      () => toast.show('success', t('admin:schedule_saved')),
      (error: Error) => {
        if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [key.replace(/^weekly_hours\.(\d+)\..*$/, (_, index: string) => windowKey(index)), message])));
        toast.show('error', error.message);
      },
    );
  };

  const windowErrors = (weekday: number) =>
    Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(`hours_${weekday}_`) ? [[Number(key.split('_')[2]), message]] : [])));

  return (
    <form className="admin-panel" aria-labelledby="hours-title" onSubmit={submit} noValidate>
      <h2 id="hours-title" className="admin-panel__title">{t('admin:weekly_hours')}</h2>
      <ul className="weekly-hours">
        {weekdays.map((weekday) => (
          <WeekdayHoursRow key={weekday} weekday={weekday} row={rows[weekday]!} errors={windowErrors(weekday)} onChange={(row) => update(weekday, row)} />
        ))}
      </ul>
      <div className="admin-panel__fields">
        <div className="form-field">
          <label className="field-label" htmlFor="slot-minutes">{t('admin:slot_minutes')}</label>
          <input id="slot-minutes" className="text-input" type="number" inputMode="numeric" min={10} max={240} value={slotMinutes} aria-invalid={errors.slot_minutes ? true : undefined} aria-describedby={errors.slot_minutes ? 'slot-minutes-error' : undefined} onChange={(event) => setSlotMinutes(event.target.value)} />
          {errors.slot_minutes && <p id="slot-minutes-error" className="form-field__error" role="alert">{errors.slot_minutes}</p>}
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="horizon-days">{t('admin:horizon_days')}</label>
          <input id="horizon-days" className="text-input" type="number" inputMode="numeric" min={1} max={365} value={horizonDays} aria-invalid={errors.horizon_days ? true : undefined} aria-describedby={errors.horizon_days ? 'horizon-days-error' : undefined} onChange={(event) => setHorizonDays(event.target.value)} />
          {errors.horizon_days && <p id="horizon-days-error" className="form-field__error" role="alert">{errors.horizon_days}</p>}
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="max-reschedules">{t('admin:max_reschedules')}</label>
          <input id="max-reschedules" className="text-input" type="number" inputMode="numeric" min={0} max={10} value={maxReschedules} aria-invalid={errors.max_reschedules ? true : undefined} aria-describedby={`max-reschedules-hint${errors.max_reschedules ? ' max-reschedules-error' : ''}`} onChange={(event) => setMaxReschedules(event.target.value)} />
          <p id="max-reschedules-hint" className="field-note">{t('admin:max_reschedules_hint')}</p>
          {errors.max_reschedules && <p id="max-reschedules-error" className="form-field__error" role="alert">{errors.max_reschedules}</p>}
        </div>
      </div>
      <button type="submit" className="button button--primary" disabled={change.isPending}>{t('admin:save_schedule')}</button>
    </form>
  );
}
