import type { NakshatraNumber, PadaNumber, RasiNumber } from '../astrology-types';

/**
 * Where a star and pada sit among the rasis. The 27 stars have 108 padas and each rasi holds
 * nine of them, so pada n (counted from Ashwini 1st pada as 0) lies in rasi floor(n / 9) + 1.
 */
export const padas: readonly PadaNumber[] = [1, 2, 3, 4];

export function isStar(value: number): value is NakshatraNumber {
  return Number.isInteger(value) && value >= 1 && value <= 27;
}

export function isPada(value: number): value is PadaNumber {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export function isRasi(value: number): value is RasiNumber {
  return Number.isInteger(value) && value >= 1 && value <= 12;
}

/** The rasi holding the given pada of the given star. */
export function rasiOfStarPada(star: NakshatraNumber, pada: PadaNumber): RasiNumber {
  if (!isStar(star) || !isPada(pada)) throw new RangeError(`no such star/pada: ${star}/${pada}`);
  return Math.floor(((star - 1) * 4 + (pada - 1)) / 9) + 1;
}

/** The rasis a star touches: one for 18 stars, two for the nine that cross a rasi boundary. */
export function rasisOfStar(star: NakshatraNumber): RasiNumber[] {
  return [...new Set(padas.map((pada) => rasiOfStarPada(star, pada)))];
}

/** Counting from one star to another, both inclusive: the same star is 1, the next is 2 ... 27. */
export function starCount(from: NakshatraNumber, to: NakshatraNumber): number {
  return ((to - from + 27) % 27) + 1;
}

/** Counting from one rasi to another, both inclusive: the same rasi is 1 ... 12. */
export function rasiCount(from: RasiNumber, to: RasiNumber): number {
  return ((to - from + 12) % 12) + 1;
}
