import { describe, expect, it } from 'vitest';
import type { PadaNumber } from '../astrology-types';
import { poruthamRules, type Couple } from './porutham-rules';
import { rasiOfStarPada } from './star-position';

/**
 * Every rule of decision record 0029, with the expected values written out from the recorded
 * tables (Kalaprakasika ch. XIII as Tamil almanacs grade it), never taken from the code.
 */
const at = (star: number, pada: PadaNumber = 2) => ({
  star,
  pada,
  rasi: rasiOfStarPada(star, pada),
});
const couple = (bride: number, groom: number, groomPada: PadaNumber = 2): Couple => ({
  bride: at(bride),
  bridegroom: at(groom, groomPada),
});
/**
 * A couple whose Moons are in the given rasis (stars chosen inside them; only rasi rules read
 * these).
 */
const starInRasi: Record<number, number> = {
  1: 1,
  2: 4,
  3: 6,
  4: 8,
  5: 10,
  6: 13,
  7: 15,
  8: 17,
  9: 19,
  10: 22,
  11: 24,
  12: 26,
};
const rasiCouple = (bride: number, groom: number): Couple =>
  couple(starInRasi[bride]!, starInRasi[groom]!);
const short = (r: { matched: boolean; grade?: string }) => r.grade ?? (r.matched ? 'yes' : 'no');
const U = 'uthamam';
const M = 'mathimam';
const A = 'athamam';

describe('Dinam (count from the bride star, Ashwini, to the bridegroom star)', () => {
  // 1 and 12/14/16/27 have their own tests below.
  const byCount: Record<number, string> = {
    2: U,
    3: A,
    4: U,
    5: A,
    6: U,
    7: A,
    8: U,
    9: U,
    10: A,
    11: U,
    13: U,
    15: U,
    17: A,
    18: U,
    19: A,
    20: U,
    21: A,
    22: A,
    23: A,
    24: U,
    25: A,
    26: U,
  };
  it.each(Object.entries(byCount))('count %s is %s', (count, grade) => {
    expect(short(poruthamRules.dinam(couple(1, Number(count))))).toBe(grade);
  });

  it.each([
    [12, 1],
    [14, 4],
    [16, 3],
  ])(
    'count %s is athamam only in pada %s of the bridegroom star, mathimam in the others',
    (count, badPada) => {
      for (const pada of [1, 2, 3, 4] as const) {
        expect(short(poruthamRules.dinam(couple(1, count, pada))), `pada ${pada}`).toBe(
          pada === badPada ? A : M,
        );
      }
    },
  );

  it('count 27 is mathimam only when both Moons share a rasi', () => {
    expect(short(poruthamRules.dinam(couple(2, 1)))).toBe(M); // Bharani and Ashwini, both Mesham
    expect(short(poruthamRules.dinam(couple(4, 3, 1)))).toBe(A); // Rohini (Rishabam), Karthigai 1 (Mesham)
    expect(short(poruthamRules.dinam(couple(4, 3, 2)))).toBe(M); // Karthigai 2 is Rishabam
    expect(short(poruthamRules.dinam(couple(10, 9)))).toBe(A); // Magam (Simham), Ayilyam (Kadagam)
  });

  it('the same star for both is graded by the star', () => {
    const sameStar: Record<number, string> = {
      4: U,
      6: U,
      8: U,
      10: U,
      13: U,
      22: U,
      1: M,
      2: M,
      3: M,
      5: M,
      7: M,
      12: M,
      14: M,
      17: M,
      9: A,
      11: A,
      15: A,
      16: A,
      18: A,
      19: A,
      20: A,
      21: A,
      23: A,
      24: A,
      25: A,
      26: A,
      27: A,
    };
    for (const [star, grade] of Object.entries(sameStar)) {
      expect(short(poruthamRules.dinam(couple(Number(star), Number(star)))), `star ${star}`).toBe(
        grade,
      );
    }
  });
});

describe('Ganam', () => {
  const deva = [1, 5, 7, 8, 13, 15, 17, 22, 27];
  const manushya = [2, 4, 6, 11, 12, 20, 21, 25, 26];
  const rakshasa = [3, 9, 10, 14, 16, 18, 19, 23, 24];
  // bride's ganam, bridegroom's ganam -> grade
  const grid: [number[], number[], string][] = [
    [deva, deva, U],
    [manushya, manushya, U],
    [rakshasa, rakshasa, U],
    [deva, manushya, M],
    [manushya, deva, M],
    [deva, rakshasa, A],
    [manushya, rakshasa, A],
    [rakshasa, deva, A],
    [rakshasa, manushya, A],
  ];
  it('grades every pair of stars by their ganams', () => {
    for (const [brides, grooms, grade] of grid) {
      for (const b of brides)
        for (const g of grooms)
          expect(short(poruthamRules.ganam(couple(b, g))), `${b}-${g}`).toBe(grade);
    }
  });
});

