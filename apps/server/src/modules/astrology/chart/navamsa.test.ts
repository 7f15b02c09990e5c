import { describe, expect, it } from 'vitest';
import { navamsaOf } from './navamsa';

const dms = (degrees: number, minutes = 0) => degrees + minutes / 60;

/**
 * The textbook rule, written independently: movable signs start from themselves, fixed from the
 * 9th, dual from the 5th.
 */
function textbookNavamsa(rasi: number, part: number): number {
  const kind = (rasi - 1) % 3; // 0 movable (Mesham, Kadagam ...), 1 fixed (Rishabam ...), 2 dual (Mithunam ...)
  const firstSign =
    kind === 0 ? rasi : kind === 1 ? ((rasi + 8 - 1) % 12) + 1 : ((rasi + 4 - 1) % 12) + 1;
  return ((firstSign - 1 + part) % 12) + 1;
}

describe('navamsa', () => {
  it('agrees with the movable / fixed / dual rule in all 108 parts', () => {
    for (let rasi = 1; rasi <= 12; rasi += 1) {
      for (let part = 0; part < 9; part += 1) {
        const middle = (rasi - 1) * 30 + part * dms(3, 20) + dms(1, 40);
        expect(navamsaOf(middle), `rasi ${rasi} part ${part + 1}`).toBe(
          textbookNavamsa(rasi, part),
        );
      }
    }
  });

  it('the rule itself: Rishabam starts from Magaram, Mithunam from Thulam, Kadagam from Kadagam', () => {
    expect([textbookNavamsa(2, 0), textbookNavamsa(3, 0), textbookNavamsa(4, 0)]).toEqual([
      10, 7, 4,
    ]);
  });

  it('known examples', () => {
    expect(navamsaOf(0)).toBe(1); // Ashwini 1: Mesham
    expect(navamsaOf(10)).toBe(4); // 10° Mesham, Ashwini 4: Kadagam
    expect(navamsaOf(dms(13, 20))).toBe(5); // Bharani 1: Simmam
    expect(navamsaOf(31)).toBe(10); // Karthigai 2 in Rishabam: Magaram
    expect(navamsaOf(41)).toBe(1); // Rohini 1: Mesham
    expect(navamsaOf(91)).toBe(4); // Punarpoosam 4 in Kadagam: Kadagam (vargottama)
    expect(navamsaOf(165)).toBe(2); // Kanni 15°, Hastham 2: Rishabam
    expect(navamsaOf(255.5)).toBe(5); // Dhanusu 15°30′, Pooradam 1: Simmam
    expect(navamsaOf(359.99)).toBe(12); // Revathi 4: Meenam (vargottama)
  });
});
