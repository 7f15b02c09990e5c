import {
  utcOffsetSeconds,
  type Chart,
  type ChartBirth,
  type Porutham,
  type PoruthamRequest,
} from '@portal/contracts';
import { AppError } from '../../lib/errors/app-error';
import type { NodeKind } from './astrology-types';
import { birthInstant, type BirthInstant } from './astronomy/birth-instant';
import { birthPeriodRange } from './astronomy/birth-period';
import { skyAt } from './astronomy/sky-positions';
import { formatOffset, zoneOffsetSeconds } from './astronomy/zone-offset';
import { birthChart } from './chart/birth-chart';
import { clockTimeWarning, zoneDoubtWarning } from './chart/chart-warnings';
import { transitsAt } from './chart/transits';
import { panchangamAt } from './panchangam/panchangam';
import { findPlace, placeAt, type PlaceResult } from './places/place-search';
import { zoneAtPoint } from './places/place-zone';
import { computePorutham, possiblePlacements, type PersonStar } from './porutham/porutham';
import { sevvaiDosham, sevvaiPair } from './porutham/sevvai-dosham';

/** Checked birth details (the contract's output). */
type Birth = Omit<ChartBirth, 'birth_time_type'> & { birth_time_type: 'exact' | 'period' };

/** Where a chart is cast: the place's name as shown, its coordinates and its IANA zone. */
export interface CastPlace {
  name: string | null;
  latitude: number;
  longitude: number;
  timeZone: string;
  /**
   * Coordinates whose zone on the zone map differs from the nearest known place's (which was
   * taken): the other zone, that place's name and distance (decision 0111).
   */
  zoneDoubt?: { otherZone: string; place: string; km: number };
}

/**
 * Where the chart is cast: a place found by its name, or the coordinates given (with their zone, or
 * the one asked for).
 */
function placeOf(birth: Birth, language: 'english' | 'tamil'): CastPlace {
  let found: PlaceResult | null;
  if (birth.latitude !== undefined && birth.longitude !== undefined) {
    const atPoint =
      birth.time_zone === undefined
        ? zoneAtPoint({ latitude: birth.latitude, longitude: birth.longitude })
        : null;
    const zone = birth.time_zone ?? atPoint?.zone;
    if (!zone || !isZone(zone))
      throw new AppError('VALIDATION_FAILED', { fields: { time_zone: 'validation.invalid' } });
    found = placeAt(birth.latitude, birth.longitude);
    const doubt = atPoint?.doubt;
    return {
      name: birth.birth_place ?? (found ? nameIn(found, language) : null),
      latitude: birth.latitude,
      longitude: birth.longitude,
      timeZone: zone,
      ...(doubt
        ? {
            zoneDoubt: {
              otherZone: doubt.otherZone,
              place:
                language === 'tamil' ? (doubt.place.nameTa ?? doubt.place.name) : doubt.place.name,
              km: Math.round(doubt.km * 10) / 10,
            },
          }
        : {}),
    };
  }
  found = findPlace(birth.birth_place ?? '');
  if (!found)
    throw new AppError('VALIDATION_FAILED', {
      fields: { birth_place: 'validation.place_unknown' },
    });
  return {
    name: nameIn(found, language),
    latitude: found.latitude,
    longitude: found.longitude,
    timeZone: found.timeZone,
  };
}

const nameIn = (place: PlaceResult, language: 'english' | 'tamil') =>
  language === 'tamil' ? (place.displayNameTa ?? place.displayName) : place.displayName;

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Charts and poruthams (decision 0030): birth details through the place's zone to an instant, the
 * sky then (decision 0026), the chart read from it (0028), two stars compared (0029).
 */
