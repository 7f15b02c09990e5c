/**
 * The old city clocks of Calcutta and Bombay (decision 0111). After India Standard Time began on
 * 1 January 1906, Calcutta kept its own time (+05:53:20) until 1948 and Bombay its own (+04:51)
 * until 1955, beside the railway's and the government's India time; a birth there may be on
 * either clock. The tz database follows the railway (Asia/Kolkata: Madras time +05:21:10 until
 * 1906, then +05:30, war time +06:30), so the booking form asks which clock the time was on, and
 * a customer may give only this offset (anything else is the office's correction).
 */
import { utcOffsetSeconds, type BirthClockQuestion } from '@portal/contracts';
import { AppError } from '../../lib/errors/app-error';
import { formatOffset, zoneOffsetSeconds } from './astronomy/zone-offset';
import { findPlace } from './places/place-search';
import { kmBetween } from './places/place-zone';

interface CityClock {
  city: 'calcutta' | 'bombay';
  /** The city's centre (Dalhousie Square; the Fort). */
  latitude: number;
  longitude: number;
  utcOffset: string;
  /**
   * The last date asked about: the sources give only the year the city clock ended (Calcutta 1948,
   * Bombay 1955), so the whole of that year is asked.
   */
  lastDate: string;
}

const cityClocks: readonly CityClock[] = [
  {
    city: 'calcutta',
    latitude: 22.5726,
    longitude: 88.3639,
    utcOffset: '+05:53:20',
    lastDate: '1948-12-31',
  },
  {
    city: 'bombay',
    latitude: 18.9388,
    longitude: 72.8354,
    utcOffset: '+04:51',
    lastDate: '1955-12-31',
  },
];

/** The city and the towns about it that kept its clock (Howrah, Dum Dum; Bandra, Thane). */
export const CITY_CLOCK_KM = 30;

/**
 * India's war time (+06:30, the tz database's Asia/Kolkata): every clock in India was put forward,
 * and nothing tells of a city war time apart (Bengal's Asia/Dhaka went from Calcutta time to +06:30
 * in October 1941), so these dates are cast on the zone without asking.
 */
const warTime: ReadonlyArray<[string, string]> = [
  ['1941-10-01', '1942-05-14'],
  ['1942-09-01', '1945-10-14'],
];

/** India's offset at noon of a date (Madras time before 1906, then +05:30 or war time). */
function indiaOffsetOn(date: string): string {
  const noon = new Date(`${date}T12:00:00+05:30`);
  return formatOffset(zoneOffsetSeconds('Asia/Kolkata', noon));
}

export interface BirthWhereAndWhen {
  date_of_birth: string;
  birth_place?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/**
 * The question to ask for a birth in or near Calcutta or Bombay while its own clock ran, or null:
 * the city, its clock's offset and India's that day. The place is its coordinates, else the place
 * named.
 */
export function birthClockQuestion(birth: BirthWhereAndWhen): BirthClockQuestion | null {
  const date = birth.date_of_birth;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (warTime.some(([from, to]) => date >= from && date <= to)) return null;
  const clocks = cityClocks.filter((clock) => date <= clock.lastDate);
  if (clocks.length === 0) return null;
  const point =
    typeof birth.latitude === 'number' && typeof birth.longitude === 'number'
      ? { latitude: birth.latitude, longitude: birth.longitude }
      : birth.birth_place
        ? findPlace(birth.birth_place)
        : null;
  if (!point) return null;
  const clock = clocks.find((candidate) => kmBetween(point, candidate) <= CITY_CLOCK_KM);
  if (!clock) return null;
  return { city: clock.city, city_offset: clock.utcOffset, india_offset: indiaOffsetOn(date) };
}

/**
 * A customer's own offset for a birth may only be the city clock's that the question offers (the
 * office may give any, for local mean time and the like): the problem's key, or null.
 */
export function cityClockOffsetProblem(
  birth: BirthWhereAndWhen & { utc_offset: string | null | undefined },
): string | null {
  if (!birth.utc_offset) return null;
  const question = birthClockQuestion(birth);
  const given = utcOffsetSeconds(birth.utc_offset);
  return question && given === utcOffsetSeconds(question.city_offset)
    ? null
    : 'validation.city_clock';
}

/** The booking's (or saved person's) city-clock problems, by field; refused when there are any. */
export function requireCityClockOffsets(
  births: Array<{ field: string; birth: Parameters<typeof cityClockOffsetProblem>[0] }>,
): void {
  const fields: Record<string, string> = {};
  for (const { field, birth } of births) {
    const problem = cityClockOffsetProblem(birth);
    if (problem) fields[field] = problem;
  }
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { fields });
}
