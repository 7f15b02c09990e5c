import { describe, expect, it } from 'vitest';
import {
  bhuktiLengths,
  DASA_YEAR_DAYS,
  dasaBalanceAtBirth,
  dasaLordOfNakshatra,
  toYearsMonthsDays,
  vimshottariDasa,
  vimshottariOrder,
} from './vimshottari';

const ymd = (years: number, months: number, days: number) => ({ years, months, days });

describe('the Vimshottari scheme', () => {
  it('gives each star its lord, Ashwini to Revathi', () => {
    const lords = [
      'ketu',
      'venus',
      'sun',
      'moon',
      'mars',
      'rahu',
      'jupiter',
      'saturn',
      'mercury', // Aswini … Ayilyam
      'ketu',
      'venus',
      'sun',
      'moon',
      'mars',
      'rahu',
      'jupiter',
      'saturn',
      'mercury', // Magam … Kettai
      'ketu',
      'venus',
      'sun',
      'moon',
      'mars',
      'rahu',
      'jupiter',
      'saturn',
      'mercury', // Moolam … Revathi
    ];
    lords.forEach((lord, index) => expect(dasaLordOfNakshatra(index + 1)).toBe(lord));
  });

  it('is 120 years: 7, 20, 6, 10, 7, 18, 16, 19, 17', () => {
    expect(vimshottariOrder.map((entry) => entry.years)).toEqual([7, 20, 6, 10, 7, 18, 16, 19, 17]);
    expect(vimshottariOrder.reduce((sum, entry) => sum + entry.years, 0)).toBe(120);
  });

  it('a dasa year is 365.25 days', () => {
    expect(DASA_YEAR_DAYS).toBe(365.25);
  });
});

describe('the balance at birth', () => {
  it('Moon at 10° Mesham: Aswini (Ketu), three quarters crossed, 1.75 years = 1 y 9 m left', () => {
    const balance = dasaBalanceAtBirth(10);
    expect(balance.lord).toBe('ketu');
    expect(balance.years).toBeCloseTo(1.75, 12);
    expect(balance.elapsedYears).toBeCloseTo(5.25, 12);
    expect(toYearsMonthsDays(balance.years)).toEqual(ymd(1, 9, 0));
  });

  it('Moon at 0° Rishabam: Karthigai (Sun) a quarter crossed, 4.5 years left', () => {
    const balance = dasaBalanceAtBirth(30);
    expect([balance.lord, balance.years]).toEqual(['sun', expect.closeTo(4.5, 12)]);
  });

  it('Moon at 26°40′ Thulam: Visakam half crossed, 8 years left', () => {
    const balance = dasaBalanceAtBirth(206 + 40 / 60);
    expect([balance.lord, balance.years]).toEqual(['jupiter', expect.closeTo(8, 12)]);
  });

  it("at a star's first minute the whole dasa is left", () => {
    expect(dasaBalanceAtBirth(0).years).toBe(7);
    expect(dasaBalanceAtBirth(13 + 20 / 60)).toEqual({ lord: 'venus', years: 20, elapsedYears: 0 });
  });
});

describe('bhuktis: maha × sub ÷ 120', () => {
  it('Sukra dasa, as the almanac tables print it', () => {
    const venus = bhuktiLengths('venus');
    expect(venus.map((bhukti) => bhukti.lord)).toEqual([
      'venus',
      'sun',
      'moon',
      'mars',
      'rahu',
      'jupiter',
      'saturn',
      'mercury',
      'ketu',
    ]);
    expect(venus.map((bhukti) => toYearsMonthsDays(bhukti.years))).toEqual([
      ymd(3, 4, 0),
      ymd(1, 0, 0),
      ymd(1, 8, 0),
      ymd(1, 2, 0),
      ymd(3, 0, 0),
      ymd(2, 8, 0),
      ymd(3, 2, 0),
      ymd(2, 10, 0),
      ymd(1, 2, 0),
    ]);
  });

  it('Ketu dasa, as the almanac tables print it', () => {
    expect(bhuktiLengths('ketu').map((bhukti) => toYearsMonthsDays(bhukti.years))).toEqual([
      ymd(0, 4, 27),
      ymd(1, 2, 0),
      ymd(0, 4, 6),
      ymd(0, 7, 0),
      ymd(0, 4, 27),
      ymd(1, 0, 18),
      ymd(0, 11, 6),
      ymd(1, 1, 9),
      ymd(0, 11, 27),
    ]);
  });
});

