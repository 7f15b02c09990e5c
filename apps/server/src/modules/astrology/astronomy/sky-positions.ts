import { Body, Ecliptic, GeoMoon, GeoVector, MakeTime, type AstroTime } from 'astronomy-engine';
import type { BodyKey, BodyPosition, NodeKind, SkyPositions } from '../astrology-types';
import { degreesBetween, normalizeDegrees } from './angle-math';
import { tropicalAscendant } from './ascendant';
import { meanLahiriAyanamsa, nutationInLongitude } from './ayanamsa';
import { useObservedDeltaT } from './delta-t';
import { meanLunarNode, trueLunarNode } from './lunar-node';

useObservedDeltaT();

export interface SkyRequest {
  utc: Date;
  /** Degrees, north positive. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
  /** Rahu from the mean node (the default) or the true (osculating) node. */
  node?: NodeKind;
  /** Compute the lagna; false when the birth time is only a period of the day. */
  lagna: boolean;
}

type Planet = Exclude<BodyKey, 'rahu' | 'ketu'>;
const planets: Record<Planet, Body> = {
  sun: Body.Sun,
  moon: Body.Moon,
  mars: Body.Mars,
  mercury: Body.Mercury,
  jupiter: Body.Jupiter,
  venus: Body.Venus,
  saturn: Body.Saturn,
};

/** Half the interval, in days, over which a body's rate of longitude is measured. */
const RATE_HALF_STEP_DAYS = 1 / 24;

/**
 * Geocentric apparent longitude on the mean ecliptic and equinox of date (light time and aberration
 * in, nutation out): the true-of-date longitude minus Δψ. Subtracting the mean ayanamsa from it
 * gives the sidereal longitude exactly as the Swiss Ephemeris does with SEFLG_SIDEREAL.
 */
function meanOfDateLongitude(planet: Planet, time: AstroTime): number {
  const vector = planet === 'moon' ? GeoMoon(time) : GeoVector(planets[planet], time, true);
  return Ecliptic(vector).elon - nutationInLongitude(time);
}

function nodeLongitude(kind: NodeKind, time: AstroTime): number {
  return kind === 'true' ? trueLunarNode(time) - nutationInLongitude(time) : meanLunarNode(time);
}

/** Sidereal longitude (Lahiri) and whether the longitude is decreasing at that moment. */
function siderealWithRate(tropical: (t: AstroTime) => number, time: AstroTime, ayanamsa: number) {
  const rate = degreesBetween(
    tropical(time.AddDays(RATE_HALF_STEP_DAYS)),
    tropical(time.AddDays(-RATE_HALF_STEP_DAYS)),
  );
  return { longitude: normalizeDegrees(tropical(time) - ayanamsa), retrograde: rate < 0 };
}

/**
 * The sky at one instant for one place, as Jyotish reads it: sidereal (Lahiri) geocentric
 * longitudes of the seven planets, Rahu and Ketu (Ketu = Rahu + 180°), retrograde flags, and the
 * sidereal lagna. Rahu and Ketu are marked retrograde always, by convention, whatever the true node
 * is doing.
 */
export function skyAt(request: SkyRequest): SkyPositions {
  if (Number.isNaN(request.utc.getTime())) throw new RangeError('skyAt needs a valid instant');
  if (request.lagna && !(Math.abs(request.latitude) < 90 && Math.abs(request.longitude) <= 180)) {
    throw new RangeError(
      `No lagna at latitude ${request.latitude}, longitude ${request.longitude}`,
    );
  }
  const time = MakeTime(request.utc);
  const ayanamsa = meanLahiriAyanamsa(time);
  const bodies: BodyPosition[] = (Object.keys(planets) as Planet[]).map((key) => ({
    key,
    ...siderealWithRate((t) => meanOfDateLongitude(key, t), time, ayanamsa),
  }));
  const rahu = normalizeDegrees(nodeLongitude(request.node ?? 'mean', time) - ayanamsa);
  bodies.push({ key: 'rahu', longitude: rahu, retrograde: true });
  bodies.push({ key: 'ketu', longitude: normalizeDegrees(rahu + 180), retrograde: true });
  const lagna = request.lagna
    ? normalizeDegrees(
        tropicalAscendant(time, request.latitude, request.longitude) -
          nutationInLongitude(time) -
          ayanamsa,
      )
    : null;
  // The ayanamsa reported is the true one (mean + nutation), as Swiss Ephemeris and almanacs print
  // it.
  return { ayanamsa: ayanamsa + nutationInLongitude(time), bodies, lagna };
}

/** The Sun's or the Moon's sidereal (Lahiri) longitude alone, for the panchangam's searches. */
export function siderealLongitude(body: 'sun' | 'moon', utc: Date): number {
  const time = MakeTime(utc);
  return normalizeDegrees(meanOfDateLongitude(body, time) - meanLahiriAyanamsa(time));
}
