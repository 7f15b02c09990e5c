import type { NakshatraNumber, RasiNumber } from '../astrology-types';
import type { BirthInstant } from '../astronomy/birth-instant';
import { formatOffset, zoneOffsetSeconds } from '../astronomy/zone-offset';
import {
  ARCMIN_PER_CIRCLE,
  ARCMIN_PER_NAKSHATRA,
  ARCMIN_PER_RASI,
  arcminutesOf,
  nakshatraOf,
  nearestNakshatraBoundary,
  nearestRasiBoundary,
  rasiOf,
} from './zodiac';

/**
 * The Moon within 15′ of a star's edge: the star (and so the dasa lord and the porutham) could be
 * the neighbour. The Moon moves about 0.55′ per minute of time, so 15′ is about half an hour of
 * birth time, and it also covers the few arc-minutes by which almanacs' ayanamsas differ.
 */
export const MOON_STAR_BOUNDARY_MARGIN_ARCMIN = 15;
/**
 * The lagna within 1° (60′) of a rasi's edge: one minute of birth time moves the lagna about 15′.
 */
export const LAGNA_RASI_BOUNDARY_MARGIN_ARCMIN = 60;

/**
 * What an astrologer should check by hand; the text for each code lives with the screens (en and
 * ta).
 */
export type ChartWarning =
  | {
      code: 'moon_near_star_boundary';
      arcminutes: number;
      nakshatra: NakshatraNumber;
      neighbour: NakshatraNumber;
    }
  | {
      code: 'lagna_near_rasi_boundary';
      arcminutes: number;
      rasi: RasiNumber;
      neighbour: RasiNumber;
    }
  | { code: 'moon_star_changes_in_period'; nakshatras: NakshatraNumber[] }
  | { code: 'moon_rasi_changes_in_period'; rasis: RasiNumber[] }
  | {
      code: 'clock_time_repeated' | 'clock_time_skipped';
      time: string;
      readings: Array<{ utc: string; utc_offset: string }>;
      minutes: number;
    }
  | {
      code: 'zone_doubtful';
      time_zone: string;
      utc_offset: string;
      other_time_zone: string;
      other_utc_offset: string;
      place: string;
      km: number;
    };

const roundArcmin = (value: number) => Math.round(value * 10) / 10;

export function moonStarBoundaryWarning(moonLongitude: number): ChartWarning | null {
  const edge = nearestNakshatraBoundary(moonLongitude);
  if (edge.arcminutes > MOON_STAR_BOUNDARY_MARGIN_ARCMIN) return null;
  return {
    code: 'moon_near_star_boundary',
    arcminutes: roundArcmin(edge.arcminutes),
    nakshatra: nakshatraOf(moonLongitude),
    neighbour: edge.neighbour,
  };
}

export function lagnaRasiBoundaryWarning(lagnaLongitude: number): ChartWarning | null {
  const edge = nearestRasiBoundary(lagnaLongitude);
  if (edge.arcminutes > LAGNA_RASI_BOUNDARY_MARGIN_ARCMIN) return null;
  return {
    code: 'lagna_near_rasi_boundary',
    arcminutes: roundArcmin(edge.arcminutes),
    rasi: rasiOf(lagnaLongitude),
    neighbour: edge.neighbour,
  };
}

/**
 * The divisions the Moon passes through between the start and the end of a period of the day,
 * moving forwards (from the start's longitude to the end's, across 0° Mesham if need be).
 */
function divisionsCrossed(start: number, end: number, size: number, count: number): number[] {
  const startMin = arcminutesOf(start);
  const travelled = (arcminutesOf(end) - startMin + ARCMIN_PER_CIRCLE) % ARCMIN_PER_CIRCLE;
  const first = Math.floor(startMin / size);
  const last = Math.floor((startMin + travelled) / size);
  const divisions: number[] = [];
  for (let index = first; index <= last; index += 1) divisions.push((index % count) + 1);
  return divisions;
}

/** The Moon's star as a range for a birth given as a period: one entry when it does not change. */
export function moonStarsInPeriod(startLongitude: number, endLongitude: number): NakshatraNumber[] {
  return divisionsCrossed(startLongitude, endLongitude, ARCMIN_PER_NAKSHATRA, 27);
}

export function moonRasisInPeriod(startLongitude: number, endLongitude: number): RasiNumber[] {
  return divisionsCrossed(startLongitude, endLongitude, ARCMIN_PER_RASI, 12);
}

/** The warnings for a period birth: the star (and the rasi) when they change within the period. */
export function periodWarnings(moonAtStart: number, moonAtEnd: number): ChartWarning[] {
  const warnings: ChartWarning[] = [];
  const nakshatras = moonStarsInPeriod(moonAtStart, moonAtEnd);
  if (nakshatras.length > 1) warnings.push({ code: 'moon_star_changes_in_period', nakshatras });
  const rasis = moonRasisInPeriod(moonAtStart, moonAtEnd);
  if (rasis.length > 1) warnings.push({ code: 'moon_rasi_changes_in_period', rasis });
  return warnings;
}

/**
 * A clock time the clocks passed twice or jumped over (a change of summer time or of the zone):
 * both readings, the chart's first.
 */
export function clockTimeWarning(time: string, moment: BirthInstant): ChartWarning | null {
  if (moment.clock === 'exact' || !moment.readings) return null;
  const [first, second] = moment.readings;
  return {
    code: moment.clock === 'repeated' ? 'clock_time_repeated' : 'clock_time_skipped',
    time,
    readings: moment.readings.map((reading) => ({
      utc: reading.utc.toISOString(),
      utc_offset: formatOffset(reading.offsetSeconds),
    })),
    minutes: Math.round(Math.abs(second.utc.getTime() - first.utc.getTime()) / 60_000),
  };
}

/**
 * Coordinates the zone map puts in another zone than the nearest known place's (decision 0111):
 * the chart is cast in the place's zone; the warning gives the other and its offset at the birth
 * (Pago Pago's −11:00 against Samoa's +13:00: the same hour, a day apart across the date line).
 * Zones that agree at the birth give none.
 */
export function zoneDoubtWarning(
  place: {
    timeZone: string;
    zoneDoubt?: { otherZone: string; place: string; km: number };
  },
  moment: BirthInstant,
): ChartWarning | null {
  const doubt = place.zoneDoubt;
  if (!doubt) return null;
  const other = zoneOffsetSeconds(doubt.otherZone, moment.utc);
  if (other === moment.offsetSeconds) return null;
  return {
    code: 'zone_doubtful',
    time_zone: place.timeZone,
    utc_offset: formatOffset(moment.offsetSeconds),
    other_time_zone: doubt.otherZone,
    other_utc_offset: formatOffset(other),
    place: doubt.place,
    km: doubt.km,
  };
}
