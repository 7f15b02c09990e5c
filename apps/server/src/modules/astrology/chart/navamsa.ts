import type { RasiNumber } from '../astrology-types';
import { ARCMIN_PER_PADA, arcminutesOf } from './zodiac';

/**
 * The navamsa (D-9) sign of a longitude. Each rasi is cut into nine parts of 3°20′; the parts run
 * through the signs without a break from 0° Mesham (Mesham's first part is Mesham, Rishabam's first
 * is Magaram, which follows Mesham's ninth, Dhanusu), so the sign is simply the count of 3°20′
 * parts from 0° taken round the twelve signs:
 *   navamsa = ((rasi − 1) × 9 + ⌊degree in rasi ÷ 3°20′⌋) mod 12 + 1.
 * This is the textbook rule (movable signs start from themselves, fixed signs from the 9th,
 * dual signs from the 5th); the tests check the two agree for all 108 parts.
 */
export function navamsaOf(longitude: number): RasiNumber {
  return (Math.floor(arcminutesOf(longitude) / ARCMIN_PER_PADA) % 12) + 1;
}
