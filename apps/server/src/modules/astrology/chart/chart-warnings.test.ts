import { describe, expect, it } from 'vitest';
import { chartWarningTexts } from '@portal/contracts';
import {
  type ChartWarning,
  LAGNA_RASI_BOUNDARY_MARGIN_ARCMIN,
  lagnaRasiBoundaryWarning,
  MOON_STAR_BOUNDARY_MARGIN_ARCMIN,
  moonStarBoundaryWarning,
  moonStarsInPeriod,
  periodWarnings,
} from './chart-warnings';

const dms = (degrees: number, minutes = 0) => degrees + minutes / 60;

describe('the Moon near a star boundary (15′)', () => {
  it('is 15′ and the lagna margin is 1°', () => {
    expect(MOON_STAR_BOUNDARY_MARGIN_ARCMIN).toBe(15);
    expect(LAGNA_RASI_BOUNDARY_MARGIN_ARCMIN).toBe(60);
  });

  it('10′ into Bharani: could be Aswini', () => {
    expect(moonStarBoundaryWarning(dms(13, 30))).toEqual({
      code: 'moon_near_star_boundary',
      arcminutes: 10,
      nakshatra: 2,
      neighbour: 1,
    });
  });

  it('14.9′ before Bharani: Aswini, could be Bharani; 15.1′ before is no warning', () => {
    expect(moonStarBoundaryWarning(dms(13, 20 - 14.9))).toMatchObject({
      arcminutes: 14.9,
      nakshatra: 1,
      neighbour: 2,
    });
    expect(moonStarBoundaryWarning(dms(13, 20 - 15.1))).toBeNull();
    expect(moonStarBoundaryWarning(dms(6, 40))).toBeNull();
  });

  it('wraps round 0°: Revathi ↔ Aswini', () => {
    expect(moonStarBoundaryWarning(dms(359, 54))).toMatchObject({
      arcminutes: 6,
      nakshatra: 27,
      neighbour: 1,
    });
    expect(moonStarBoundaryWarning(dms(0, 3))).toMatchObject({
      arcminutes: 3,
      nakshatra: 1,
      neighbour: 27,
    });
  });
});

describe('the lagna near a rasi boundary (1°)', () => {
  it('warns within 60′ of either edge, naming the neighbour', () => {
    expect(lagnaRasiBoundaryWarning(29.5)).toEqual({
      code: 'lagna_near_rasi_boundary',
      arcminutes: 30,
      rasi: 1,
      neighbour: 2,
    });
    expect(lagnaRasiBoundaryWarning(dms(30, 59))).toMatchObject({
      arcminutes: 59,
      rasi: 2,
      neighbour: 1,
    });
    expect(lagnaRasiBoundaryWarning(dms(359, 30))).toMatchObject({
      arcminutes: 30,
      rasi: 12,
      neighbour: 1,
    });
    expect(lagnaRasiBoundaryWarning(dms(0, 45))).toMatchObject({
      arcminutes: 45,
      rasi: 1,
      neighbour: 12,
    });
  });

  it('says nothing beyond 1°', () => {
    expect(lagnaRasiBoundaryWarning(dms(31, 1))).toBeNull();
    expect(lagnaRasiBoundaryWarning(dms(58, 59))).toBeNull();
    expect(lagnaRasiBoundaryWarning(15)).toBeNull();
  });
});

describe('a birth given as a period', () => {
  it('one star when the Moon stays in it', () => {
    expect(moonStarsInPeriod(5, 10)).toEqual([1]);
    expect(periodWarnings(5, 10)).toEqual([]);
  });

  it('the range when the Moon crosses into the next star', () => {
    expect(periodWarnings(12, 14)).toEqual([
      { code: 'moon_star_changes_in_period', nakshatras: [1, 2] },
    ]);
    expect(moonStarsInPeriod(345, 355)).toEqual([26, 27]); // Uthirattathi ends at 346°40′
  });

  it('across 0° Mesham: Revathi then Aswini, Meenam then Mesham', () => {
    expect(periodWarnings(359, 1)).toEqual([
      { code: 'moon_star_changes_in_period', nakshatras: [27, 1] },
      { code: 'moon_rasi_changes_in_period', rasis: [12, 1] },
    ]);
  });

  it('a long period can cross two star boundaries', () => {
    expect(moonStarsInPeriod(dms(13, 0), dms(27, 0))).toEqual([1, 2, 3]);
  });
});

describe("the warnings' texts", () => {
  it('every warning code has an English and a Tamil text in the shared names module', () => {
    const codes: Record<ChartWarning['code'], true> = {
      moon_near_star_boundary: true,
      lagna_near_rasi_boundary: true,
      moon_star_changes_in_period: true,
      moon_rasi_changes_in_period: true,
      clock_time_repeated: true,
      clock_time_skipped: true,
      zone_doubtful: true,
    };
    expect(Object.keys(chartWarningTexts).sort()).toEqual(Object.keys(codes).sort());
  });
});
