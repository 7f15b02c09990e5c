import { describe, expect, it } from 'vitest';
import { rasiCount, rasiOfStarPada, rasisOfStar, starCount } from './star-position';

/**
 * Which star-padas each rasi holds, as Tamil almanacs print it (for example "மேஷம் - அசுவினி,
 * பரணி, கார்த்திகை 1-ஆம் பாதம் முடிய", layaalayam.blogspot.com/2014/01; Brihat Jataka I.4:
 * each rasi is nine quarters of stars from Ashwini): written out here, not computed.
 */
const padasOfRasi: Record<number, string> = {
  1: '1:1 1:2 1:3 1:4 2:1 2:2 2:3 2:4 3:1', // Mesham: Ashwini, Bharani, Karthigai 1
  2: '3:2 3:3 3:4 4:1 4:2 4:3 4:4 5:1 5:2', // Rishabam: Karthigai 2-4, Rohini, Mirugaseerisham 1-2
  3: '5:3 5:4 6:1 6:2 6:3 6:4 7:1 7:2 7:3', // Mithunam: Mirugaseerisham 3-4, Thiruvathirai, Punarpoosam 1-3
  4: '7:4 8:1 8:2 8:3 8:4 9:1 9:2 9:3 9:4', // Kadagam: Punarpoosam 4, Poosam, Ayilyam
  5: '10:1 10:2 10:3 10:4 11:1 11:2 11:3 11:4 12:1', // Simham: Magam, Pooram, Uthiram 1
  6: '12:2 12:3 12:4 13:1 13:2 13:3 13:4 14:1 14:2', // Kanni: Uthiram 2-4, Hastham, Chithirai 1-2
  7: '14:3 14:4 15:1 15:2 15:3 15:4 16:1 16:2 16:3', // Thulam: Chithirai 3-4, Swathi, Visakam 1-3
  8: '16:4 17:1 17:2 17:3 17:4 18:1 18:2 18:3 18:4', // Viruchigam: Visakam 4, Anusham, Kettai
  9: '19:1 19:2 19:3 19:4 20:1 20:2 20:3 20:4 21:1', // Dhanusu: Moolam, Pooradam, Uthiradam 1
  10: '21:2 21:3 21:4 22:1 22:2 22:3 22:4 23:1 23:2', // Makaram: Uthiradam 2-4, Thiruvonam, Avittam 1-2
  11: '23:3 23:4 24:1 24:2 24:3 24:4 25:1 25:2 25:3', // Kumbam: Avittam 3-4, Sadhayam, Poorattathi 1-3
  12: '25:4 26:1 26:2 26:3 26:4 27:1 27:2 27:3 27:4', // Meenam: Poorattathi 4, Uthirattathi, Revathi
};

describe('the rasi of a star and pada', () => {
  it.each(Object.entries(padasOfRasi))('rasi %s holds exactly its nine padas', (rasi, list) => {
    for (const starPada of list.split(' ')) {
      const [star, pada] = starPada.split(':').map(Number) as [number, 1 | 2 | 3 | 4];
      expect(rasiOfStarPada(star, pada), starPada).toBe(Number(rasi));
    }
  });

  it('names the nine stars that span two rasis', () => {
    const spanning = Array.from({ length: 27 }, (_, i) => i + 1).filter(
      (star) => rasisOfStar(star).length === 2,
    );
    // Karthigai, Mirugaseerisham, Punarpoosam, Uthiram, Chithirai, Visakam, Uthiradam, Avittam,
    // Poorattathi
    expect(spanning).toEqual([3, 5, 7, 12, 14, 16, 21, 23, 25]);
    expect(rasisOfStar(21)).toEqual([9, 10]);
    expect(rasisOfStar(22)).toEqual([10]);
  });

  it('refuses what is not a star or a pada', () => {
    expect(() => rasiOfStarPada(0, 1)).toThrow(RangeError);
    expect(() => rasiOfStarPada(28, 1)).toThrow(RangeError);
    expect(() => rasiOfStarPada(1, 5 as 1)).toThrow(RangeError);
  });
});

describe('counting', () => {
  it('counts stars from the bride to the bridegroom, both inclusive, round the circle', () => {
    expect(starCount(1, 1)).toBe(1);
    expect(starCount(1, 4)).toBe(4); // Ashwini to Rohini
    expect(starCount(27, 1)).toBe(2); // Revathi to Ashwini
    expect(starCount(2, 1)).toBe(27);
    expect(starCount(10, 9)).toBe(27);
  });

  it('counts rasis the same way', () => {
    expect(rasiCount(1, 7)).toBe(7);
    expect(rasiCount(12, 1)).toBe(2);
    expect(rasiCount(5, 5)).toBe(1);
    expect(rasiCount(8, 1)).toBe(6);
  });
});
