import { SiderealTime, e_tilt, type AstroTime } from 'astronomy-engine';
import { DEG, degreesBetween, normalizeDegrees } from './angle-math';

/**
 * Tropical ascendant (the ecliptic point rising in the east), true equinox of date, in degrees.
 * From the local apparent sidereal time θ (Greenwich apparent sidereal time + east longitude), the
 * true obliquity ε and the latitude φ: λ = atan2(cos θ, −(sin θ cos ε + tan φ sin ε)).
 *
 * Inside the polar circles (|φ| ≥ 90° − ε) that formula can give the setting point: part of the
 * ecliptic never rises there, and the horizon meets it on the "wrong" side of the meridian. The
 * Swiss Ephemeris (and the almanacs that follow it) then takes the other intersection, so that the
 * ascendant always lies in the half of the ecliptic that follows the midheaven (MC < Asc < MC +
 * 180°); we do the same (so a Tromsø birth of 1972-07-23 22:24 is Makaram, not Kadagam). The
 * ascendant is the same in every house system. Undefined at the poles (|φ| = 90°).
 */
export function tropicalAscendant(time: AstroTime, latitude: number, longitude: number): number {
  const theta = normalizeDegrees(SiderealTime(time) * 15 + longitude) * DEG;
  const epsilon = e_tilt(time).tobl * DEG;
  const phi = latitude * DEG;
  const y = Math.cos(theta);
  const x = -(Math.sin(theta) * Math.cos(epsilon) + Math.tan(phi) * Math.sin(epsilon));
  const ascendant = normalizeDegrees(Math.atan2(y, x) / DEG);
  if (Math.abs(latitude) < 90 - epsilon / DEG) return ascendant;
  // The midheaven: the ecliptic point on the meridian, in the quadrant of the local sidereal time.
  const midheaven = normalizeDegrees(
    Math.atan2(Math.sin(theta), Math.cos(theta) * Math.cos(epsilon)) / DEG,
  );
  return degreesBetween(ascendant, midheaven) < 0 ? normalizeDegrees(ascendant + 180) : ascendant;
}
