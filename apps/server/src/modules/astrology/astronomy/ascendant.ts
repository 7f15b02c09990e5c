import { SiderealTime, e_tilt, type AstroTime } from 'astronomy-engine';
import { DEG, normalizeDegrees } from './angle-math';

/**
 * Tropical ascendant (the ecliptic point rising in the east), true equinox of date, in degrees.
 * From the local apparent sidereal time θ (Greenwich apparent sidereal time + east longitude), the
 * true obliquity ε and the latitude φ: λ = atan2(cos θ, −(sin θ cos ε + tan φ sin ε)).
 * The ascendant is the same in every house system. Undefined at the poles (|φ| = 90°).
 */
export function tropicalAscendant(time: AstroTime, latitude: number, longitude: number): number {
  const theta = normalizeDegrees(SiderealTime(time) * 15 + longitude) * DEG;
  const epsilon = e_tilt(time).tobl * DEG;
  const phi = latitude * DEG;
  const y = Math.cos(theta);
  const x = -(Math.sin(theta) * Math.cos(epsilon) + Math.tan(phi) * Math.sin(epsilon));
  return normalizeDegrees(Math.atan2(y, x) / DEG);
}
