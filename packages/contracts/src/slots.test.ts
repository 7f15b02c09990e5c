import { expect, it } from 'vitest';
import { addDays, isRealDate } from './calendar-dates';
import { minuteToClock } from './slots';

it('knows which calendar dates exist', () => {
  expect(isRealDate('2028-02-29')).toBe(true);
  expect(isRealDate('2026-02-29')).toBe(false);
  expect(isRealDate('2026-13-45')).toBe(false);
  expect(isRealDate('26-1-5')).toBe(false);
});

it('moves dates by whole days and writes minutes as clock times', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(minuteToClock(540)).toBe('09:00');
});
