// What a durable commit costs the embedded database (decision 0019): one-row insert commits per
// second and their latency, with PGlite's own setting (fsync off) and with the server's
// (fsync on, through DurableNodeFS), in alternating rounds on fresh folders.
// Usage: npm run bench:db [-- SECONDS_PER_ROUND]       (default 2; 4 rounds; about 15 s in all)
// The folders are made under BENCH_DIR (default bench/db/, on the repository's disk: a tmpfs
// /tmp would make fsync free) and removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';

const root = fileURLToPath(new URL('../../', import.meta.url));
const seconds = Number(process.argv[2] ?? 2);
const base = process.env.BENCH_DIR ?? join(root, 'bench/db');
// Run with tsx, which loads the server's TypeScript; the path is built so that the bench's
// type check does not walk the server's sources.
const databaseModule = join(root, 'apps/server/src/db', 'database.ts');
/**
 * @type {{
 *   openDatabase: (target: { kind: 'pglite'; dataDir: string; durable: boolean }) => Promise<{
 *     db: { execute: (query: unknown) => Promise<unknown> };
 *     close: () => Promise<void>;
 *   }>;
 * }}
 */
const { openDatabase } = await import(databaseModule);

/** @param {boolean} durable */
async function open(durable) {
  const folder = mkdtempSync(join(base, durable ? '.bench-durable-' : '.bench-fsync-off-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: folder, durable });
  await database.db.execute(sql`create table bench (id serial primary key, note text not null)`);
  /** @type {number[]} */
  const latencies = [];
  return { durable, folder, database, commits: 0, elapsedMs: 0, latencies };
}

/** @param {Awaited<ReturnType<typeof open>>} subject */
async function round(subject) {
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const before = performance.now();
    await subject.database.db.execute(sql`insert into bench (note) values (${'x'.repeat(200)})`);
    subject.latencies.push(performance.now() - before);
    subject.commits += 1;
  }
  subject.elapsedMs += performance.now() - started;
}

/** @param {number[]} values @param {number} fraction */
const percentile = (values, fraction) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * fraction))
  ] ?? 0;

const subjects = [await open(false), await open(true)];
try {
  // Alternating rounds: a noisy neighbour slows both, not one.
  for (let time = 0; time < 2; time += 1) for (const subject of subjects) await round(subject);
  console.log(
    `commit latency, one-row insert per transaction, ${2 * seconds} s each (folders under ${base})`,
  );
  for (const subject of subjects) {
    const name = subject.durable
      ? 'durable (fsync on, server default)'
      : 'PGlite default (fsync off)';
    const perSecond = Math.round((subject.commits / subject.elapsedMs) * 1000);
    const p50 = percentile(subject.latencies, 0.5).toFixed(2);
    const p99 = percentile(subject.latencies, 0.99).toFixed(2);
    console.log(
      `  ${name.padEnd(36)} ${String(perSecond).padStart(6)} commits/s   p50 ${p50} ms   p99 ${p99} ms`,
    );
  }
} finally {
  for (const subject of subjects) {
    await subject.database.close();
    rmSync(subject.folder, { recursive: true, force: true });
  }
}
