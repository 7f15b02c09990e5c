import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { astrologerScheduleSchema, type OpeningHours } from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { ApiError } from '../../../../lib/api-client';
import { problemText } from '../../../../lib/validation-key';
import { WeekdayHoursRow } from './weekday-hours-row';
import { entriesOf, rowsOf, weekdays, type DayRow } from './weekday-windows';

interface Props {
  /** The astrologer's saved windows. */
  weeklyHours: OpeningHours[];
  /** Sends the checked windows (the chosen astrologer's hours). */
  save: (weeklyHours: OpeningHours[]) => Promise<unknown>;
  saving: boolean;
  /** Shown under the title: whose hours these are (the astrologer chooser). */
  children?: ReactNode;
}

/** One astrologer's opening windows of each weekday (several for a day with a break). */
export function WeeklyHoursForm({ weeklyHours, save, saving, children }: Props) {
  const { t } = useTranslation(['admin', 'validation']);
  const toast = useToast();
  const [rows, setRows] = useState(() => rowsOf({ weekly_hours: weeklyHours }));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (weekday: number, row: DayRow) =>
    setRows((current) => ({ ...current, [weekday]: row }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = entriesOf(rows);
    // A refusal of entry N of weekly_hours goes beside that window: key "hours_<weekday>_<window>".
    const windowKey = (entry: number | string) =>
      `hours_${entries[Number(entry)]?.weekday}_${entries[Number(entry)]?.index}`;
    const parsed = astrologerScheduleSchema.safeParse({
      weekly_hours: entries.map((entry) => entry.hours),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[windowKey(String(issue.path[1]))] ??= problemText(t, issue.message);
      return setErrors(found);
    }
    setErrors({});
    save(parsed.data.weekly_hours).then(
      () => toast.show('success', t('admin:schedule_saved')),
      (error: Error) => {
        if (error instanceof ApiError)
          setErrors(
            Object.fromEntries(
              Object.entries(error.fields).map(([key, message]) => [
                key.replace(/^weekly_hours\.(\d+)\..*$/, (_, index: string) => windowKey(index)),
                message,
              ]),
            ),
          );
        toast.show('error', error.message);
      },
    );
  };

  const windowErrors = (weekday: number) =>
    Object.fromEntries(
      Object.entries(errors).flatMap(([key, message]) =>
        key.startsWith(`hours_${weekday}_`) ? [[Number(key.split('_')[2]), message]] : [],
      ),
    );

  return (
    <form className="admin-panel" aria-labelledby="hours-title" onSubmit={submit} noValidate>
      <h2 id="hours-title" className="admin-panel__title">
        {t('admin:weekly_hours')}
      </h2>
      {children}
      <ul className="weekly-hours">
        {weekdays.map((weekday) => (
          <WeekdayHoursRow
            key={weekday}
            weekday={weekday}
            row={rows[weekday]!}
            errors={windowErrors(weekday)}
            onChange={(row) => update(weekday, row)}
          />
        ))}
      </ul>
      <button type="submit" className="button button--primary" disabled={saving}>
        {t('admin:save_schedule')}
      </button>
    </form>
  );
}