/** `now`: the clock the transits are read at (tests give their own). */
export function createAstrologyService({ now = () => new Date() }: { now?: () => Date } = {}) {
  /**
   * `node`: the office's choice of lunar node for Rahu and Ketu (astrology settings); the mean node
   * unless told.
   */
  function chartOf(birth: Birth, language: 'english' | 'tamil', node: NodeKind = 'mean'): Chart {
    // The contract has checked the fields; what the astronomy still refuses is the caller's input.
    return refusingRange(() => castChart(birth, language, node));
  }

  /**
   * The instant a birth is read at (a period's middle, with the Moon at its ends), at its place, on
   * the zone's or its own offset.
   */
  function momentOf(birth: Birth, language: 'english' | 'tamil', node: NodeKind) {
    const place = placeOf(birth, language);
    const at = { latitude: place.latitude, longitude: place.longitude, node };
    const given = typeof birth.utc_offset === 'string' ? utcOffsetSeconds(birth.utc_offset) : null;
    const fixed = given === null ? {} : { fixedOffsetSeconds: given };
    let moment: BirthInstant;
    let period: { moonAtStart: number; moonAtEnd: number } | undefined;
    if (birth.birth_time_type === 'period') {
      const range = birthPeriodRange(
        birth.date_of_birth,
        birth.birth_time_period!,
        place.timeZone,
        fixed.fixedOffsetSeconds,
      );
      const moonAt = (utc: Date) =>
        skyAt({ ...at, utc, lagna: false }).bodies.find((body) => body.key === 'moon')!.longitude;
      // The chart is read at the period's middle; the Moon's star is given as the range it crosses.
      moment = {
        ...range.start,
        utc: new Date((range.start.utc.getTime() + range.end.utc.getTime()) / 2),
      };
      period = {
        moonAtStart: moonAt(range.start.utc),
        moonAtEnd: moonAt(new Date(range.end.utc.getTime() - 1)),
      };
    } else {
      moment = birthInstant({
        date: birth.date_of_birth,
        time: birth.birth_time!,
        zone: place.timeZone,
        ...fixed,
      });
    }
    return { place, moment, given: given !== null, ...(period ? { period } : {}) };
  }

  function castChart(birth: Birth, language: 'english' | 'tamil', node: NodeKind): Chart {
    const { place, moment, given, period } = momentOf(birth, language, node);
    const cast = castAt({
      moment,
      place,
      node,
      timeKnown: birth.birth_time_type === 'exact',
      given,
      ...(period ? { period } : {}),
    });
    const clockWarning = period ? null : clockTimeWarning(birth.birth_time!, moment);
    const zoneWarning = given ? null : zoneDoubtWarning(place, moment);
    const first = [zoneWarning, clockWarning].filter((warning) => warning !== null);
    return first.length ? { ...cast, warnings: [...first, ...cast.warnings] } : cast;
  }

  /**
   * The chart of an instant at a place: the sky, the chart read from it, and the panchangam of the
   * moment.
   */
  function castAt({
    moment,
    place,
    node,
    timeKnown,
    given,
    period,
  }: {
    moment: BirthInstant;
    place: CastPlace;
    node: NodeKind;
    timeKnown: boolean;
    given: boolean;
    period?: { moonAtStart: number; moonAtEnd: number };
  }): Chart {
    const sky = skyAt({
      latitude: place.latitude,
      longitude: place.longitude,
      node,
      utc: moment.utc,
      lagna: timeKnown,
    });
    const chart = birthChart({ sky, birthMoment: moment.utc, ...(period ? { period } : {}) });
    const rasiOfGraha = (key: string) => chart.planets.find((planet) => planet.key === key)!.rasi;
    return {
      ...chart,
      sevvai: chart.lagna
        ? sevvaiDosham({
            lagna: chart.lagna.rasi,
            moon: rasiOfGraha('moon'),
            mars: rasiOfGraha('mars'),
            venus: rasiOfGraha('venus'),
            jupiter: rasiOfGraha('jupiter'),
          })
        : null,
      transits: transitsAt(now(), chart.moon.rasi, node),
      node,
      place: {
        name: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
        time_zone: place.timeZone,
      },
      birth: {
        utc: moment.utc.toISOString(),
        utc_offset: formatOffset(moment.offsetSeconds),
        time_known: timeKnown,
        utc_offset_from: given ? 'given' : 'zone',
      },
      panchangam: panchangamAt({
        utc: moment.utc,
        latitude: place.latitude,
        longitude: place.longitude,
        offsetAt: (instant) =>
          given ? moment.offsetSeconds : zoneOffsetSeconds(place.timeZone, instant),
        timeKnown,
      }),
    };
  }

  /**
   * A person of a porutham: the star (and pada) given, or the Moon's from their chart (its pada
   * only when the time is known).
   */
  function starOf(
    person: PoruthamRequest['bride'],
    role: 'bride' | 'bridegroom',
    language: 'english' | 'tamil',
  ): PersonStar {
    if ('nakshatra' in person) {
      const star = {
        nakshatra: person.nakshatra,
        pada: person.pada ?? null,
        rasi: person.rasi ?? null,
      };
      // A rasi given with the star must hold it (and its pada): Bharani is in Mesham, never in
      // Rishabam.
      try {
        possiblePlacements(star);
      } catch (error) {
        if (error instanceof RangeError)
          throw new AppError('VALIDATION_FAILED', {
            fields: { [`${role}.rasi`]: 'validation.star_rasi' },
          });
        throw error;
      }
      return star;
    }
    return starOfChart(chartOf(person as Birth, language));
  }

  /**
   * The Moon's star of a chart; its pada only when the time is known. A period in which the star
   * changes gives no star.
   */
  function starOfChart(chart: Chart): PersonStar {
    if (chart.moon.nakshatra_range.length > 1)
      throw new AppError('VALIDATION_FAILED', {
        fields: { birth_time_period: 'validation.star_uncertain' },
      });
    return {
      nakshatra: chart.moon.nakshatra,
      pada: chart.birth.time_known ? chart.moon.pada : null,
      rasi: chart.moon.rasi_range.length === 1 ? chart.moon.rasi : null,
    };
  }

  /**
   * RangeError from the astronomy (a clock time no zone data can place) is the caller's input, not
   * a fault.
   */
  function refusingRange<T>(cast: () => T): T {
    try {
      return cast();
    } catch (error) {
      if (error instanceof RangeError)
        throw new AppError('VALIDATION_FAILED', { fields: { birth_time: 'validation.invalid' } });
      throw error;
    }
  }

  return {
    chart: chartOf,

    /**
     * Only the Moon's star and rasi and the lagna, as a booking's line shows them: the sky and its
     * reading, without the panchangam, sevvai or transits a whole chart carries (a customer's list
     * casts one per appointment).
     */
    starAndLagna(
      birth: Birth,
      language: 'english' | 'tamil',
    ): Pick<Chart, 'moon' | 'lagna'> & { time_known: boolean } {
      return refusingRange(() => {
        const { place, moment, period } = momentOf(birth, language, 'mean');
        const timeKnown = birth.birth_time_type === 'exact';
        const sky = skyAt({
          latitude: place.latitude,
          longitude: place.longitude,
          node: 'mean',
          utc: moment.utc,
          lagna: timeKnown,
        });
        const { moon, lagna } = birthChart({
          sky,
          birthMoment: moment.utc,
          ...(period ? { period } : {}),
        });
        return { moon, lagna, time_known: timeKnown };
      });
    },

    /**
     * A Prasanam's chart: the sky of the moment the question was asked, at the office's place, with
     * that moment's panchangam.
     */
    chartOfMoment(utc: Date, place: CastPlace, node: NodeKind = 'mean'): Chart {
      return castAt({
        moment: { utc, offsetSeconds: zoneOffsetSeconds(place.timeZone, utc), clock: 'exact' },
        place,
        node,
        timeKnown: true,
        given: false,
      });
    },

    porutham(request: PoruthamRequest, language: 'english' | 'tamil'): Porutham {
      return computePorutham({
        bride: starOf(request.bride, 'bride', language),
        bridegroom: starOf(request.bridegroom, 'bridegroom', language),
      });
    },

    starOfChart,
    sevvaiPair,
  };
}

export type AstrologyService = ReturnType<typeof createAstrologyService>;