describe('Mahendram', () => {
  it('matches only in counts 4, 7, 10, 13, 16, 19, 22 and 25', () => {
    const yes = [4, 7, 10, 13, 16, 19, 22, 25];
    for (let count = 1; count <= 27; count++) {
      expect(poruthamRules.mahendram(couple(1, count)).matched, `count ${count}`).toBe(
        yes.includes(count),
      );
    }
    // The published worked examples: Ashwini bride with Rohini (count 4) yes, Mirugaseerisham (5)
    // no.
    expect(poruthamRules.mahendram(couple(1, 4)).matched).toBe(true);
    expect(poruthamRules.mahendram(couple(1, 5)).matched).toBe(false);
  });
});

describe('Stree Deergham', () => {
  it('is athamam up to the 7th, mathimam from the 8th to the 13th, uthamam beyond the 13th', () => {
    const expected = [
      A,
      A,
      A,
      A,
      A,
      A,
      A,
      M,
      M,
      M,
      M,
      M,
      M,
      U,
      U,
      U,
      U,
      U,
      U,
      U,
      U,
      U,
      U,
      U,
      U,
      U,
      U,
    ];
    for (let count = 1; count <= 27; count++) {
      expect(
        short(poruthamRules.stree_deergham(couple(5, ((5 + count - 2) % 27) + 1))),
        `count ${count}`,
      ).toBe(expected[count - 1]);
    }
  });
});

describe('Yoni', () => {
  const animal = [
    '',
    'horse',
    'elephant',
    'sheep',
    'serpent',
    'serpent',
    'dog',
    'cat',
    'sheep',
    'cat',
    'rat',
    'rat',
    'cow',
    'buffalo',
    'tiger',
    'buffalo',
    'tiger',
    'deer',
    'deer',
    'dog',
    'monkey',
    'mongoose',
    'monkey',
    'lion',
    'horse',
    'lion',
    'cow',
    'elephant',
  ];
  const enemies = [
    'horse/buffalo',
    'elephant/lion',
    'sheep/monkey',
    'serpent/mongoose',
    'deer/dog',
    'cat/rat',
    'cow/tiger',
  ];
  it('is uthamam for the same animal, athamam for the seven enmities, mathimam otherwise', () => {
    for (let b = 1; b <= 27; b++) {
      for (let g = 1; g <= 27; g++) {
        const [x, y] = [animal[b]!, animal[g]!];
        const expected =
          x === y ? U : enemies.includes(`${x}/${y}`) || enemies.includes(`${y}/${x}`) ? A : M;
        expect(short(poruthamRules.yoni(couple(b, g))), `${b}-${g}`).toBe(expected);
      }
    }
  });

  it('spot checks', () => {
    expect(short(poruthamRules.yoni(couple(1, 24)))).toBe(U); // Ashwini and Sadhayam, both horses
    expect(short(poruthamRules.yoni(couple(1, 13)))).toBe(A); // horse and buffalo
    expect(short(poruthamRules.yoni(couple(21, 4)))).toBe(A); // mongoose and serpent
    expect(short(poruthamRules.yoni(couple(2, 23)))).toBe(A); // elephant and lion
    expect(short(poruthamRules.yoni(couple(1, 2)))).toBe(M); // horse and elephant
  });
});

describe('Rasi (count from the bride rasi to the bridegroom rasi)', () => {
  it('from Mesham', () => {
    const fromMesham = [M, A, M, M, M, A, U, M, M, M, M, A]; // groom in Mesham ... Meenam (Viruchigam: Mars rules both)
    fromMesham.forEach((grade, i) =>
      expect(short(poruthamRules.rasi(rasiCouple(1, i + 1))), `rasi ${i + 1}`).toBe(grade),
    );
  });

  it('the 7th is athamam for Kadagam–Makaram and Simham–Kumbam, either way round', () => {
    expect(short(poruthamRules.rasi(rasiCouple(4, 10)))).toBe(A);
    expect(short(poruthamRules.rasi(rasiCouple(10, 4)))).toBe(A);
    expect(short(poruthamRules.rasi(rasiCouple(5, 11)))).toBe(A);
    expect(short(poruthamRules.rasi(rasiCouple(11, 5)))).toBe(A);
    expect(short(poruthamRules.rasi(rasiCouple(3, 9)))).toBe(U);
  });

  it('the 6th and 8th are mathimam only when one planet rules both rasis', () => {
    expect(short(poruthamRules.rasi(rasiCouple(1, 8)))).toBe(M); // Mesham–Viruchigam, Mars
    expect(short(poruthamRules.rasi(rasiCouple(8, 1)))).toBe(M);
    expect(short(poruthamRules.rasi(rasiCouple(2, 7)))).toBe(M); // Rishabam–Thulam, Venus
    expect(short(poruthamRules.rasi(rasiCouple(7, 2)))).toBe(M);
    expect(short(poruthamRules.rasi(rasiCouple(3, 8)))).toBe(A); // Mithunam–Viruchigam, 6th
    expect(short(poruthamRules.rasi(rasiCouple(9, 4)))).toBe(A); // Dhanusu–Kadagam, 8th
  });

  it('the 2nd and 12th are athamam', () => {
    expect(short(poruthamRules.rasi(rasiCouple(12, 1)))).toBe(A);
    expect(short(poruthamRules.rasi(rasiCouple(1, 12)))).toBe(A);
    expect(short(poruthamRules.rasi(rasiCouple(10, 11)))).toBe(A); // even with one lord (Saturn)
  });
});

