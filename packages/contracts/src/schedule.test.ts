import { describe, expect, it } from 'vitest';
import { MAX_WINDOWS_PER_DAY, scheduleSchema, type OpeningHours } from './admin';

const settings = { slot_minutes: 30, horizon_days: 60, max_reschedules: 2 };
const problemsOf = (weekly_hours: OpeningHours[]) => {
  const result = scheduleSchema.safeParse({ ...settings, weekly_hours });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const window = (weekday: number, opens: string, closes: string): OpeningHours => ({
  weekday,
  opens,
  closes,
});

describe('a weekday with breaks (decision 0021)', () => {
  it('takes one window a day, or several with a break between them', () => {
    expect(problemsOf([window(1, '09:00', '18:00'), window(2, '09:00', '18:00')])).toEqual({});
    expect(problemsOf([window(1, '09:00', '13:00'), window(1, '14:00', '18:00')])).toEqual({});
    expect(
      problemsOf([
        window(1, '14:00', '18:00'),
        window(1, '09:00', '13:00'),
        window(1, '19:00', '21:00'),
      ]),
    ).toEqual({});
    expect(problemsOf([window(1, '09:00', '13:00'), window(1, '13:05', '24:00')])).toEqual({});
  });

  it('refuses windows of one day that overlap, meet or repeat, beside the later one', () => {
    expect(problemsOf([window(1, '09:00', '13:00'), window(1, '12:00', '18:00')])).toEqual({
      'weekly_hours.1.opens': 'validation.opening_windows_apart',
    });
    expect(problemsOf([window(1, '09:00', '13:00'), window(1, '13:00', '18:00')])).toEqual({
      'weekly_hours.1.opens': 'validation.opening_windows_apart',
    });
    expect(problemsOf([window(1, '14:00', '18:00'), window(1, '09:00', '15:00')])).toEqual({
      'weekly_hours.0.opens': 'validation.opening_windows_apart',
    });
    expect(problemsOf([window(1, '09:00', '18:00'), window(1, '09:00', '18:00')])).toEqual({
      'weekly_hours.1.opens': 'validation.opening_windows_apart',
    });
    // A window inside another one, after a third: every offender is named.
    expect(
      problemsOf([
        window(3, '08:00', '20:00'),
        window(3, '09:00', '10:00'),
        window(3, '11:00', '12:00'),
      ]),
    ).toEqual({
      'weekly_hours.1.opens': 'validation.opening_windows_apart',
      'weekly_hours.2.opens': 'validation.opening_windows_apart',
    });
  });

  it('leaves other weekdays alone, and names a window that closes before it opens', () => {
    expect(problemsOf([window(1, '09:00', '13:00'), window(2, '09:00', '13:00')])).toEqual({});
    expect(problemsOf([window(1, '09:00', '13:00'), window(1, '12:00', '10:00')])).toEqual({
      'weekly_hours.1.closes': 'validation.opening_hours',
    });
  });

  it(`allows at most ${MAX_WINDOWS_PER_DAY} windows a day`, () => {
    const windows = ['08', '10', '12', '14', '16'].map((hour) =>
      window(5, `${hour}:00`, `${hour}:30`),
    );
    expect(problemsOf(windows.slice(0, MAX_WINDOWS_PER_DAY))).toEqual({});
    expect(problemsOf(windows)).toEqual({
      'weekly_hours.4.weekday': 'validation.opening_windows_max',
    });
    const fullWeek = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
      windows.slice(0, 4).map((entry) => ({ ...entry, weekday })),
    );
    expect(problemsOf(fullWeek)).toEqual({});
  });
});
