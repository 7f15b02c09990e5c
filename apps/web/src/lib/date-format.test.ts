import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatClockTime,
  formatIndiaDateTime,
  indiaInstant,
  localTimeOf,
} from './date-format';

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

describe("a slot's time on the customer's own clock (decision 0109)", () => {
  const nineInIndia = indiaInstant('2026-12-03', '09:00');

  it('gives the time, and the zone in words, where the clock differs from India', () => {
    expect(localTimeOf(nineInIndia, 'english', 'Asia/Singapore')).toEqual({
      time: '11:30 am',
      day: null,
      zone: 'Singapore Standard Time',
    });
    expect(localTimeOf(nineInIndia, 'tamil', 'Asia/Singapore')?.time).toBe('காலை 11:30');
  });

  it('names the day where it is another than India’s', () => {
    expect(localTimeOf(nineInIndia, 'english', 'America/Toronto')).toMatchObject({
      time: '10:30 pm',
      day: '2 December',
    });
  });

  it('says nothing where the clock shows India time (India, Sri Lanka)', () => {
    expect(localTimeOf(nineInIndia, 'english', 'Asia/Kolkata')).toBeNull();
    expect(localTimeOf(nineInIndia, 'english', 'Asia/Colombo')).toBeNull();
  });
});
