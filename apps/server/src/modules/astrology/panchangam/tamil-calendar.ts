import { siderealLongitude } from '../astronomy/sky-positions';
import { degreesBetween } from '../astronomy/angle-math';
import { sunsetAfter } from './sun-rise-set';

/**
 * The Tamil solar calendar: the month is the Sun's sidereal rasi (1 Chithirai = Mesham), and a
 * month begins on the day of the Sun's entry (sankramanam) when the entry comes before that day's
 * sunset, otherwise on the next day. The sixty-year cycle begins at Chithirai 1; 1987-88 was
 * Prabhava.
 */
const DAY_MS = 86_400_000;
const PRABHAVA_YEAR = 1987;
/**
 * The Sun's mean daily motion, degrees; Newton's steps converge from it in three or four rounds.
 */
const SUN_DEGREES_PER_DAY = 0.9856;

/** The moment, before `before`, at which the Sun entered the sidereal longitude `boundary`. */
export function sunEntered(boundary: number, before: Date): Date {
  let at = before.getTime();
  for (let step = 0; step < 12; step += 1) {
    const behind = degreesBetween(siderealLongitude('sun', new Date(at)), boundary);
    const move = (behind / SUN_DEGREES_PER_DAY) * DAY_MS;
    at -= move;
    if (Math.abs(move) < 500) break;
  }
  return new Date(at);
}

export interface TamilDay {
  /** 1 Chithirai ... 12 Panguni. */
  month: number;
  /** 1 ... 32: the day of the month. */
  date: number;
  /** 1 Prabhava ... 60 Akshaya. */
  year: number;
}

export interface TamilDayInput {
  /** The civil date (at the place) of the day, as it began at sunrise: YYYY-MM-DD. */
  day: string;
  /** That day's sunset (or its stand-in where the Sun does not set). */
  dayEnd: Date;
  latitude: number;
  longitude: number;
  /** The civil date at the place of an instant. */
  localDate: (instant: Date) => string;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export function tamilDay({ day, dayEnd, latitude, longitude, localDate }: TamilDayInput): TamilDay {
  const rasiIndex = Math.floor(siderealLongitude('sun', dayEnd) / 30);
  const entry = sunEntered(rasiIndex * 30, dayEnd);
  // The month's first day is the day of the first sunset after the entry.
  const firstSunset = sunsetAfter(entry, latitude, longitude);
  const firstDay = firstSunset
    ? localDate(firstSunset)
    : localDate(new Date(entry.getTime() + 6 * 3_600_000));
  const month = rasiIndex + 1;
  const [year, calendarMonth] = day.split('-').map(Number) as [number, number];
  // Margazhi runs into January, Thai to Panguni into April: those days belong to the year begun the
  // April before.
  const cycleStart = calendarMonth <= 4 && month >= 9 ? year - 1 : year;
  return {
    month,
    date: daysBetween(firstDay, day) + 1,
    year: ((((cycleStart - PRABHAVA_YEAR) % 60) + 60) % 60) + 1,
  };
}
