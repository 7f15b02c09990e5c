/**
 * Birth places for the booking form and the chart (decision 0027): suggestions while typing
 * (searchPlaces), the best single place for a place typed freely (findPlace), and a place given
 * as coordinates (placeAt). The zone: a place's country's, a point's checked against the nearest
 * place (place-zone.ts, decision 0111).
 */
import { entriesWithPrefix, gazetteer, type IndexEntry, type Place } from './gazetteer.js';
import { hasTamil } from './sound-key.js';
import { soundMatches, soundTier, type SoundMatch } from './sound-search.js';
import { transliterateToTamil } from './tamil-transliteration.js';
import { textKey } from './text-key.js';
import { zoneAtPoint, zoneOfPlace } from './place-zone.js';

export interface PlaceResult {
  name: string;
  nameTa: string | null;
  /** "Madurai, Tamil Nadu, India". */
  displayName: string;
  /**
   * "மதுரை, தமிழ்நாடு, இந்தியா": all in Tamil letters, the town's Latin name written in them where
   * its Tamil name is not known (decision 0109); null only for a bare point.
   */
  displayNameTa: string | null;
  /** ISO country code; null for a bare point given as coordinates. */
  country: string | null;
  latitude: number;
  longitude: number;
  /** IANA zone, e.g. "Asia/Kolkata". */
  timeZone: string;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNamesTa = new Intl.DisplayNames(['ta'], { type: 'region' });
/**
 * Country and region names people type that the data does not hold (keys as textKey makes them).
 */
const qualifierAliases: Record<string, string> = {
  uk: 'GB',
  england: 'GB',
  usa: 'US',
  america: 'US',
  uae: 'AE',
  ceylon: 'LK',
  tn: 'IN.25',
  tamilnadu: 'IN.25',
  'tamil nadu state': 'IN.25',
  pondy: 'IN.22',
  pondicherry: 'IN.22',
};

/**
 * The IANA zone at a point, or null for coordinates out of range: the nearest gazetteer place's
 * when it differs from the zone map's (place-zone.ts).
 */
export function timeZoneAt(latitude: number, longitude: number): string | null {
  if (!validCoordinates(latitude, longitude)) return null;
  return zoneAtPoint({ latitude, longitude }).zone;
}

function validCoordinates(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

function joinParts(parts: (string | null | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts)
    if (part && !kept.some((earlier) => textKey(earlier) === textKey(part))) kept.push(part);
  return kept.join(', ');
}

function toResult(place: Place): PlaceResult {
  const countryName = countryNames.of(place.country) ?? place.country;
  return {
    name: place.name,
    nameTa: place.nameTa,
    displayName: joinParts([place.name, place.regionName, countryName]),
    // On a Tamil screen every part in Tamil letters (decision 0109): the Tamil name where it is
    // known, else the Latin one transliterated; so too a region with no Tamil name.
    displayNameTa: joinParts([
      place.nameTa ?? transliterateToTamil(place.name),
      place.regionNameTa ?? (place.regionName ? transliterateToTamil(place.regionName) : null),
      countryNamesTa.of(place.country) ?? transliterateToTamil(countryName),
    ]),
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: zoneOfPlace(place),
  };
}

interface Candidate {
  place: Place;
  /**
   * 0 exact (name, Tamil name or alias), 1 prefix of a name, 2 prefix of an alias; then, for Tamil
   * text, matches by sound (sound-search.ts): 3 same sound, 4 prefix, 5 same sound but a final
   * vowel.
   */
  tier: number;
}

function homeRank(place: Place): number {
  if (place.region === 'IN.25') return 0;
  return place.country === 'IN' ? 1 : 2;
}

/** Capitals, curated large cities and the Tamil table's towns (importance 2 or more) come first. */
const minor = (place: Place) => (place.importance >= 2 ? 0 : 1);

function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    a.tier - b.tier ||
    minor(a.place) - minor(b.place) ||
    homeRank(a.place) - homeRank(b.place) ||
    b.place.importance - a.place.importance ||
    a.place.name.length - b.place.name.length ||
    a.place.name.localeCompare(b.place.name)
  );
}

