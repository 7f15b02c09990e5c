import type { NakshatraNumber, PadaNumber, RasiNumber } from '../astrology-types';

/**
 * The sidereal zodiac's divisions, counted from 0° sidereal (Lahiri): 12 rasis of 30°, 27
 * nakshatras of 13°20′, 108 padas of 3°20′ (a pada is also a navamsa). Arithmetic is done in
 * arc-minutes (1800′ a rasi, 800′ a star, 200′ a pada) so that the boundaries are whole numbers.
 */
export const ARCMIN_PER_RASI = 1800;
export const ARCMIN_PER_NAKSHATRA = 800;
export const ARCMIN_PER_PADA = 200;
export const ARCMIN_PER_CIRCLE = 21600;

/**
 * A longitude as arc-minutes in [0, 21600). A value within a ten-millionth of an arc-minute of a
 * whole minute is taken as that minute, so 13 + 20/60 (a hair above or below 800′ in floating
 * point) counts as exactly 13°20′, the first minute of Bharani.
 */
export function arcminutesOf(longitude: number): number {
  if (!Number.isFinite(longitude)) throw new RangeError(`Not a longitude: ${longitude}`);
  let minutes = longitude * 60;
  const whole = Math.round(minutes);
  if (Math.abs(minutes - whole) < 1e-7) minutes = whole;
  minutes %= ARCMIN_PER_CIRCLE;
  return minutes < 0 ? minutes + ARCMIN_PER_CIRCLE : minutes;
}

/** A longitude in [0, 360). */
export function normalizeLongitude(longitude: number): number {
  return arcminutesOf(longitude) / 60;
}

/** Rasi 1 Mesham ... 12 Meenam. */
export function rasiOf(longitude: number): RasiNumber {
  return Math.floor(arcminutesOf(longitude) / ARCMIN_PER_RASI) + 1;
}

/** Degrees from the start of the body's rasi, in [0, 30). */
export function degreeInRasi(longitude: number): number {
  return (arcminutesOf(longitude) % ARCMIN_PER_RASI) / 60;
}

/** Nakshatra 1 Ashwini ... 27 Revati. */
export function nakshatraOf(longitude: number): NakshatraNumber {
  return Math.floor(arcminutesOf(longitude) / ARCMIN_PER_NAKSHATRA) + 1;
}

/** Pada 1 ... 4 within the nakshatra. */
export function padaOf(longitude: number): PadaNumber {
  return ((Math.floor(arcminutesOf(longitude) / ARCMIN_PER_PADA) % 4) + 1) as PadaNumber;
}

/** How far into its nakshatra a longitude is, as a fraction in [0, 1). */
export function nakshatraFractionElapsed(longitude: number): number {
  return (arcminutesOf(longitude) % ARCMIN_PER_NAKSHATRA) / ARCMIN_PER_NAKSHATRA;
}

/** Arc-minutes to the nearer edge of the longitude's nakshatra, and which neighbour lies there. */
export function nearestNakshatraBoundary(longitude: number): {
  arcminutes: number;
  neighbour: NakshatraNumber;
} {
  const into = arcminutesOf(longitude) % ARCMIN_PER_NAKSHATRA;
  const star = nakshatraOf(longitude);
  return into <= ARCMIN_PER_NAKSHATRA - into
    ? { arcminutes: into, neighbour: star === 1 ? 27 : star - 1 }
    : { arcminutes: ARCMIN_PER_NAKSHATRA - into, neighbour: star === 27 ? 1 : star + 1 };
}

/** Arc-minutes to the nearer edge of the longitude's rasi, and which neighbour lies there. */
export function nearestRasiBoundary(longitude: number): {
  arcminutes: number;
  neighbour: RasiNumber;
} {
  const into = arcminutesOf(longitude) % ARCMIN_PER_RASI;
  const rasi = rasiOf(longitude);
  return into <= ARCMIN_PER_RASI - into
    ? { arcminutes: into, neighbour: rasi === 1 ? 12 : rasi - 1 }
    : { arcminutes: ARCMIN_PER_RASI - into, neighbour: rasi === 12 ? 1 : rasi + 1 };
}

/** The house of a rasi counted from the lagna's rasi (whole signs, the lagna's rasi is house 1). */
export function houseFrom(lagnaRasi: RasiNumber, rasi: RasiNumber): number {
  return ((rasi - lagnaRasi + 12) % 12) + 1;
}
