import {
  bodyKeys,
  type BodyKey,
  type NakshatraNumber,
  type PadaNumber,
  type RasiNumber,
  type SkyPositions,
} from '../astrology-types';
import {
  type ChartWarning,
  lagnaRasiBoundaryWarning,
  moonRasisInPeriod,
  moonStarBoundaryWarning,
  moonStarsInPeriod,
  periodWarnings,
} from './chart-warnings';
import { navamsaOf } from './navamsa';
import { dasaLordOfNakshatra, type VimshottariDasa, vimshottariDasa } from './vimshottari';
import { degreeInRasi, houseFrom, nakshatraOf, normalizeLongitude, padaOf, rasiOf } from './zodiac';

/**
 * The chart an astrologer reads, assembled from the sky at birth: one plain, serialisable object
 * (snake_case like the API) that the chart endpoints and the printed Jathagam sheet return as is.
 */
export interface ChartPlacement {
  /** Sidereal degrees in [0, 360). */
  longitude: number;
  rasi: RasiNumber;
  degree_in_rasi: number;
  nakshatra: NakshatraNumber;
  pada: PadaNumber;
  /** The navamsa (D-9) sign, 1 Mesham ... 12 Meenam. */
  navamsa: RasiNumber;
  /** The Vimshottari lord of its star. */
  star_lord: BodyKey;
}

export interface ChartPlanet extends ChartPlacement {
  key: BodyKey;
  retrograde: boolean;
  /** The house counted from the lagna's rasi (1 ... 12); null without a lagna. */
  house: number | null;
  /** The house in the navamsa chart, counted from the navamsa lagna; null without a lagna. */
  navamsa_house: number | null;
  /**
   * The bhava: equal houses of 30° with the lagna's degree at the middle of the first; null without
   * a lagna.
   */
  bhava: number | null;
}

export interface BirthChart {
  ayanamsa: number;
  lagna: ChartPlacement | null;
  /** The nine grahas in chart order: sun moon mars mercury jupiter venus saturn rahu ketu. */
  planets: ChartPlanet[];
  /**
   * The customer's rasi and natchathiram (the Moon's); for a period birth, every star and rasi it
   * passes.
   */
  moon: {
    rasi: RasiNumber;
    nakshatra: NakshatraNumber;
    pada: PadaNumber;
    nakshatra_range: NakshatraNumber[];
    rasi_range: RasiNumber[];
  };
  dasa: VimshottariDasa;
  warnings: ChartWarning[];
}

export interface BirthChartInput {
  sky: SkyPositions;
  /**
   * The moment the sky was computed for (the birth, or a period's middle); dasa dates run from it.
   */
  birthMoment: Date;
  /**
   * For a birth given only as a period of the day: the Moon's sidereal longitude at its start and
   * end.
   */
  period?: { moonAtStart: number; moonAtEnd: number };
}

export function placementOf(longitude: number): ChartPlacement {
  const normal = normalizeLongitude(longitude);
  return {
    longitude: normal,
    rasi: rasiOf(normal),
    degree_in_rasi: degreeInRasi(normal),
    nakshatra: nakshatraOf(normal),
    pada: padaOf(normal),
    navamsa: navamsaOf(normal),
    star_lord: dasaLordOfNakshatra(nakshatraOf(normal)),
  };
}

/**
 * The bhava of a longitude: equal bhavas of 30°, the lagna's own degree at the middle of the first
 * (the bhava madhya), so a graha 10° before the lagna's degree is still in the first bhava.
 */
export function bhavaOf(longitude: number, lagnaLongitude: number): number {
  return Math.floor(normalizeLongitude(longitude - lagnaLongitude + 15) / 30) + 1;
}

export function birthChart({ sky, birthMoment, period }: BirthChartInput): BirthChart {
  const lagna = sky.lagna === null ? null : placementOf(sky.lagna);
  const planets = bodyKeys.map((key): ChartPlanet => {
    const body = sky.bodies.find((candidate) => candidate.key === key);
    if (!body) throw new RangeError(`The sky has no ${key}`);
    const place = placementOf(body.longitude);
    return {
      key,
      ...place,
      retrograde: body.retrograde,
      house: lagna ? houseFrom(lagna.rasi, place.rasi) : null,
      navamsa_house: lagna ? houseFrom(lagna.navamsa, place.navamsa) : null,
      bhava: lagna ? bhavaOf(place.longitude, lagna.longitude) : null,
    };
  });
  const moon = planets.find((planet) => planet.key === 'moon')!;

  const warnings: ChartWarning[] = [];
  const moonEdge = moonStarBoundaryWarning(moon.longitude);
  if (moonEdge) warnings.push(moonEdge);
  const lagnaEdge = sky.lagna === null ? null : lagnaRasiBoundaryWarning(sky.lagna);
  if (lagnaEdge) warnings.push(lagnaEdge);
  if (period) warnings.push(...periodWarnings(period.moonAtStart, period.moonAtEnd));

  return {
    ayanamsa: sky.ayanamsa,
    lagna,
    planets,
    moon: {
      rasi: moon.rasi,
      nakshatra: moon.nakshatra,
      pada: moon.pada,
      nakshatra_range: period
        ? moonStarsInPeriod(period.moonAtStart, period.moonAtEnd)
        : [moon.nakshatra],
      rasi_range: period ? moonRasisInPeriod(period.moonAtStart, period.moonAtEnd) : [moon.rasi],
    },
    dasa: vimshottariDasa(moon.longitude, birthMoment),
    warnings,
  };
}
