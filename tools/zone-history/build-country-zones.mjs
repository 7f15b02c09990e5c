// Builds apps/server/src/modules/astrology/places/country-zones.json: each country's IANA zones from
// the tz database's zone.tab (Debian's tzdata package, /usr/share/zoneinfo). zone.tab, not
// zone1970.tab: it keeps a zone for every country (Asia/Kuwait, Pacific/Pago_Pago), as backzone does.
// A gazetteer place of a country with one zone takes that zone, whatever tz-lookup's coarse grid
// says at its coordinates (docs/decisions/0111).
// Usage: node tools/zone-history/build-country-zones.mjs [/usr/share/zoneinfo]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const root = process.argv[2] ?? '/usr/share/zoneinfo';
const out = new URL(
  '../../apps/server/src/modules/astrology/places/country-zones.json',
  import.meta.url,
);

/** zone.tab's ISO 6709 "+DDMM[SS]+DDDMM[SS]" as decimal degrees, to 4 places. */
function degrees(text) {
  const [, latitude, longitude] = /^([+-]\d+)([+-]\d+)$/.exec(text);
  const part = (value, degreeDigits) => {
    const sign = value.startsWith('-') ? -1 : 1;
    const digits = value.slice(1);
    const [d, m, s = '0'] = [
      digits.slice(0, degreeDigits),
      digits.slice(degreeDigits, degreeDigits + 2),
      digits.slice(degreeDigits + 2),
    ];
    return sign * Number((Number(d) + Number(m) / 60 + Number(s || 0) / 3600).toFixed(4));
  };
  return [part(latitude, 2), part(longitude, 3)];
}

/** Country -> [zone, latitude, longitude of the zone's principal place]. */
const countries = {};
for (const line of readFileSync(join(root, 'zone.tab'), 'utf8').split('\n')) {
  if (line.startsWith('#') || line.trim() === '') continue;
  const [country, where, zone] = line.split('\t');
  (countries[country] ??= []).push([zone, ...degrees(where)]);
}
let version = 'unknown';
try {
  version = execFileSync('dpkg-query', ['-W', '-f=${Version}', 'tzdata'], { encoding: 'utf8' });
} catch {
  /* not a Debian machine: the version stays unknown */
}
const sorted = Object.fromEntries(Object.entries(countries).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(
  out,
  `${JSON.stringify({ source: `tzdata ${version}, ${join(root, 'zone.tab')}`, countries: sorted })}\n`,
);
process.stdout.write(`${Object.keys(sorted).length} countries written to ${out.pathname}\n`);
