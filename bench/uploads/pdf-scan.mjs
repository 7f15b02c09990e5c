// The PDF active-content scan in the event loop and in a worker thread (decision 0092): how long
// the catalogue calls (/api/services) due every 10 ms during the scan of a 10 MB PDF waited
// with the scan called in the main thread (as before) and through the pool (as now).
// Usage: npm run bench:pdf-scan [-- ROUNDS]      (default 3 rounds of each; about a minute)
// Run with tsx, which loads the server's TypeScript; the paths are built so that the bench's type
// check does not walk the server's sources.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const rounds = Number(process.argv[2] ?? 3);
const source = (/** @type {string} */ path) => import(join(root, 'apps/server/src', path));
/**
 * @type {{ createTestApp: () => Promise<{ inject: (options: object) => Promise<{ statusCode: number
 * }>; close: () => Promise<void> }> }}
 */
const { createTestApp } = await source('test/test-app.ts');
/** @type {{ pdfHasActiveContent: (pdf: Uint8Array) => boolean }} */
const { pdfHasActiveContent } = await source('lib/uploads/pdf-active-content.ts');
/** @type {{ createPdfScanPool: () => { scan: (pdf: Uint8Array) => Promise<boolean>; close: () => Promise<void> } }} */
const { createPdfScanPool } = await source('lib/uploads/pdf-scan-pool.ts');
/** @type {{ largeCleanPdf: (options?: { bytes?: number }) => Buffer }} */
const { largeCleanPdf } = await source('lib/uploads/testing/large-pdf.ts');

const app = await createTestApp();
const pool = createPdfScanPool();
const pdf = largeCleanPdf();

/** One catalogue call due at `due`: how long after that it was answered, in ms. */
async function call(/** @type {number} */ due) {
  const reply = await app.inject({
    method: 'GET',
    url: '/api/services?language=english&country=india',
  });
  if (reply.statusCode !== 200) throw new Error(`/api/services answered ${reply.statusCode}`);
  return performance.now() - due;
}

/** A scan of a copy of the PDF while calls are due every 10 ms; the calls' waits and the scan's time. */
async function round(/** @type {'main thread' | 'worker thread'} */ where) {
  const copy = new Uint8Array(pdf);
  /** @type {{ due: number; wait: Promise<number> }[]} */
  const waits = [];
  const started = performance.now();
  let scanning = true;
  // The first calls are due before the scan starts, so that a scan in the main thread finds them waiting.
  const first = performance.now();
  const caller = (async () => {
    for (let index = 0; scanning; index += 1) {
      const due = first + index * 10;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      waits.push({ due, wait: call(due) });
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 25));
  const scanStarted = performance.now();
  const verdict = where === 'main thread' ? pdfHasActiveContent(copy) : await pool.scan(copy);
  const scanEnded = performance.now();
  const scanMs = scanEnded - scanStarted;
  // The calls due during a scan in the main thread are sent once it ends, timed from when due.
  await new Promise((resolve) => setTimeout(resolve, 100));
  scanning = false;
  await caller;
  const during = waits.filter(({ due }) => due >= scanStarted && due < scanEnded);
  const sorted = (await Promise.all(during.map(({ wait }) => wait))).sort((a, b) => a - b);
  return {
    where,
    verdict,
    scanMs,
    calls: sorted.length,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    slowestMs: sorted.at(-1) ?? 0,
    wallMs: performance.now() - started,
  };
}

// Warm up: the app's first calls and the pool's first worker.
for (let index = 0; index < 20; index += 1) await call(performance.now());
await pool.scan(new Uint8Array(largeCleanPdf({ bytes: 64 * 1024 })));

const results = [];
for (let index = 0; index < rounds; index += 1)
  for (const where of /** @type {const} */ (['main thread', 'worker thread']))
    results.push(await round(where));
console.log(
  `A 10 MB PDF (${(pdf.length / 1024 / 1024).toFixed(1)} MB), ${rounds} rounds each; calls due every 10 ms:`,
);
for (const where of ['main thread', 'worker thread']) {
  const mine = results.filter((result) => result.where === where);
  const worst = Math.max(...mine.map((result) => result.slowestMs));
  const median = mine.map((result) => result.medianMs).sort((a, b) => a - b)[
    Math.floor(mine.length / 2)
  ];
  const scan = mine.map((result) => result.scanMs).sort((a, b) => a - b)[
    Math.floor(mine.length / 2)
  ];
  console.log(
    `  scan in the ${where}: scan ${Math.round(scan ?? 0)} ms; the calls due meanwhile waited ` +
      `${Math.round(median ?? 0)} ms (median), ${Math.round(worst)} ms at most; ` +
      `verdicts ${mine.map((result) => result.verdict).join(', ')}`,
  );
}
await pool.close();
await app.close();
