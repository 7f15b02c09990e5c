import { describe, expect, it } from 'vitest';
import { sevvaiDosham, sevvaiPair, type SevvaiInput } from './sevvai-dosham';

/** Rasis: 1 Mesham ... 12 Meenam. Expected values worked out by hand from decision record 0029. */
const brief = (input: SevvaiInput) => {
  const r = sevvaiDosham(input);
  return {
    has: r.has_dosham,
    from: r.from_which_reference,
    exceptions: r.exceptions_applied,
    venus: r.also_from_venus,
  };
};

describe('sevvai dosham', () => {
  it('Mars in the 2nd from lagna and Moon (Rishabam from Mesham) is the dosham from both', () => {
    expect(brief({ lagna: 1, moon: 1, mars: 2 })).toEqual({
      has: true,
      from: ['lagna', 'moon'],
      exceptions: [],
      venus: false,
    });
  });

  it('each of the houses 2, 4, 7, 8, 12 from the lagna afflicts; 1, 3, 5, 6, 9, 10, 11 do not', () => {
    // Lagna Mithunam (3); Moon placed so that it never afflicts (Mars always in the Moon's 3rd).
    const afflicting: Record<number, boolean> = {
      1: false,
      2: true,
      3: false,
      4: true,
      5: false,
      6: false,
      7: true,
      8: true,
      9: false,
      10: false,
      11: false,
      12: true,
    };
    for (const [house, afflicts] of Object.entries(afflicting)) {
      const mars = ((3 + Number(house) - 2) % 12) + 1;
      const moon = ((mars - 3 + 12) % 12) + 1;
      const result = sevvaiDosham({ lagna: 3, moon, mars });
      expect(result.references[0]?.house, `house ${house}`).toBe(Number(house));
      expect(result.references[0]?.afflicted, `house ${house}`).toBe(afflicts);
    }
  });

  it('the house-and-sign exceptions excuse the dosham', () => {
    // [lagna, mars] with Mars in that house from the lagna and in one of its excusing signs.
    const cases: [number, number][] = [
      [2, 3],
      [5, 6],
      [10, 1],
      [5, 8],
      [10, 4],
      [4, 10],
      [2, 9],
      [5, 12],
      [3, 2],
      [8, 7],
    ];
    for (const [lagna, mars] of cases) {
      const result = sevvaiDosham({ lagna, moon: mars, mars }); // Mars with the Moon: 1st from it, no affliction
      expect(result.references[0]?.afflicted, `${lagna}/${mars}`).toBe(true);
      expect(result.references[0]?.exceptions_applied, `${lagna}/${mars}`).toContain('house_sign');
      expect(result.has_dosham, `${lagna}/${mars}`).toBe(false);
    }
  });

  it('Mars in its own sign or exalted is excused', () => {
    expect(brief({ lagna: 12, moon: 1, mars: 1 })).toEqual({
      has: false,
      from: [],
      exceptions: ['own_or_exalted_sign'],
      venus: false,
    });
  });

  it('Kadagam lagna with Mars in Makaram (7th) is excused three ways', () => {
    expect(brief({ lagna: 4, moon: 5, mars: 10 }).exceptions).toEqual([
      'own_or_exalted_sign',
      'house_sign',
      'kadagam_simham_lagna',
    ]);
  });

  it('the Simham-lagna exception counts for the lagna only, not for a Moon in Simham', () => {
    expect(brief({ lagna: 5, moon: 1, mars: 11 })).toEqual({
      has: false,
      from: [],
      exceptions: ['kadagam_simham_lagna'],
      venus: false,
    });
    expect(brief({ lagna: 5, moon: 5, mars: 11 })).toEqual({
      has: true,
      from: ['moon'],
      exceptions: ['kadagam_simham_lagna'],
      venus: false,
    });
  });

  it('Mars with Jupiter is excused only when Jupiter is given', () => {
    expect(brief({ lagna: 1, moon: 1, mars: 4 })).toMatchObject({
      has: true,
      from: ['lagna', 'moon'],
    });
    expect(brief({ lagna: 1, moon: 1, mars: 4, jupiter: 4 })).toEqual({
      has: false,
      from: [],
      exceptions: ['with_jupiter'],
      venus: false,
    });
  });

  it('the count from Venus is reported but does not decide', () => {
    expect(brief({ lagna: 1, moon: 1, mars: 5, venus: 6 })).toEqual({
      has: false,
      from: [],
      exceptions: [],
      venus: true,
    });
    expect(brief({ lagna: 1, moon: 1, mars: 5, venus: 9 })).toEqual({
      has: false,
      from: [],
      exceptions: [],
      venus: false,
    });
  });

  it('refuses a rasi out of range', () => {
    expect(() => sevvaiDosham({ lagna: 0, moon: 1, mars: 1 })).toThrow(RangeError);
    expect(() => sevvaiDosham({ lagna: 1, moon: 1, mars: 13 })).toThrow(RangeError);
  });
});

describe('sevvai dosham of the pair', () => {
  const withDosham = sevvaiDosham({ lagna: 1, moon: 1, mars: 2 });
  const without = sevvaiDosham({ lagna: 1, moon: 1, mars: 3 });
  it('both cancel, one alone does not, neither is fine, unknown without a birth time', () => {
    expect(sevvaiPair(withDosham, withDosham)).toBe('both_cancel');
    expect(sevvaiPair(withDosham, without)).toBe('one_only');
    expect(sevvaiPair(without, withDosham)).toBe('one_only');
    expect(sevvaiPair(without, without)).toBe('neither');
    expect(sevvaiPair(withDosham, null)).toBe('unknown');
  });
});
