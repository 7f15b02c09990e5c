import { e_tilt, type AstroTime } from 'astronomy-engine';
import { centuriesSinceJ2000 } from './angle-math';

/**
 * Lahiri (Chitrapaksha) ayanamsa as the Swiss Ephemeris defines SE_SIDM_LAHIRI (sweph.h, ayanamsa
 * table entry 1): at the reference epoch t0 = JD 2435553.5 TT (1956-09-22 0h TT) the mean ayanamsa
 * is 23.250182778° − 0.004658035° = 23.245524743° (the Indian Ayanamsa Committee's 23°15'00.658"
 * with that day's nutation taken out). From t0 it grows with the general precession in longitude;
 * we use the IAU 2006 (Capitaine et al. 2003) polynomial p_A, which stays within a fraction of an
 * arc-second of the Swiss Ephemeris value over 1900–2050 (see sky-positions.test.ts).
 *
 * The Swiss Ephemeris subtracts the "true" ayanamsa (mean + nutation in longitude Δψ) from the
 * apparent tropical longitude (true equinox of date). Subtracting Δψ and the mean ayanamsa is the
 * same thing; `siderealOffset` is that total.
 */
const LAHIRI_T0_TT_DAYS_SINCE_J2000 = 2435553.5 - 2451545.0;
const LAHIRI_AT_T0 = 23.250182778 - 0.004658035;

/** General precession in longitude since J2000, IAU 2006, in degrees (T in Julian centuries TT). */
export function generalPrecession(t: number): number {
  const arcsec =
    ((((-0.0000000383 * t - 0.000023857) * t + 0.00007964) * t + 1.1054348) * t + 5028.796195) * t;
  return arcsec / 3600;
}

const precessionAtT0 = generalPrecession(centuriesSinceJ2000(LAHIRI_T0_TT_DAYS_SINCE_J2000));

/** Mean Lahiri ayanamsa in degrees at a moment (without nutation). */
export function meanLahiriAyanamsa(time: AstroTime): number {
  return LAHIRI_AT_T0 + generalPrecession(centuriesSinceJ2000(time.tt)) - precessionAtT0;
}

/** Nutation in longitude Δψ in degrees (IAU 2000B, from astronomy-engine). */
export function nutationInLongitude(time: AstroTime): number {
  return e_tilt(time).dpsi / 3600;
}

/** True Lahiri ayanamsa (mean + Δψ): subtract it from a longitude on the true ecliptic of date. */
export function trueLahiriAyanamsa(time: AstroTime): number {
  return meanLahiriAyanamsa(time) + nutationInLongitude(time);
}
