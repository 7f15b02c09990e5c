// Accuracy and speed of the astronomy layer (decision 0026) against the Swiss Ephemeris reference
// charts in apps/server/src/modules/astrology/astronomy/reference/reference-charts.fixture.ts.
// Usage: npm run bench:astrology   (or: npx tsx bench/astrology/accuracy.mjs)
// Prints the worst deviation per body over the charts, in arc-seconds, and the time per chart.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const astronomy = join(
  fileURLToPath(new URL('../../', import.meta.url)),
  'apps/server/src/modules/astrology/astronomy',
);
// Run with tsx, which loads the server's TypeScript; the paths are built so that the bench's
// type check does not walk the server's sources.
/**
 * @typedef {{ longitude: number; speed: number }} Reference
 * @typedef {{
 *   id: string;
 *   utc: string;
 *   latitude: number;
 *   longitude: number;
 *   ayanamsa: number;
 *   lagna: number;
 *   positions: Record<string, Reference>;
 * }} ReferenceChart
 * @typedef {{
 *   ayanamsa: number;
 *   lagna: number;
 *   bodies: { key: string; longitude: number; retrograde: boolean }[];
 * }} Sky
 */
/** @type {{ referenceCharts: ReferenceChart[] }} */
const { referenceCharts } = await import(join(astronomy, 'reference/reference-charts.fixture.ts'));
/**
 * @type {{
 *   skyAt: (request: {
 *     utc: Date;
 *     latitude: number;
 *     longitude: number;
 *     node: string;
 *     lagna: boolean;
 *   }) => Sky;
 * }}
 */
const { skyAt } = await import(join(astronomy, 'sky-positions.ts'));

/** @param {number} a @param {number} b */
const arcsecBetween = (a, b) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
const planets = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
/** @type {Map<string, { arcsec: number; chartId: string }>} */
const worst = new Map();
/** @param {string} name @param {number} ours @param {number} reference @param {string} chartId */
const note = (name, ours, reference, chartId) => {
  const arcsec = arcsecBetween(ours, reference);
  if (arcsec >= (worst.get(name)?.arcsec ?? -1)) worst.set(name, { arcsec, chartId });
};
/** @param {ReferenceChart} chart @param {string} node */
const chartSky = (chart, node) =>
  skyAt({
    utc: new Date(chart.utc),
    latitude: chart.latitude,
    longitude: chart.longitude,
    node,
    lagna: true,
  });
/** @param {Sky} sky @param {string} key */
const bodyOf = (sky, key) => {
  const body = sky.bodies.find((candidate) => candidate.key === key);
  if (!body) throw new Error(`no ${key} in the sky`);
  return body;
};
/** @param {ReferenceChart} chart @param {string} key */
const referenceOf = (chart, key) => {
  const reference = chart.positions[key];
  if (!reference) throw new Error(`no ${key} in ${chart.id}`);
  return reference;
};

let retrogradeMismatches = 0;
for (const chart of referenceCharts) {
  const mean = chartSky(chart, 'mean');
  for (const key of planets) {
    const reference = referenceOf(chart, key);
    note(key, bodyOf(mean, key).longitude, reference.longitude, chart.id);
    if (bodyOf(mean, key).retrograde !== reference.speed < 0) retrogradeMismatches += 1;
  }
  const meanNode = referenceOf(chart, 'meanNode').longitude;
  note('rahu (mean)', bodyOf(mean, 'rahu').longitude, meanNode, chart.id);
  note('ketu (mean)', bodyOf(mean, 'ketu').longitude, meanNode + 180, chart.id);
  note(
    'rahu (true)',
    bodyOf(chartSky(chart, 'true'), 'rahu').longitude,
    referenceOf(chart, 'trueNode').longitude,
    chart.id,
  );
  note('lagna', mean.lagna, chart.lagna, chart.id);
  note('ayanamsa', mean.ayanamsa, chart.ayanamsa, chart.id);
}

console.log(
  `Worst deviation from the Swiss Ephemeris over ${referenceCharts.length} reference charts (arc-seconds):`,
);
for (const [name, { arcsec, chartId }] of worst) {
  console.log(`  ${name.padEnd(12)} ${arcsec.toFixed(1).padStart(7)}"   (${chartId})`);
}
console.log(`  retrograde flags differing: ${retrogradeMismatches}`);

