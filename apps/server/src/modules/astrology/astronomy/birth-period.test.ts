import { expect, it } from 'vitest';
import { birthPeriodRange, type BirthTimePeriod } from './birth-period';

const range = (date: string, period: BirthTimePeriod, zone: string) => {
  const { start, end } = birthPeriodRange(date, period, zone);
  return [start.utc.toISOString(), end.utc.toISOString()];
};

it('gives each period of the day in Chennai as UTC', () => {
  expect(range('2024-03-05', 'early_morning', 'Asia/Kolkata')).toEqual([
    '2024-03-04T22:30:00.000Z',
    '2024-03-05T00:30:00.000Z',
  ]);
  expect(range('2024-03-05', 'morning', 'Asia/Kolkata')).toEqual([
    '2024-03-05T00:30:00.000Z',
    '2024-03-05T06:30:00.000Z',
  ]);
  expect(range('2024-03-05', 'afternoon', 'Asia/Kolkata')).toEqual([
    '2024-03-05T06:30:00.000Z',
    '2024-03-05T12:30:00.000Z',
  ]);
  expect(range('2024-03-05', 'evening', 'Asia/Kolkata')).toEqual([
    '2024-03-05T12:30:00.000Z',
    '2024-03-05T14:30:00.000Z',
  ]);
});

it('runs a night from 8 pm on the given date to 4 am on the next, across a month end', () => {
  expect(range('2024-02-29', 'night', 'Asia/Kolkata')).toEqual([
    '2024-02-29T14:30:00.000Z',
    '2024-02-29T22:30:00.000Z',
  ]);
  expect(range('2024-02-29', 'night', 'Europe/London')).toEqual([
    '2024-02-29T20:00:00.000Z',
    '2024-03-01T04:00:00.000Z',
  ]);
  expect(range('1999-12-31', 'night', 'Asia/Kolkata')).toEqual([
    '1999-12-31T14:30:00.000Z',
    '1999-12-31T22:30:00.000Z',
  ]);
});

it('uses the offset in force on the day, war time and summer time included', () => {
  expect(range('1943-07-19', 'morning', 'Asia/Kolkata')).toEqual([
    '1943-07-18T23:30:00.000Z',
    '1943-07-19T05:30:00.000Z',
  ]);
  expect(range('1901-03-14', 'early_morning', 'Asia/Kolkata')).toEqual([
    '1901-03-13T22:38:50.000Z',
    '1901-03-14T00:38:50.000Z',
  ]);
  expect(range('1972-07-01', 'evening', 'Europe/London')).toEqual([
    '1972-07-01T17:00:00.000Z',
    '1972-07-01T19:00:00.000Z',
  ]);
});
