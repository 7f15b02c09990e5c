import { describe, expect, it } from 'vitest';
import { transitsAt } from './transits';

// 2026-11-23 04:00 UTC, from the Swiss Ephemeris (Moshier, Lahiri): Saturn 343.98° (Meenam,
// retrograde), Jupiter 122.16° (Simmam), mean Rahu 300.66° (Kumbam), so Ketu in Simmam.
const now = new Date('2026-11-23T04:00:00Z');

describe('transits from the Moon’s rasi', () => {
  it('places Sani, Guru, Rahu and Ketu where the Swiss Ephemeris does, counted from the Moon', () => {
    const fromMithunam = transitsAt(now, 3, 'mean');
    expect(fromMithunam.at).toBe('2026-11-23T04:00:00.000Z');
    expect(fromMithunam.bodies).toEqual([
      { key: 'saturn', rasi: 12, house_from_moon: 10, retrograde: true },
      { key: 'jupiter', rasi: 5, house_from_moon: 3, retrograde: false },
      { key: 'rahu', rasi: 11, house_from_moon: 9, retrograde: true },
      { key: 'ketu', rasi: 5, house_from_moon: 3, retrograde: true },
    ]);
    expect(fromMithunam).toMatchObject({
      ezharai_sani: null,
      ashtama_sani: false,
      ardhashtama_sani: false,
    });
  });

  it('names the phases of ezharai sani, ashtama sani and ardhashtama sani', () => {
    // Saturn in Meenam: the 12th from Mesham (first phase), the 1st from Meenam (janma sani), the
    // 2nd from Kumbam (last phase).
    expect([1, 12, 11].map((moon) => transitsAt(now, moon, 'mean').ezharai_sani)).toEqual([
      1, 2, 3,
    ]);
    expect(transitsAt(now, 5, 'mean')).toMatchObject({ ezharai_sani: null, ashtama_sani: true });
    expect(transitsAt(now, 9, 'mean')).toMatchObject({
      ezharai_sani: null,
      ardhashtama_sani: true,
    });
  });
});
