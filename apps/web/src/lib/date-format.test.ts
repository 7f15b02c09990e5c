import { expect, it } from 'vitest';
import { formatCalendarDate, formatClockTime, formatIndiaDateTime } from './date-format';

it('shows dates, times and moments the same in every time zone, India time for moments', () => {
  expect(formatCalendarDate('1994-03-12', 'english')).toBe('12 March 1994');
  expect(formatClockTime('05:40', 'english').toLowerCase()).toBe('5:40 am');
  expect(formatClockTime('21:15', 'english').toLowerCase()).toBe('9:15 pm');
  // 04:00 UTC is 09:30 in India.
  expect(formatIndiaDateTime('2026-11-23T04:00:00.000Z', 'english')).toMatch(/23 Nov 2026.*9:30/i);
  expect(formatCalendarDate('1994-03-12', 'tamil')).toMatch(/1994/);
  // Tamil names the part of the day rather than AM/PM.
  expect(formatClockTime('21:15', 'tamil')).toBe('இரவு 9:15');
  expect(formatIndiaDateTime('2026-11-23T04:00:00.000Z', 'tamil')).not.toMatch(/[AP]M/);
});
