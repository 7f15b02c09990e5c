/**
 * Prints what the first place search costs (the gazetteer is read then) and what later ones cost:
 *   node --expose-gc node_modules/.bin/tsx apps/server/src/modules/astrology/places/measure-gazetteer.ts
 * Run by hand; wall time on a busy machine is noisy, so CPU time is printed too.
 */
import { searchPlaces } from './place-search.js';

const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
collect();
const heapBefore = process.memoryUsage().heapUsed;
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
searchPlaces('Madu');
const wall = performance.now() - wallBefore;
const cpu = process.cpuUsage(cpuBefore);
collect();
const heap = process.memoryUsage().heapUsed - heapBefore;

const queries = ['Trichy', 'மதுரை', 'Lon', 'New York', 'Par', 'k', 'Tiru', 'Jaffna'];
const laterBefore = performance.now();
const rounds = 200;
for (let i = 0; i < rounds; i++) for (const query of queries) searchPlaces(query);
const later = (performance.now() - laterBefore) / (rounds * queries.length);

const ms = (value: number) => `${value.toFixed(1)} ms`;
process.stdout.write(
  `first search: ${ms(wall)} wall, ${ms((cpu.user + cpu.system) / 1000)} CPU; heap kept: ${(heap / 1048576).toFixed(1)} MiB; ` +
    `later searches: ${later.toFixed(3)} ms each\n`,
);
