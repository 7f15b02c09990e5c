/**
 * Small angle helpers shared by the astronomy files. Degrees throughout unless a name says
 * otherwise.
 */
export const DEG = Math.PI / 180;

/** The angle folded into [0, 360). */
export function normalizeDegrees(angle: number): number {
  const folded = angle % 360;
  return folded < 0 ? folded + 360 : folded;
}

/** The signed difference a − b folded into (−180, 180]; used for rates and deviations. */
export function degreesBetween(a: number, b: number): number {
  const diff = normalizeDegrees(a - b);
  return diff > 180 ? diff - 360 : diff;
}

/**
 * Julian centuries of Terrestrial Time since J2000.0, from astronomy-engine's `tt` (days since
 * J2000 TT).
 */
export function centuriesSinceJ2000(ttDays: number): number {
  return ttDays / 36525;
}