const rounds = 20;
const started = performance.now();
for (let round = 0; round < rounds; round += 1)
  for (const chart of referenceCharts) chartSky(chart, 'mean');
const perChart = (performance.now() - started) / (rounds * referenceCharts.length);
console.log(`Time per chart (nine bodies with rates, lagna): ${perChart.toFixed(2)} ms`);

// The panchangam (decision 0075) against the Swiss Ephemeris reference panchangams.
const panchangamFolder = join(astronomy, '../panchangam');
/**
 * @typedef {{
 *   id: string;
 *   utc: string;
 *   zone: string;
 *   latitude: number;
 *   longitude: number;
 *   thithi: number;
 *   nakshatra: number;
 *   yogam: number;
 *   karanam: number;
 *   weekday: number;
 *   sunrise: string;
 *   sunset: string;
 *   tamil_month: number;
 *   tamil_date: number;
 *   tamil_year: number;
 * }} ReferencePanchangam
 * @typedef {{ number: number }} Numbered
 * @typedef {{
 *   thithi: Numbered;
 *   nakshatra: Numbered;
 *   yogam: Numbered;
 *   karanam: Numbered;
 *   weekday: Numbered;
 *   tamil_month: Numbered;
 *   tamil_year: Numbered;
 *   tamil_date: number;
 *   sunrise: string | null;
 *   sunset: string | null;
 * }} Panchangam
 */
/** @type {{ referencePanchangams: ReferencePanchangam[] }} */
const { referencePanchangams } = await import(
  join(panchangamFolder, 'reference-panchangams.fixture.ts')
);
/**
 * @type {{
 *   panchangamAt: (input: {
 *     utc: Date;
 *     latitude: number;
 *     longitude: number;
 *     offsetAt: (instant: Date) => number;
 *     timeKnown: boolean;
 *   }) => Panchangam;
 * }}
 */
const { panchangamAt } = await import(join(panchangamFolder, 'panchangam.ts'));
/** @type {{ zoneOffsetSeconds: (zone: string, instant: Date) => number }} */
const { zoneOffsetSeconds } = await import(join(astronomy, 'zone-offset.ts'));

const limbs = /** @type {const} */ ([
  'thithi',
  'nakshatra',
  'yogam',
  'karanam',
  'weekday',
  'tamil_month',
  'tamil_year',
]);
/** @type {Record<string, number>} */
const agreeing = Object.fromEntries([...limbs, 'tamil_date'].map((limb) => [limb, 0]));
let worstSunSeconds = 0;
const panchangamStarted = performance.now();
for (const reference of referencePanchangams) {
  const ours = panchangamAt({
    utc: new Date(reference.utc),
    latitude: reference.latitude,
    longitude: reference.longitude,
    offsetAt: (instant) => zoneOffsetSeconds(reference.zone, instant),
    timeKnown: true,
  });
  for (const limb of limbs)
    if (ours[limb].number === reference[limb]) agreeing[limb] = (agreeing[limb] ?? 0) + 1;
  if (ours.tamil_date === reference.tamil_date)
    agreeing.tamil_date = (agreeing.tamil_date ?? 0) + 1;
  for (const edge of /** @type {const} */ (['sunrise', 'sunset'])) {
    worstSunSeconds = Math.max(
      worstSunSeconds,
      Math.abs(Date.parse(ours[edge] ?? '') - Date.parse(reference[edge])) / 1000,
    );
  }
}
const perPanchangam = (performance.now() - panchangamStarted) / referencePanchangams.length;
console.log(
  `Panchangam against the Swiss Ephemeris over ${referencePanchangams.length} births ` +
    '(India, Sri Lanka, Singapore, Malaysia, the Gulf):',
);
for (const [limb, count] of Object.entries(agreeing))
  console.log(`  ${limb.padEnd(12)} ${count}/${referencePanchangams.length} agree`);
console.log(`  sunrise and sunset: worst ${worstSunSeconds.toFixed(0)} s apart`);
console.log(
  `Time per panchangam (sunrise, sunset, the Sun's entry into its rasi): ${perPanchangam.toFixed(2)} ms`,
);
