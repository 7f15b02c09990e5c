import { GeoMoonState, RotateState, Rotation_EQJ_ECT, type AstroTime } from 'astronomy-engine';
import { DEG, centuriesSinceJ2000, normalizeDegrees } from './angle-math';

/**
 * Mean ascending node of the Moon (Rahu), tropical, mean equinox of date, in degrees.
 * Meeus, Astronomical Algorithms (2nd ed.), eq. 47.7; T in Julian centuries TT since J2000.
 * Subtract the mean ayanamsa (not the true one) to make it sidereal: there is no nutation in it.
 */
export function meanLunarNode(time: AstroTime): number {
  const t = centuriesSinceJ2000(time.tt);
  const omega =
    125.0445479 -
    1934.1362891 * t +
    0.0020754 * t * t +
    (t * t * t) / 467441 -
    (t * t * t * t) / 60616000;
  return normalizeDegrees(omega);
}

/**
 * True (osculating) ascending node of the Moon, tropical, true ecliptic of date, in degrees: where
 * the plane of the Moon's instantaneous geocentric orbit (from its position and velocity) cuts the
 * ecliptic of date. This is what the Swiss Ephemeris calls SE_TRUE_NODE.
 */
export function trueLunarNode(time: AstroTime): number {
  // The reference frame's own turning (precession, ~50"/year) is negligible beside the Moon's
  // motion.
  const s = RotateState(Rotation_EQJ_ECT(time), GeoMoonState(time));
  // Orbital angular momentum h = r × v; the ascending node points along z × h = (−h_y, h_x, 0).
  const hx = s.y * s.vz - s.z * s.vy;
  const hy = s.z * s.vx - s.x * s.vz;
  return normalizeDegrees(Math.atan2(hx, -hy) / DEG);
}
