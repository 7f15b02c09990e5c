import { Body, Observer, SearchRiseSet } from 'astronomy-engine';

/**
 * Sunrise and sunset as Tamil almanacs count the day: the moment the Sun's upper edge touches the
 * horizon, with the standard refraction (34′) bent in; astronomy-engine's SearchRiseSet and the
 * Swiss Ephemeris's swe_rise_trans both use this convention by default. Null where the Sun does not
 * rise or set within the search (the polar day and night).
 */
export const SUN_EDGE_CONVENTION = 'upper_limb_refracted' as const;

const HOUR_MS = 3_600_000;

function observerAt(latitude: number, longitude: number): Observer {
  return new Observer(latitude, longitude, 0);
}

/** The last sunrise at or before `instant` (within the 36 hours before it). */
export function sunriseAtOrBefore(instant: Date, latitude: number, longitude: number): Date | null {
  const observer = observerAt(latitude, longitude);
  let start = new Date(instant.getTime() - 36 * HOUR_MS);
  let last: Date | null = null;
  for (;;) {
    const rise = SearchRiseSet(Body.Sun, observer, +1, start, 2);
    if (!rise || rise.date.getTime() > instant.getTime()) return last;
    last = rise.date;
    start = new Date(last.getTime() + 60_000);
  }
}

/** The first sunset after `instant` (within two days). */
export function sunsetAfter(instant: Date, latitude: number, longitude: number): Date | null {
  return SearchRiseSet(Body.Sun, observerAt(latitude, longitude), -1, instant, 2)?.date ?? null;
}
