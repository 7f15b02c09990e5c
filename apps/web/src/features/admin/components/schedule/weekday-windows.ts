import {
  clockToMinute,
  MAX_WINDOWS_PER_DAY,
  minuteToClock,
  type OpeningHours,
  type Schedule,
} from '@portal/contracts';

/** One opening window as the form edits it: HH:MM text. */
export interface WindowRow {
  opens: string;
  closes: string;
}
/** A weekday in the form: open or closed, and its windows (kept while closed, so ticking it again restores them). */
export interface DayRow {
  open: boolean;
  windows: WindowRow[];
}

export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
const DEFAULT_WINDOW: WindowRow = { opens: '09:00', closes: '18:00' };
const BREAK_MINUTES = 60;

/** The form's days from a saved schedule: each weekday's windows, earliest first. */
export function rowsOf(schedule: Pick<Schedule, 'weekly_hours'>): Record<number, DayRow> {
  return Object.fromEntries(
    weekdays.map((weekday) => {
      const windows = schedule.weekly_hours
        .filter((day) => day.weekday === weekday)
        .sort((a, b) => clockToMinute(a.opens) - clockToMinute(b.opens))
        .map(({ opens, closes }) => ({ opens, closes }));
      return [
        weekday,
        windows.length > 0 ? { open: true, windows } : { open: false, windows: [DEFAULT_WINDOW] },
      ];
    }),
  );
}

/** The entries the API takes, in form order, with where each came from (to put a refusal beside its window). */
export function entriesOf(
  rows: Record<number, DayRow>,
): { weekday: number; index: number; hours: OpeningHours }[] {
  return weekdays.flatMap((weekday) => {
    const row = rows[weekday]!;
    return row.open
      ? row.windows.map((window, index) => ({ weekday, index, hours: { weekday, ...window } }))
      : [];
  });
}

const isClock = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(text);

/**
 * The windows with a one-hour break added: the last window split around its middle (09:00-18:00
 * becomes 09:00-13:00 and 14:00-18:00), or, when it is too short to split, a new window an hour
 * after it. Null when no break fits (the day is full, or too late) or the last window is unreadable.
 */
export function withBreak(windows: WindowRow[]): WindowRow[] | null {
  const last = windows.at(-1);
  if (
    windows.length >= MAX_WINDOWS_PER_DAY ||
    !last ||
    !isClock(last.opens) ||
    !isClock(last.closes)
  )
    return null;
  const [opens, closes] = [clockToMinute(last.opens), clockToMinute(last.closes)];
  if (closes - opens >= BREAK_MINUTES * 3) {
    const breakStarts = opens + Math.floor((closes - opens - BREAK_MINUTES) / 2 / 30) * 30;
    return [
      ...windows.slice(0, -1),
      { opens: last.opens, closes: minuteToClock(breakStarts) },
      { opens: minuteToClock(breakStarts + BREAK_MINUTES), closes: last.closes },
    ];
  }
  const next = closes + BREAK_MINUTES;
  if (next + BREAK_MINUTES > 24 * 60) return null;
  return [...windows, { opens: minuteToClock(next), closes: minuteToClock(next + BREAK_MINUTES) }];
}

/** The break before window `index`: from the latest earlier closing to its opening, when there is a real one. */
export function breakBefore(
  windows: WindowRow[],
  index: number,
): { from: string; to: string } | null {
  const window = windows[index];
  if (index === 0 || !window || !isClock(window.opens)) return null;
  const earlier = windows
    .slice(0, index)
    .filter((other) => isClock(other.closes) && isClock(other.opens) && other.opens < window.opens);
  const from = earlier
    .map((other) => other.closes)
    .sort()
    .at(-1);
  return from !== undefined && from < window.opens ? { from, to: window.opens } : null;
}
