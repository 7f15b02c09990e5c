import { describe, expect, it } from 'vitest';
import { birthInstant } from './birth-instant';
import { referenceCharts } from './reference/reference-charts.fixture';
import { formatOffset, isKnownZone, zoneOffsetSeconds } from './zone-offset';

// Expected offsets are written from the tz database's rules (asia, europe, northamerica files), not
// from this code.
const at = (date: string, time: string, zone: string) => birthInstant({ date, time, zone });
const iso = (date: string, time: string, zone: string) => at(date, time, zone).utc.toISOString();

describe('Asia/Kolkata history', () => {
  it('reads births before 1906 in Madras time, +5:21:10', () => {
    expect(iso('1901-03-14', '05:40', 'Asia/Kolkata')).toBe('1901-03-14T00:18:50.000Z');
    expect(at('1905-12-31', '23:00', 'Asia/Kolkata').offsetSeconds).toBe(5 * 3600 + 21 * 60 + 10);
  });

  it('knows the clocks jumped 8m50s at the start of 1906, when India Standard Time began', () => {
    const skipped = at('1906-01-01', '00:05', 'Asia/Kolkata');
    expect(skipped.clock).toBe('skipped');
    expect(skipped.utc.toISOString()).toBe('1905-12-31T18:43:50.000Z');
    expect(iso('1906-01-01', '06:00', 'Asia/Kolkata')).toBe('1906-01-01T00:30:00.000Z');
  });

  it('reads war-time births at +6:30 and the months between at IST', () => {
    expect(iso('1941-12-01', '12:00', 'Asia/Kolkata')).toBe('1941-12-01T05:30:00.000Z');
    expect(iso('1942-06-20', '14:00', 'Asia/Kolkata')).toBe('1942-06-20T08:30:00.000Z');
    expect(iso('1943-07-19', '10:30', 'Asia/Kolkata')).toBe('1943-07-19T04:00:00.000Z');
    expect(iso('1946-01-01', '10:30', 'Asia/Kolkata')).toBe('1946-01-01T05:00:00.000Z');
  });

  it('takes the first of the hour lived twice when war time ended on 15 October 1945', () => {
    const twice = at('1945-10-14', '23:30', 'Asia/Kolkata');
    expect(twice.clock).toBe('repeated');
    expect(twice.utc.toISOString()).toBe('1945-10-14T17:00:00.000Z');
  });
});

describe('births abroad, in their own zone', () => {
  it.each([
    ['1901-06-01', 'Asia/Singapore', '+06:55:25'],
    ['1920-06-01', 'Asia/Singapore', '+07:00'],
    ['1938-01-09', 'Asia/Singapore', '+07:20'],
    ['1943-06-01', 'Asia/Singapore', '+09:00'],
    ['1975-06-01', 'Asia/Singapore', '+07:30'],
    ['1990-06-01', 'Asia/Singapore', '+08:00'],
    ['1998-04-10', 'Asia/Colombo', '+06:00'],
    ['2010-04-10', 'Asia/Colombo', '+05:30'],
    ['1972-07-01', 'Europe/London', '+01:00'],
    ['1975-12-25', 'Europe/London', '+00:00'],
    ['1989-03-02', 'America/New_York', '-05:00'],
    ['1990-11-11', 'Australia/Sydney', '+11:00'],
  ])('%s in %s is %s', (date, zone, offset) => {
    expect(formatOffset(at(date, '12:00', zone).offsetSeconds)).toBe(offset);
  });

  it('reads a time the spring-forward skipped with the offset before the jump', () => {
    const skipped = at('2021-03-14', '02:30', 'America/New_York');
    expect(skipped).toMatchObject({ clock: 'skipped', offsetSeconds: -5 * 3600 });
    expect(skipped.utc.toISOString()).toBe('2021-03-14T07:30:00.000Z');
    expect(at('2021-11-07', '01:30', 'America/New_York').utc.toISOString()).toBe(
      '2021-11-07T05:30:00.000Z',
    );
  });
});

describe('a clock time the clocks jumped over', () => {
  it('gives the offset it was read with, so the shown offset and the cast instant agree', () => {
    // London, 28 March 2021: 01:00 GMT became 02:00 BST, so 01:30 never showed on a clock.
    const skipped = at('2021-03-28', '01:30', 'Europe/London');
    expect(skipped.clock).toBe('skipped');
    expect(formatOffset(skipped.offsetSeconds)).toBe('+00:00');
    expect(skipped.utc.getTime()).toBe(Date.UTC(2021, 2, 28, 1, 30) - skipped.offsetSeconds * 1000);
  });
});

describe('zones whose history Node’s own data merges away (the tz database’s backzone)', () => {
  it.each([
    // Norway kept summer time in 1959-65; Berlin, whose data Node gives Oslo, did not.
    ['1961-06-19', '22:59', 'Europe/Oslo', '+02:00'],
    ['1961-12-19', '22:59', 'Europe/Oslo', '+01:00'],
    // Kuwait on its local mean time until 1950, not Riyadh's; Bahrain on its own until 1941; Kuala
    // Lumpur's own until 1901.
    ['1945-06-01', '12:00', 'Asia/Kuwait', '+03:11:56'],
    ['1935-06-01', '12:00', 'Asia/Bahrain', '+03:22:20'],
    ['1900-06-01', '12:00', 'Asia/Kuala_Lumpur', '+06:46:46'],
    // And zones that were never merged keep what they had: Madras time, war time, Sri Lanka's +6 of
    // 1996-2006.
    ['1900-01-01', '00:30', 'Asia/Kolkata', '+05:21:10'],
    ['1943-07-19', '10:30', 'Asia/Kolkata', '+06:30'],
    ['1998-04-10', '12:00', 'Asia/Colombo', '+06:00'],
  ])('%s %s in %s is %s', (date, time, zone, offset) => {
    expect(formatOffset(at(date, time, zone).offsetSeconds)).toBe(offset);
  });
});

it('gives every reference chart the UTC instant its generator used', () => {
  for (const chart of referenceCharts) {
    const [date, time] = chart.local.split('T') as [string, string];
    expect(at(date, time, chart.zone).utc.toISOString(), chart.id).toBe(chart.utc);
  }
});

it('refuses impossible dates and unknown zones', () => {
  expect(() => at('1999-02-30', '10:00', 'Asia/Kolkata')).toThrow(RangeError);
  expect(() => at('1999-02-03', '24:10', 'Asia/Kolkata')).toThrow(RangeError);
  expect(() => at('1999-02-03', '9:10', 'Asia/Kolkata')).toThrow(RangeError);
  expect(() => at('1999-02-03', '10:00', 'Asia/Madras-Town')).toThrow(RangeError);
  expect(isKnownZone('Asia/Calcutta')).toBe(true);
  expect(isKnownZone('Nowhere/Else')).toBe(false);
  expect(zoneOffsetSeconds('UTC', new Date('2000-01-01T00:00:00Z'))).toBe(0);
});
