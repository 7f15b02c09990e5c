// Builds apps/server/src/modules/astrology/astronomy/zone-history.json: every zone's UTC offsets before 1970
// from a tz database compiled WITH backzone (Debian's tzdata package, /usr/share/zoneinfo), where Node's own
// time-zone data (ICU) merges zones and loses their history (Europe/Oslo into Europe/Berlin, Asia/Kuwait into
// Asia/Riyadh, Asia/Kuala_Lumpur into Asia/Singapore ...). From 1970 on the zones agree and Intl is used.
// Usage: node tools/zone-history/build-zone-history.mjs [/usr/share/zoneinfo]   (docs/decisions/0077)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';

const root = process.argv[2] ?? '/usr/share/zoneinfo';
const out = new URL(
  '../../apps/server/src/modules/astrology/astronomy/zone-history.json',
  import.meta.url,
);

/** Every TZif file under the folder, by its zone name (links included), skipping posix/, right/ and the tables. */
function zoneFiles(folder) {
  const names = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (['posix', 'right', 'posixrules', 'localtime', 'Factory'].includes(entry)) continue;
    if (statSync(path).isDirectory()) names.push(...zoneFiles(path));
    else if (readFileSync(path).subarray(0, 4).toString('latin1') === 'TZif')
      names.push(relative(root, path));
  }
  return names;
}

/**
 * The transitions (seconds since 1970, offset after) and the first type's offset, from a TZif
 * file's 64-bit part (RFC 8536).
 */
function parseTzif(buffer) {
  const counts = (at) => [20, 24, 28, 32, 36, 40].map((offset) => buffer.readUInt32BE(at + offset));
  const [isut, isstd, leap, time, type, chars] = counts(0);
  // Skip the version 1 (32-bit) block to the version 2 header.
  const v2 = 44 + time * 5 + type * 6 + chars + leap * 8 + isstd + isut;
  const [, , , time2, type2] = counts(v2);
  let at = v2 + 44;
  const times = [];
  for (let index = 0; index < time2; index += 1, at += 8)
    times.push(Number(buffer.readBigInt64BE(at)));
  const indices = [];
  for (let index = 0; index < time2; index += 1, at += 1) indices.push(buffer.readUInt8(at));
  const offsets = [];
  for (let index = 0; index < type2; index += 1, at += 6) offsets.push(buffer.readInt32BE(at));
  return {
    initial: offsets[0],
    transitions: times.map((seconds, index) => [seconds, offsets[indices[index]]]),
  };
}

const zones = {};
for (const name of zoneFiles(root).sort()) {
  const { initial, transitions } = parseTzif(readFileSync(join(root, name)));
  // [null, offset] is the offset before the first transition; then [seconds, offset] for each change before 1970.
  zones[name] = [[null, initial], ...transitions.filter(([seconds]) => seconds < 0)];
}
let version = 'unknown';
try {
  version = execFileSync('dpkg-query', ['-W', '-f=${Version}', 'tzdata'], { encoding: 'utf8' });
} catch {
  /* not a Debian machine: the version stays unknown */
}
writeFileSync(
  out,
  `${JSON.stringify({
    source: `tzdata ${version} (compiled with backzone), ${root}`,
    before: '1970-01-01T00:00:00Z',
    zones,
  })}\n`,
);
console.log(
  `${Object.keys(zones).length} zones, ` +
    `${Object.values(zones).reduce((sum, list) => sum + list.length, 0)} offsets before 1970 ` +
    `-> ${out.pathname}`,
);
