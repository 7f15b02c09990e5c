/**
 * The IANA zone of a place (decision 0111). tz-lookup's grid is coarse: it puts Tutuila (Pago Pago,
 * UTC−11) in Samoa's zone (+13, a day ahead across the date line) and 81 Indian towns of the
 * gazetteer in Karachi's, Dhaka's, Kathmandu's, Yangon's or Shanghai's. So:
 * - a gazetteer place takes a zone of its own country (the tz database's zone.tab,
 *   country-zones.json): tz-lookup's answer when it is one of them, else the country's zone whose
 *   principal place lies nearest;
 * - a point given by coordinates takes the zone of the nearest gazetteer place within
 *   NEAREST_PLACE_KM when tz-lookup's zone differs, and says so (`doubt`), so the chart can warn.
 */
import tzLookup from '@photostructure/tz-lookup';
import countryZoneData from './country-zones.json' with { type: 'json' };
import { gazetteer, type Place } from './gazetteer.js';

/** [zone, latitude, longitude of the zone's principal place], as zone.tab lists them. */
type CountryZone = [string, number, number];
const countryZones = countryZoneData.countries as unknown as Record<string, CountryZone[]>;

/**
 * How near a gazetteer place must be for its zone to overrule tz-lookup's at a point: a town and
 * its outskirts, well inside the grid's errors along borders and coasts (decision 0111).
 */
export const NEAREST_PLACE_KM = 20;

interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in km (haversine). */
export function kmBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The zone of a place of a known country: one of the country's own zones. */
export function zoneOfPlace(place: Point & { country: string }): string {
  const gridZone = tzLookup(place.latitude, place.longitude);
  const zones = countryZones[place.country];
  if (!zones || zones.some(([zone]) => zone === gridZone)) return gridZone;
  let best = zones[0]!;
  for (const candidate of zones)
    if (
      kmBetween(place, { latitude: candidate[1], longitude: candidate[2] }) <
      kmBetween(place, { latitude: best[1], longitude: best[2] })
    )
      best = candidate;
  return best[0];
}

let byLatitude: Place[] | null = null;

/** The gazetteer place nearest to a point within `withinKm`, or null. */
export function nearestPlace(point: Point, withinKm: number): { place: Place; km: number } | null {
  byLatitude ??= [...gazetteer().places].sort((a, b) => a.latitude - b.latitude);
  // A degree of latitude is 111 km: only places in that band can be near enough.
  const band = withinKm / 111;
  let low = 0;
  let high = byLatitude.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (byLatitude[middle]!.latitude < point.latitude - band) low = middle + 1;
    else high = middle;
  }
  let nearest: { place: Place; km: number } | null = null;
  for (let index = low; index < byLatitude.length; index += 1) {
    const place = byLatitude[index]!;
    if (place.latitude > point.latitude + band) break;
    const km = kmBetween(point, place);
    if (km <= withinKm && (!nearest || km < nearest.km)) nearest = { place, km };
  }
  return nearest;
}

export interface ZoneAtPoint {
  zone: string;
  /**
   * When tz-lookup's zone at the point differs from the nearest place's (which was taken): the
   * zone not taken, and the place and its distance.
   */
  doubt: { otherZone: string; place: Place; km: number } | null;
}

/** The zone at a point given by coordinates (decision 0111). */
export function zoneAtPoint(point: Point): ZoneAtPoint {
  const gridZone = tzLookup(point.latitude, point.longitude);
  const near = nearestPlace(point, NEAREST_PLACE_KM);
  if (!near) return { zone: gridZone, doubt: null };
  const placeZone = zoneOfPlace(near.place);
  if (placeZone === gridZone) return { zone: gridZone, doubt: null };
  return { zone: placeZone, doubt: { otherZone: gridZone, place: near.place, km: near.km } };
}
