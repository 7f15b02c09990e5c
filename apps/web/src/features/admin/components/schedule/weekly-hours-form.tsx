import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleSchema, type Schedule } from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { ApiError } from '../../../../lib/api-client';
import { problemText } from '../../../../lib/validation-key';
import type { useScheduleChange } from '../../api/schedule-calls';

interface DayRow { open: boolean; opens: string; closes: string }
const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

function rowsOf(schedule: Schedule): Record<number, DayRow> {
  return Object.fromEntries(
    weekdays.map((weekday) => {
      const hours = schedule.weekly_hours.find((day) => day.weekday === weekday);
      return [weekday, hours ? { open: true, opens: hours.opens, closes: hours.closes } : { open: false, opens: '09:00', closes: '18:00' }];
    }),
  );
}

/** The opening hours of each weekday, the slot length, how far ahead customers may book and how often they may reschedule. */
export function WeeklyHoursForm({ schedule, change }: { schedule: Schedule; change: ReturnType<typeof useScheduleChange> }) {
  const { t } = useTranslation(['admin', 'validation']);
  const toast = useToast();
  const [rows, setRows] = useState(() => rowsOf(schedule));
  const [slotMinutes, setSlotMinutes] = useState(String(schedule.slot_minutes));
  const [horizonDays, setHorizonDays] = useState(String(schedule.horizon_days));
  const [maxReschedules, setMaxReschedules] = useState(String(schedule.max_reschedules));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (weekday: number, patch: Partial<DayRow>) => setRows((current) => ({ ...current, [weekday]: { ...current[weekday]!, ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      weekly_hours: weekdays.filter((weekday) => rows[weekday]!.open).map((weekday) => ({ weekday, opens: rows[weekday]!.opens, closes: rows[weekday]!.closes })),
      slot_minutes: slotMinutes,
      horizon_days: horizonDays,
      max_reschedules: maxReschedules,
    };
    const parsed = scheduleSchema.safeParse(candidate);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'weekly_hours' ? `weekday_${candidate.weekly_hours[Number(issue.path[1])]?.weekday}` : String(issue.path[0]);
        found[key] ??= problemText(t, issue.message);
      }
      return setErrors(found);
    }
    setErrors({});
    change.mutateAsync({ kind: 'save', schedule: parsed.data }).then(
      () => toast.show('success', t('admin:schedule_saved')),
      (error: Error) => {
        if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [key.replace(/^weekly_hours\.(\d+)\..*$/, (_, index: string) => `weekday_${candidate.weekly_hours[Number(index)]?.weekday}`), message])));
        toast.show('error', error.message);
      },
    );
  };

  return (
    <form className="admin-panel" aria-labelledby="hours-title" onSubmit={submit} noValidate>
      <h2 id="hours-title" className="admin-panel__title">{t('admin:weekly_hours')}</h2>
      <ul className="weekly-hours">
        {weekdays.map((weekday) => {
          const row = rows[weekday]!;
          const day = t(`admin:weekday_${weekday}`);
          const error = errors[`weekday_${weekday}`];
          return (
            <li key={weekday} className="weekly-hours__day">
              <label className="weekly-hours__open">
                <input type="checkbox" checked={row.open} onChange={(event) => update(weekday, { open: event.target.checked })} />
                <span>{day}</span>
              </label>
              {row.open ? (
                <span className="weekly-hours__times">
                  <label>
                    <span className="visually-hidden">{day}: </span>{t('admin:opens')}
                    <input className="text-input" type="time" step={300} value={row.opens} aria-invalid={error ? true : undefined} onChange={(event) => update(weekday, { opens: event.target.value })} />
                  </label>
                  <label>
                    <span className="visually-hidden">{day}: </span>{t('admin:closes')}
                    <input className="text-input" type="time" step={300} value={row.closes} aria-invalid={error ? true : undefined} onChange={(event) => update(weekday, { closes: event.target.value })} />
                  </label>
                </span>
              ) : (
                <span className="weekly-hours__closed">{t('admin:closed')}</span>
              )}
              {error && <p className="form-field__error" role="alert">{day}: {error}</p>}
            </li>
          );
        })}
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
