import { describe, expect, it } from 'vitest';
import { grahaKeys } from '@portal/contracts';
import { bodyKeys, type SkyPositions } from '../astrology-types';
import { bhavaOf, birthChart } from './birth-chart';

/** A made-up sky whose every number below was worked out by hand from the almanac tables. */
const sky = (lagna: number | null, moon = 10): SkyPositions => ({
  ayanamsa: 23.85,
  lagna,
  bodies: [
    { key: 'sun', longitude: 255.5, retrograde: false },
    { key: 'moon', longitude: moon, retrograde: false },
    { key: 'mars', longitude: 100, retrograde: true },
    { key: 'mercury', longitude: 240, retrograde: false },
    { key: 'jupiter', longitude: 30, retrograde: false },
    { key: 'venus', longitude: 300, retrograde: false },
    { key: 'saturn', longitude: 359.99, retrograde: false },
    { key: 'rahu', longitude: 80, retrograde: true },
    { key: 'ketu', longitude: 260, retrograde: true },
  ],
});
const birthMoment = new Date('2000-01-01T00:00:00Z');

describe('the birth chart', () => {
  const chart = birthChart({ sky: sky(165), birthMoment });
  const planet = (key: string) => chart.planets.find((entry) => entry.key === key)!;

  it('the lagna at Kanni 15°: Hastham pada 2, navamsa Rishabam', () => {
    expect(chart.lagna).toEqual({
      longitude: 165,
      rasi: 6,
      degree_in_rasi: 15,
      nakshatra: 13,
      pada: 2,
      navamsa: 2,
      star_lord: 'moon',
    });
  });

  it('lists the nine grahas in chart order with rasi, star, pada, navamsa and house', () => {
    expect(chart.planets.map((entry) => entry.key)).toEqual([...bodyKeys]);
    expect(planet('moon')).toMatchObject({
      rasi: 1,
      nakshatra: 1,
      pada: 4,
      navamsa: 4,
      house: 8,
      navamsa_house: 3,
    });
    expect(planet('sun')).toMatchObject({
      rasi: 9,
      degree_in_rasi: 15.5,
      nakshatra: 20,
      pada: 1,
      navamsa: 5,
      house: 4,
    });
    expect(planet('mercury')).toMatchObject({
      rasi: 9,
      nakshatra: 19,
      pada: 1,
      navamsa: 1,
      house: 4,
    }); // Moolam 1
    expect(planet('jupiter')).toMatchObject({
      rasi: 2,
      nakshatra: 3,
      pada: 2,
      navamsa: 10,
      house: 9,
    }); // Karthigai 2
    expect(planet('venus')).toMatchObject({
      rasi: 11,
      nakshatra: 23,
      pada: 3,
      navamsa: 7,
      house: 6,
    }); // Avittam 3
    expect(planet('saturn')).toMatchObject({
      rasi: 12,
      nakshatra: 27,
      pada: 4,
      navamsa: 12,
      house: 7,
    });
    expect(planet('mars')).toMatchObject({
      rasi: 4,
      nakshatra: 8,
      pada: 3,
      navamsa: 7,
      house: 11,
      retrograde: true,
    }); // Poosam 3 from 100°
    expect(planet('rahu')).toMatchObject({ rasi: 3, nakshatra: 7, pada: 1, navamsa: 1, house: 10 }); // Punarpoosam 1
    // Pooradam 3 from 260°
    expect(planet('ketu')).toMatchObject({ rasi: 9, nakshatra: 20, pada: 3, navamsa: 7, house: 4 });
  });

  it("names each graha's star lord", () => {
    expect(
      ['sun', 'mercury', 'jupiter', 'moon', 'mars'].map((key) => planet(key).star_lord),
    ).toEqual(['venus', 'ketu', 'sun', 'ketu', 'saturn']);
  });

  it('gives each graha its bhava, equal houses centred on the lagna', () => {
    // Lagna Kanni 15°: the first bhava runs from Kanni 0° to Thulam 0°, as the rasis do here.
    expect(chart.planets.map((entry) => entry.bhava)).toEqual(
      chart.planets.map((entry) => entry.house),
    );
    // Lagna Kanni 20° (170°): Thulam 1° (181°) is still in the first bhava, Simmam 29° (149°) in
    // the twelfth, Kanni 4° (154°) too.
    expect([
      bhavaOf(181, 170),
      bhavaOf(149, 170),
      bhavaOf(154, 170),
      bhavaOf(156, 170),
      bhavaOf(350, 170),
    ]).toEqual([1, 12, 12, 1, 7]);
  });

  it("the customer's rasi and natchathiram are the Moon's", () => {
    expect(chart.moon).toEqual({
      rasi: 1,
      nakshatra: 1,
      pada: 4,
      nakshatra_range: [1],
      rasi_range: [1],
    });
  });

  it('the dasa runs from the Moon: Ketu with 1 y 9 m left', () => {
    expect(chart.dasa.birth_lord).toBe('ketu');
    expect(chart.dasa.balance).toEqual({ years: 1, months: 9, days: 0 });
    expect(chart.dasa.maha_dasas[0]!.end).toBe('2001-10-01T04:30:00.000Z');
  });

  it('has no warnings far from every edge, and survives JSON', () => {
    expect(chart.warnings).toEqual([]);
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
  });

  it('warns when the Moon and the lagna are near edges', () => {
    const near = birthChart({ sky: sky(179.5, 13.4), birthMoment });
    expect(near.warnings.map((warning) => warning.code)).toEqual([
      'moon_near_star_boundary',
      'lagna_near_rasi_boundary',
    ]);
  });

  it('a period birth: no lagna, no houses, the star as a range', () => {
    const period = birthChart({
      sky: sky(null, 13.4),
      birthMoment,
      period: { moonAtStart: 12, moonAtEnd: 14.5 },
    });
    expect(period.lagna).toBeNull();
    expect(
      period.planets.every((entry) => entry.house === null && entry.navamsa_house === null),
    ).toBe(true);
    expect(period.moon.nakshatra_range).toEqual([1, 2]);
    expect(period.warnings.map((warning) => warning.code)).toEqual([
      'moon_near_star_boundary',
      'moon_star_changes_in_period',
    ]);
  });

  it('refuses a sky without the Moon', () => {
    const broken = sky(165);
    broken.bodies = broken.bodies.filter((body) => body.key !== 'moon');
    expect(() => birthChart({ sky: broken, birthMoment })).toThrow(/moon/);
  });

  it('the names module lists the grahas with the same keys in the same order', () => {
    expect([...grahaKeys]).toEqual([...bodyKeys]);
  });
});
