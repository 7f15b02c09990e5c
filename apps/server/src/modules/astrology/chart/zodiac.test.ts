import { describe, expect, it } from 'vitest';
import {
  degreeInRasi,
  houseFrom,
  nakshatraFractionElapsed,
  nakshatraOf,
  nearestNakshatraBoundary,
  normalizeLongitude,
  padaOf,
  rasiOf,
} from './zodiac';

const dms = (degrees: number, minutes = 0) => degrees + minutes / 60;

// Where each star begins, as printed in any almanac's table (degrees and minutes of sidereal
// longitude).
const starStarts: [number, number][] = [
  [0, 0],
  [13, 20],
  [26, 40],
  [40, 0],
  [53, 20],
  [66, 40],
  [80, 0],
  [93, 20],
  [106, 40],
  [120, 0],
  [133, 20],
  [146, 40],
  [160, 0],
  [173, 20],
  [186, 40],
  [200, 0],
  [213, 20],
  [226, 40],
  [240, 0],
  [253, 20],
  [266, 40],
  [280, 0],
  [293, 20],
  [306, 40],
  [320, 0],
  [333, 20],
  [346, 40],
];

describe('rasi, nakshatra and pada', () => {
  it('0° is Mesham, Ashwini, pada 1', () => {
    expect([rasiOf(0), nakshatraOf(0), padaOf(0), degreeInRasi(0)]).toEqual([1, 1, 1, 0]);
  });

  it('13°20′ exactly is the first minute of Bharani; a hair before is Ashwini pada 4', () => {
    expect([nakshatraOf(dms(13, 20)), padaOf(dms(13, 20))]).toEqual([2, 1]);
    expect([nakshatraOf(40 / 3), padaOf(40 / 3)]).toEqual([2, 1]);
    expect([nakshatraOf(13.333), padaOf(13.333)]).toEqual([1, 4]);
  });

  it('359.99° is Meenam, Revathi pada 4; 360° and −0.01° wrap round', () => {
    expect([rasiOf(359.99), nakshatraOf(359.99), padaOf(359.99)]).toEqual([12, 27, 4]);
    expect(degreeInRasi(359.99)).toBeCloseTo(29.99, 10);
    expect([rasiOf(360), nakshatraOf(360)]).toEqual([1, 1]);
    expect(normalizeLongitude(-0.01)).toBeCloseTo(359.99, 10);
    expect(rasiOf(-0.01)).toBe(12);
    expect(normalizeLongitude(725)).toBeCloseTo(5, 10);
  });

  it('every rasi begins at a multiple of 30° and ends a second before the next', () => {
    for (let rasi = 1; rasi <= 12; rasi += 1) {
      expect(rasiOf((rasi - 1) * 30)).toBe(rasi);
      expect(rasiOf((rasi - 1) * 30 + 15)).toBe(rasi);
      expect(rasiOf(rasi * 30 - 1 / 3600)).toBe(rasi);
    }
  });

  it('every star begins where the almanac table says, with pada 1, and ends in pada 4', () => {
    starStarts.forEach(([degrees, minutes], index) => {
      const start = dms(degrees, minutes);
      expect(nakshatraOf(start)).toBe(index + 1);
      expect(padaOf(start)).toBe(1);
      expect(padaOf(start + dms(3, 20))).toBe(2);
      expect(padaOf(start + dms(6, 40))).toBe(3);
      expect(padaOf(start + dms(10, 0))).toBe(4);
      expect(nakshatraOf(start + dms(13, 19))).toBe(index + 1);
      expect(padaOf(start + dms(13, 19))).toBe(4);
    });
  });

  it('places the padas of a star that straddles two rasis', () => {
    expect([rasiOf(28), nakshatraOf(28), padaOf(28)]).toEqual([1, 3, 1]);
    expect([rasiOf(31), nakshatraOf(31), padaOf(31)]).toEqual([2, 3, 2]);
    // Lahiri puts Chitra (Spica) at 180°: Chithirai pada 3, the first degree of Thulam.
    expect([rasiOf(180), nakshatraOf(180), padaOf(180)]).toEqual([7, 14, 3]);
  });

  it('the fraction of the star crossed and the nearer edge', () => {
    expect(nakshatraFractionElapsed(10)).toBeCloseTo(0.75, 12);
    expect(nearestNakshatraBoundary(dms(13, 30))).toEqual({ arcminutes: 10, neighbour: 1 });
    expect(nearestNakshatraBoundary(dms(359, 54)).neighbour).toBe(1);
    expect(nearestNakshatraBoundary(dms(359, 54)).arcminutes).toBeCloseTo(6, 9);
    expect(nearestNakshatraBoundary(dms(0, 3)).neighbour).toBe(27);
  });

  it('houses are counted from the lagna rasi, which is the first', () => {
    expect(houseFrom(6, 6)).toBe(1);
    expect(houseFrom(6, 1)).toBe(8); // Kanni lagna: Mesham is the 8th
    expect(houseFrom(6, 12)).toBe(7);
    expect(houseFrom(1, 12)).toBe(12);
    expect(houseFrom(12, 1)).toBe(2);
  });
});
