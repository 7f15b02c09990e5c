import { DeltaT_EspenakMeeus, SetDeltaTFunction } from 'astronomy-engine';

/**
 * ΔT = TT − UT, the Earth's clock against the atomic one. astronomy-engine's default (Espenak and
 * Meeus's polynomials) runs ahead of the Earth after 2010: 74.5 s for 2025 where the observed value
 * is 69 s, which moves the Moon by 2-3″ and more each year after. From 1955 we use the observed
 * values on 1 January of each year (IERS, as the Swiss Ephemeris also tabulates them) to 2024, then
 * a slow rise (the long-term trend, +0.25 s a year by 2040) to 2050; before 1955 the polynomials,
 * which agree with the historical reconstructions within a second there.
 */
const FIRST_YEAR = 1955;
const SECONDS_ON_JANUARY_FIRST = [
  31.07, 31.35, 31.68, 32.18, 32.68, 33.15, 33.59, 34.0, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29,
  39.2, 40.18, 41.17, 42.23, 43.37, 44.49, 45.48, 46.46, 47.52, 48.54, 49.59, 50.54, 51.38, 52.17,
  52.96, 53.79, 54.34, 54.87, 55.32, 55.82, 56.3, 56.86, 57.57, 58.31, 59.12, 59.99, 60.79, 61.63,
  62.3, 62.97, 63.47, 63.83, 64.09, 64.3, 64.47, 64.57, 64.69, 64.85, 65.15, 65.46, 65.78, 66.07,
  66.32, 66.6, 66.91, 67.28, 67.64, 68.1, 68.59, 68.97, 69.22, 69.36, 69.36, 69.29, 69.18, 69.1,
  69.0, 68.9, 68.8, 68.8, 69.04, 69.28, 69.52, 69.76, 70.01, 70.26, 70.51, 70.76, 71.02, 71.28,
  71.54, 71.8, 72.07, 72.33, 72.61, 72.88, 73.16, 73.44, 73.72, 74.0, 74.29, 74.58,
];
const LAST_YEAR = FIRST_YEAR + SECONDS_ON_JANUARY_FIRST.length - 1;
const DAYS_PER_YEAR = 365.2425;
/**
 * J2000.0 (2000-01-01 12:00) in days from 2000-01-01 00:00, to turn astronomy-engine's day count
 * into years.
 */
const J2000_NOON = 0.5;

/** ΔT in seconds at `ut` (days since J2000.0, UT), as astronomy-engine asks for it. */
export function deltaTSeconds(ut: number): number {
  const year = 2000 + (ut + J2000_NOON) / DAYS_PER_YEAR;
  if (year < FIRST_YEAR) return DeltaT_EspenakMeeus(ut);
  const index = Math.min(Math.floor(year) - FIRST_YEAR, SECONDS_ON_JANUARY_FIRST.length - 2);
  const from = SECONDS_ON_JANUARY_FIRST[index]!;
  const to = SECONDS_ON_JANUARY_FIRST[index + 1]!;
  // Past the table's last year (2050) the last year's rise goes on.
  return from + (to - from) * (year - (FIRST_YEAR + index));
}

/** astronomy-engine keeps one ΔT for the whole process; every sky this portal casts reads it. */
export function useObservedDeltaT(): void {
  SetDeltaTFunction(deltaTSeconds);
}

export const DELTA_T_TABLE_YEARS = { first: FIRST_YEAR, last: LAST_YEAR } as const;