/** Each place once, at its best tier, best first. */
function rankEntries(entries: IndexEntry[], key: string, bySound: SoundMatch[] = []): Candidate[] {
  const best = new Map<Place, number>();
  const keep = (place: Place, tier: number) =>
    best.set(place, Math.min(tier, best.get(place) ?? tier));
  for (const entry of entries)
    keep(entry.place, entry.key === key ? 0 : entry.kind === 'name' ? 1 : 2);
  for (const match of bySound) keep(match.place, match.tier);
  return [...best].map(([place, tier]) => ({ place, tier })).sort(compareCandidates);
}

/** Suggestions for what has been typed so far (prefix of a name, Tamil name or alias). */
export function searchPlaces(query: string, options: { limit?: number } = {}): PlaceResult[] {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 10), 1), 50);
  const { key, qualifiers } = splitText(query);
  if (key === '') return [];
  const results: PlaceResult[] = [];
  const shown = new Set<string>();
  const bySound = hasTamil(key) ? soundMatches(key) : [];
  for (const { place } of rankEntries(entriesWithPrefix(gazetteer().index, key), key, bySound)) {
    if (!qualifiers.every((qualifier) => qualifierFits(place, qualifier, true))) continue;
    const result = toResult(place);
    if (shown.has(result.displayName)) continue;
    shown.add(result.displayName);
    results.push(result);
    if (results.length === limit) break;
  }
  return results;
}

/**
 * True when a qualifier after a comma ("Tamil Nadu", "India", "IN", "TN", "இந்தியா") fits the
 * place; while typing (asPrefix) a qualifier may be the start of the region's or country's name.
 */
function qualifierFits(place: Place, qualifier: string, asPrefix: boolean): boolean {
  const key = textKey(qualifier);
  if (key === '') return true;
  const code = qualifierAliases[key] ?? (/^[a-z]{2}$/.test(key) ? key.toUpperCase() : null);
  if (code === place.country || code === place.region) return true;
  const names = [
    place.regionName,
    place.regionNameTa,
    countryNames.of(place.country),
    countryNamesTa.of(place.country),
  ];
  return names.some((name) => {
    const nameKey = name ? textKey(name) : '';
    return nameKey === key || (asPrefix && nameKey.startsWith(key));
  });
}

/** "Madurai, Tamil Nadu" → the place's key and the qualifiers after it. */
function splitText(text: string): { key: string; qualifiers: string[] } {
  const [head = '', ...qualifiers] = text.split(',');
  return { key: textKey(head), qualifiers };
}

const coordinatePattern =
  /^(-?\d{1,2}(?:\.\d+)?)\s*°?\s*([NS])?\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*°?\s*([EW])?$/i;

/**
 * The best single place for a birth place typed freely, or null when none fits. Tamil text that
 * names no place of the Tamil table may still sound exactly like a place's name (உசிலம்பட்டி).
 */
export function findPlace(text: string): PlaceResult | null {
  const coordinates = coordinatePattern.exec(text.trim());
  if (coordinates) {
    const latitude = Number(coordinates[1]) * (coordinates[2]?.toUpperCase() === 'S' ? -1 : 1);
    const longitude = Number(coordinates[3]) * (coordinates[4]?.toUpperCase() === 'W' ? -1 : 1);
    return placeAt(latitude, longitude);
  }
  const { key, qualifiers } = splitText(text);
  if (key === '') return null;
  const exact = entriesWithPrefix(gazetteer().index, key).filter((entry) => entry.key === key);
  const sameSound = hasTamil(key)
    ? soundMatches(key).filter((match) => match.tier === soundTier.exact)
    : [];
  const fitting = rankEntries(exact, key, sameSound).filter(({ place }) =>
    qualifiers.every((q) => qualifierFits(place, q, false)),
  );
  return fitting[0] ? toResult(fitting[0].place) : null;
}

/**
 * A place given as coordinates (an unknown town): its zone from the coordinates, or null when out
 * of range.
 */
export function placeAt(latitude: number, longitude: number): PlaceResult | null {
  const timeZone = timeZoneAt(latitude, longitude);
  if (timeZone === null) return null;
  const degrees = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;
  const name = `${degrees(latitude, 'N', 'S')}, ${degrees(longitude, 'E', 'W')}`;
  return {
    name,
    nameTa: null,
    displayName: name,
    displayNameTa: null,
    country: null,
    latitude,
    longitude,
    timeZone,
  };
}
