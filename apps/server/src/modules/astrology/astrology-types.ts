import type { LunarNode } from '@portal/contracts';

/**
 * The shapes the astrology parts share (decision 0030): the astronomy gives sidereal positions, the
 * chart reads rasi, star, navamsa and dasa from them, the porutham compares two stars.
 */

/** The nine grahas, in the order charts list them. */
export const bodyKeys = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
export type BodyKey = (typeof bodyKeys)[number];

/** A body's sidereal place: degrees of longitude in [0, 360), Lahiri ayanamsa. */
export interface BodyPosition {
  key: BodyKey;
  longitude: number;
  /**
   * Moving backwards in longitude at the moment (Rahu and Ketu, mean or true, are always retrograde
   * by convention).
   */
  retrograde: boolean;
}

/** Which lunar node the office uses for Rahu and Ketu. */
export type NodeKind = LunarNode;

/**
 * The sky at one moment for one place: the ayanamsa used, the nine bodies and the sidereal lagna.
 */
export interface SkyPositions {
  /** Lahiri (Chitrapaksha) ayanamsa in degrees at that moment. */
  ayanamsa: number;
  bodies: BodyPosition[];
  /**
   * Sidereal ascendant in degrees [0, 360); null when the birth time is only a period of the day.
   */
  lagna: number | null;
}

/** Rasi 1 Mesham ... 12 Meenam; nakshatra 1 Ashwini ... 27 Revati; pada 1 ... 4. */
export type RasiNumber = number;
export type NakshatraNumber = number;
export type PadaNumber = 1 | 2 | 3 | 4;
