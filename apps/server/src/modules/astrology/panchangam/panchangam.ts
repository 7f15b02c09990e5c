import {
  amavasaiName,
  fixedKaranamNames,
  movableKaranamNames,
  nakshatraName,
  pakshamNames,
  tamilMonthNames,
  tamilYearNames,
  thithiNames,
  weekdayNames,
  yogamNames,
  type Panchangam,
  type PanchangamName,
} from '@portal/contracts';
import { normalizeDegrees } from '../astronomy/angle-math';
import { siderealLongitude } from '../astronomy/sky-positions';
import { SUN_EDGE_CONVENTION, sunriseAtOrBefore, sunsetAfter } from './sun-rise-set';
import { tamilDay } from './tamil-calendar';

/**
 * The panchangam of a moment at a place (decision 0075): the five limbs (thithi,
 * vaaram, natchathiram, yogam, karanam) from the Sun's and the Moon's sidereal longitudes, the day
 * counted from sunrise, the Tamil month, date and year, and the nazhigai of birth.
 */
export interface PanchangamInput {
  utc: Date;
  latitude: number;
  longitude: number;
  /**
   * Seconds east of UTC in force at an instant at the place (the zone's history, or a fixed offset
   * given).
   */
  offsetAt: (instant: Date) => number;
  /** An exact time (not a period of the day): only then is the nazhigai of birth given. */
  timeKnown: boolean;
}

const STAR_DEGREES = 360 / 27;
const HOUR_MS = 3_600_000;

const named = (number: number, name: PanchangamName) => ({
  number,
  english: name.english,
  tamil: name.tamil,
});

/**
 * Karanam 1-60: the 1st is Kimstughnam, the 2nd to the 57th are the seven movable ones in turn,
 * then Sakuni, Chathushpadam, Nagavam.
 */
export function karanamName(number: number): PanchangamName {
  if (number === 1) return fixedKaranamNames.kimstughnam;
  if (number <= 57) return movableKaranamNames[(number - 2) % 7]!;
  return [fixedKaranamNames.sakuni, fixedKaranamNames.chathushpadam, fixedKaranamNames.nagavam][
    number - 58
  ]!;
}

function thithiOf(elongation: number): Panchangam['thithi'] {
  const number = Math.floor(elongation / 12) + 1;
  const paksham = number <= 15 ? 'shukla' : 'krishna';
  const name = number === 30 ? amavasaiName : thithiNames[(number - 1) % 15]!;
  return {
    ...named(number, name),
    paksham,
    paksham_english: pakshamNames[paksham].english,
    paksham_tamil: pakshamNames[paksham].tamil,
  };
}

export function panchangamAt({
  utc,
  latitude,
  longitude,
  offsetAt,
  timeKnown,
}: PanchangamInput): Panchangam {
  const sun = siderealLongitude('sun', utc);
  const moon = siderealLongitude('moon', utc);
  const elongation = normalizeDegrees(moon - sun);
  const localDate = (instant: Date) =>
    new Date(instant.getTime() + offsetAt(instant) * 1000).toISOString().slice(0, 10);

  const sunrise = sunriseAtOrBefore(utc, latitude, longitude);
  const sunset = sunrise ? sunsetAfter(sunrise, latitude, longitude) : null;
  // Where the Sun neither rises nor sets, the day is the civil date and it "ends" at 18:00 by the
  // clock.
  const day = localDate(sunrise ?? utc);
  const dayEnd = sunset ?? new Date(Date.parse(`${day}T18:00:00Z`) - offsetAt(utc) * 1000);
  const tamil = tamilDay({ day, dayEnd, latitude, longitude, localDate });
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const fromSunriseSeconds = sunrise
    ? Math.floor((utc.getTime() - sunrise.getTime()) / 1000)
    : null;

  const nakshatra = Math.floor(moon / STAR_DEGREES) + 1;
  const yogam = Math.floor(normalizeDegrees(sun + moon) / STAR_DEGREES) + 1;
  const karanam = Math.floor(elongation / 6) + 1;
  return {
    thithi: thithiOf(elongation),
    nakshatra: named(nakshatra, {
      english: nakshatraName(nakshatra).english,
      tamil: nakshatraName(nakshatra).tamil,
    }),
    yogam: named(yogam, yogamNames[yogam - 1]!),
    karanam: named(karanam, karanamName(karanam)),
    weekday: named(weekday, weekdayNames[weekday]!),
    sunrise: sunrise?.toISOString() ?? null,
    sunset: sunset?.toISOString() ?? null,
    sun_edge: SUN_EDGE_CONVENTION,
    tamil_month: named(tamil.month, tamilMonthNames[tamil.month - 1]!),
    tamil_date: tamil.date,
    tamil_year: named(tamil.year, tamilYearNames[tamil.year - 1]!),
    nazhigai:
      timeKnown && fromSunriseSeconds !== null && fromSunriseSeconds < (30 * HOUR_MS) / 1000
        ? {
            nazhigai: Math.floor(fromSunriseSeconds / 1440),
            vinazhigai: Math.floor((fromSunriseSeconds % 1440) / 24),
          }
        : null,
  };
}