describe('Rasi Athipathi', () => {
  // Parasara's natural friendships: F friend, N neutral, E enemy; row looks at column.
  const planets = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
  const view: Record<string, string> = {
    sun: '-FFNFEE',
    moon: 'F-NFNNN',
    mars: 'FF-EFNN',
    mercury: 'FEN-NFN',
    jupiter: 'FFFE-EN',
    venus: 'EENFN-F',
    saturn: 'EEEFNF-',
  };
  const lord = [
    '',
    'mars',
    'venus',
    'mercury',
    'moon',
    'sun',
    'mercury',
    'venus',
    'mars',
    'jupiter',
    'saturn',
    'saturn',
    'jupiter',
  ];
  it('grades the two rasi lords by their friendship', () => {
    for (let b = 1; b <= 12; b++) {
      for (let g = 1; g <= 12; g++) {
        const [x, y] = [lord[b]!, lord[g]!];
        const there = view[x]![planets.indexOf(y)];
        const back = view[y]![planets.indexOf(x)];
        const expected =
          x === y ? U : there === 'E' || back === 'E' ? A : there === 'F' && back === 'F' ? U : M;
        expect(short(poruthamRules.rasi_athipathi(rasiCouple(b, g))), `${b}-${g}`).toBe(expected);
      }
    }
  });

  it('spot checks', () => {
    expect(short(poruthamRules.rasi_athipathi(rasiCouple(1, 9)))).toBe(U); // Mars and Jupiter
    expect(short(poruthamRules.rasi_athipathi(rasiCouple(1, 3)))).toBe(A); // Mars sees Mercury as an enemy
    expect(short(poruthamRules.rasi_athipathi(rasiCouple(1, 7)))).toBe(M); // Mars and Venus, neutral both ways
    expect(short(poruthamRules.rasi_athipathi(rasiCouple(3, 6)))).toBe(U); // Mercury rules both
  });
});

describe('Vasiyam', () => {
  const table: Record<number, number[]> = {
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
  it('grades vasiyam by which way it runs between the rasis', () => {
    for (let b = 1; b <= 12; b++) {
      for (let g = 1; g <= 12; g++) {
        const expected = table[b]!.includes(g) ? U : table[g]!.includes(b) ? M : A;
        expect(short(poruthamRules.vasiyam(rasiCouple(b, g))), `${b}-${g}`).toBe(expected);
      }
    }
    expect(short(poruthamRules.vasiyam(rasiCouple(1, 5)))).toBe(U); // Mesham bride, Simham bridegroom
    expect(short(poruthamRules.vasiyam(rasiCouple(5, 1)))).toBe(M);
  });
});

describe('Rajju', () => {
  const groups = [
    [1, 9, 10, 18, 19, 27], // padam
    [2, 8, 11, 17, 20, 26], // thodai
    [3, 7, 12, 16, 21, 25], // udharam
    [4, 6, 13, 15, 22, 24], // kandam
    [5, 14, 23], // siram
  ];
  it('fails exactly when both stars are in one rajju', () => {
    for (let b = 1; b <= 27; b++) {
      for (let g = 1; g <= 27; g++) {
        const same = groups.some((group) => group.includes(b) && group.includes(g));
        expect(poruthamRules.rajju(couple(b, g)).matched, `${b}-${g}`).toBe(!same);
      }
    }
    // The published example: Ashwini and Moolam are both in the foot rajju.
    expect(poruthamRules.rajju(couple(1, 19)).matched).toBe(false);
  });
});

describe('Vedhai', () => {
  const pairs = [
    '1-18',
    '2-17',
    '3-16',
    '4-15',
    '6-22',
    '7-21',
    '8-20',
    '9-19',
    '10-27',
    '11-26',
    '12-25',
    '13-24',
    '5-14',
    '5-23',
    '14-23',
  ];
  it('fails exactly for the vedhai pairs, either way round', () => {
    for (let b = 1; b <= 27; b++) {
      for (let g = 1; g <= 27; g++) {
        const repel = pairs.includes(`${b}-${g}`) || pairs.includes(`${g}-${b}`);
        expect(poruthamRules.vedhai(couple(b, g)).matched, `${b}-${g}`).toBe(!repel);
      }
    }
  });
});