describe('the dasa–bhukti table', () => {
  // Born 1 January 2000, 00:00 UTC, Moon at 10° Mesham: Ketu dasa with 1.75 years to run.
  const table = vimshottariDasa(10, new Date('2000-01-01T00:00:00Z'));

  it('starts with the balance of Ketu and runs on in order', () => {
    expect(table.birth_lord).toBe('ketu');
    expect(table.balance).toEqual(ymd(1, 9, 0));
    expect(table.dasa_year_days).toBe(365.25);
    expect(table.maha_dasas.map((dasa) => dasa.lord)).toEqual([
      'ketu',
      'venus',
      'sun',
      'moon',
      'mars',
      'rahu',
      'jupiter',
      'saturn',
      'mercury',
      'ketu',
    ]);
  });

  it('dates: 1.75 × 365.25 = 639.1875 days after birth, then 20 and 6 dasa years', () => {
    const [ketu, venus, sun] = table.maha_dasas;
    expect([ketu?.start, ketu?.end]).toEqual([
      '2000-01-01T00:00:00.000Z',
      '2001-10-01T04:30:00.000Z',
    ]);
    expect(venus?.end).toBe('2021-10-01T04:30:00.000Z'); // 20 years of 365.25 days = 7305 days
    // 2191.5 days: six calendar years (one 29 February) and half a day
    expect(sun?.end).toBe('2027-10-01T16:30:00.000Z');
  });

  it('the birth dasa keeps only the bhuktis still to run', () => {
    const ketu = table.maha_dasas[0]!;
    expect(ketu.bhuktis.map((bhukti) => bhukti.lord)).toEqual(['saturn', 'mercury']);
    // 5.25 years were crossed; Saturn's bhukti ends 6.008333 years in: 91/120 × 365.25 = 276.98125
    // days after birth.
    expect(ketu.bhuktis[0]).toMatchObject({
      start: '2000-01-01T00:00:00.000Z',
      end: '2000-10-03T23:33:00.000Z',
    });
    expect(ketu.bhuktis[1]).toMatchObject({
      start: '2000-10-03T23:33:00.000Z',
      end: '2001-10-01T04:30:00.000Z',
    });
  });

  it('the table ends 120 dasa years after birth (43 830 days), inside the second Ketu dasa', () => {
    const last = table.maha_dasas.at(-1)!;
    expect(last.end).toBe('2120-01-02T00:00:00.000Z');
    expect(last.bhuktis.map((bhukti) => bhukti.lord)).toEqual([
      'ketu',
      'venus',
      'sun',
      'moon',
      'mars',
      'rahu',
      'jupiter',
      'saturn',
    ]);
    expect(last.bhuktis.at(-1)!.end).toBe(last.end);
  });

  it("every bhukti follows the one before, and each dasa's bhuktis fill it", () => {
    let previousEnd = '2000-01-01T00:00:00.000Z';
    for (const dasa of table.maha_dasas) {
      expect(dasa.start).toBe(previousEnd);
      expect(dasa.bhuktis[0]!.start).toBe(dasa.start);
      expect(dasa.bhuktis.at(-1)!.end).toBe(dasa.end);
      for (const bhukti of dasa.bhuktis) {
        expect(bhukti.start).toBe(previousEnd);
        previousEnd = bhukti.end;
      }
    }
  });

  it('a Moon at the very start of its star gives exactly nine dasas', () => {
    const whole = vimshottariDasa(0, new Date('2000-01-01T00:00:00Z'));
    expect(whole.maha_dasas).toHaveLength(9);
    expect(whole.maha_dasas[0]!.bhuktis).toHaveLength(9);
    expect(whole.maha_dasas.at(-1)!.end).toBe('2120-01-02T00:00:00.000Z');
  });
});
