import type { birthTimePeriods } from '@portal/contracts';
import { birthInstant, wallClockMs, type BirthInstant } from './birth-instant';

export type BirthTimePeriod = (typeof birthTimePeriods)[number];

/**
 * The booking form's periods of the day as local clock hours [start, end). `night` runs from 20:00
 * on the given date to 04:00 on the next date: a "night" birth on 5 March is the night of 5 March,
 * as a family says it and as the panchangam counts the day (sunrise to sunrise). See decision 0026.
 */
const periodHours: Record<BirthTimePeriod, { start: number; end: number }> = {
  early_morning: { start: 4, end: 6 },
  morning: { start: 6, end: 12 },
  afternoon: { start: 12, end: 18 },
  evening: { start: 18, end: 20 },
  night: { start: 20, end: 28 },
};

export interface BirthPeriodRange {
  start: BirthInstant;
  /** The period's end (exclusive): the first instant after it. */
  end: BirthInstant;
}

function localAt(
  date: string,
  hours: number,
  zone: string,
  fixedOffsetSeconds?: number,
): BirthInstant {
  const day = new Date(wallClockMs(date, '00:00') + Math.floor(hours / 24) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const time = `${String(hours % 24).padStart(2, '0')}:00`;
  return birthInstant({
    date: day,
    time,
    zone,
    ...(fixedOffsetSeconds === undefined ? {} : { fixedOffsetSeconds }),
  });
}

/**
 * The UTC start and end of a birth given only as a period of the day at a place (on the birth's own
 * offset when one is given).
 */
export function birthPeriodRange(
  date: string,
  period: BirthTimePeriod,
  zone: string,
  fixedOffsetSeconds?: number,
): BirthPeriodRange {
  const { start, end } = periodHours[period];
  return {
    start: localAt(date, start, zone, fixedOffsetSeconds),
    end: localAt(date, end, zone, fixedOffsetSeconds),
  };
}
