/**
 * The tables the porutham rules read (decision record 0029). Stars are numbered 1 Ashwini ...
 * 27 Revati, rasis 1 Mesham ... 12 Meenam. Each table says where it comes from; the rules that
 * use them are in porutham-rules.ts.
 */

export type Gana = 'deva' | 'manushya' | 'rakshasa';
export type Yoni =
  | 'horse'
  | 'elephant'
  | 'sheep'
  | 'serpent'
  | 'dog'
  | 'cat'
  | 'rat'
  | 'cow'
  | 'buffalo'
  | 'tiger'
  | 'deer'
  | 'monkey'
  | 'mongoose'
  | 'lion';
export type Rajju = 'padam' | 'thodai' | 'udharam' | 'kandam' | 'siram';
export type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';

/** Builds a star-number lookup from lists of stars, one list per value. */
function byStar<T extends string>(groups: Record<T, readonly number[]>): Record<number, T> {
  const out: Record<number, T> = {};
  for (const [value, stars] of Object.entries(groups) as [T, readonly number[]][]) {
    for (const star of stars) out[star] = value;
  }
  return out;
}

/** Ganam: the common Tamil lists (Kalaprakasika prints only five Manushya stars). */
export const ganaOfStar = byStar<Gana>({
  deva: [1, 5, 7, 8, 13, 15, 17, 22, 27],
  manushya: [2, 4, 6, 11, 12, 20, 21, 25, 26],
  rakshasa: [3, 9, 10, 14, 16, 18, 19, 23, 24],
});

/** Yoni animals as Tamil almanacs give them (Uthiradam is the mongoose). */
export const yoniOfStar = byStar<Yoni>({
  horse: [1, 24],
  elephant: [2, 27],
  sheep: [3, 8],
  serpent: [4, 5],
  dog: [6, 19],
  cat: [7, 9],
  rat: [10, 11],
  cow: [12, 26],
  buffalo: [13, 15],
  tiger: [14, 16],
  deer: [17, 18],
  monkey: [20, 22],
  mongoose: [21],
  lion: [23, 25],
});

/** The seven enmities (pagai yoni). */
export const yoniEnemies: readonly (readonly [Yoni, Yoni])[] = [
  ['horse', 'buffalo'],
  ['elephant', 'lion'],
  ['sheep', 'monkey'],
  ['serpent', 'mongoose'],
  ['deer', 'dog'],
  ['cat', 'rat'],
  ['cow', 'tiger'],
];

/** The five rajjus: foot, thigh, belly, neck, head. */
export const rajjuOfStar = byStar<Rajju>({
  padam: [1, 9, 10, 18, 19, 27],
  thodai: [2, 8, 11, 17, 20, 26],
  udharam: [3, 7, 12, 16, 21, 25],
  kandam: [4, 6, 13, 15, 22, 24],
  siram: [5, 14, 23],
});

/** Vedhai: stars that repel each other (Mirugaseerisham, Chithirai and Avittam all three). */
export const vedhaiGroups: readonly (readonly number[])[] = [
  [1, 18],
  [2, 17],
  [3, 16],
  [4, 15],
  [6, 22],
  [7, 21],
  [8, 20],
  [9, 19],
  [10, 27],
  [11, 26],
  [12, 25],
  [13, 24],
  [5, 14, 23],
];

/** Lord of each rasi, 1 Mesham ... 12 Meenam. */
export const rasiLord: Record<number, Planet> = {
  1: 'mars',
  2: 'venus',
  3: 'mercury',
  4: 'moon',
  5: 'sun',
  6: 'mercury',
  7: 'venus',
  8: 'mars',
  9: 'jupiter',
  10: 'saturn',
  11: 'saturn',
  12: 'jupiter',
};

/** Natural friends and enemies of the planets (Parasara; everyone else is neutral). */
export const planetFriends: Record<Planet, readonly Planet[]> = {
  sun: ['moon', 'mars', 'jupiter'],
  moon: ['sun', 'mercury'],
  mars: ['sun', 'moon', 'jupiter'],
  mercury: ['sun', 'venus'],
  jupiter: ['sun', 'moon', 'mars'],
  venus: ['mercury', 'saturn'],
  saturn: ['mercury', 'venus'],
};
export const planetEnemies: Record<Planet, readonly Planet[]> = {
  sun: ['venus', 'saturn'],
  moon: [],
  mars: ['mercury'],
  mercury: ['moon'],
  jupiter: ['mercury', 'venus'],
  venus: ['sun', 'moon'],
  saturn: ['sun', 'moon', 'mars'],
};

/**
 * Vasiyam: for the rasi on the left, the rasis that are vasiyam to it (Kalaprakasika, Soodamani).
 */
export const vasiyamOf: Record<number, readonly number[]> = {
  1: [5, 8],
  2: [4, 7],
  3: [6],
  4: [8, 9],
  5: [7],
  6: [2, 12],
  7: [10],
  8: [4, 6],
  9: [12],
  10: [1, 11],
  11: [1],
  12: [10],
};

/** Dinam when both have the same star: the stars that are uthamam and those that are mathimam. */
export const sameStarUthamam: readonly number[] = [4, 6, 8, 10, 13, 22];
export const sameStarMathimam: readonly number[] = [1, 2, 3, 5, 7, 12, 14, 17];
