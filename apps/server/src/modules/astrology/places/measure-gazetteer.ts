/**
 * Prints what the first place search costs (the gazetteer is read then), what the first search in
 * Tamil adds (the index by sound is made then, decision record 0081) and what later ones cost:
 *   node --expose-gc node_modules/.bin/tsx apps/server/src/modules/astrology/places/measure-gazetteer.ts
 * Run by hand; wall time on a busy machine is noisy, so CPU time is printed too.
 */
import { searchPlaces } from './place-search.js';

const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Wall and CPU time of one call, and the heap it leaves behind. */
function once(run: () => void): string {
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  run();
  const wall = performance.now() - wallBefore;
  const cpu = process.cpuUsage(cpuBefore);
  collect();
  const heap = process.memoryUsage().heapUsed - heapBefore;
  return `${ms(wall)} wall, ${ms((cpu.user + cpu.system) / 1000)} CPU; heap kept: ${(heap / 1048576).toFixed(1)} MiB`;
}

/** Average time of later searches over a few rounds of the queries. */
function later(queries: string[]): string {
  const rounds = 200;
  const before = performance.now();
  for (let i = 0; i < rounds; i++) for (const query of queries) searchPlaces(query);
  return `${((performance.now() - before) / (rounds * queries.length)).toFixed(3)} ms each`;
}

const first = once(() => searchPlaces('Madu'));
const firstTamil = once(() => searchPlaces('மேலூர்'));
const english = later(['Trichy', 'Lon', 'New York', 'Par', 'k', 'Tiru', 'Jaffna']);
const tamil = later(['மதுரை', 'மேலூர்', 'உசிலம்பட்டி', 'திரு', 'க', 'சென்']);
process.stdout.write(
  `first search: ${first}\nfirst Tamil search: ${firstTamil}\nlater searches: English ${english}, Tamil ${tamil}\n`,
);
