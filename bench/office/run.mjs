// npm run bench:office — the console at a busy office's five years' size (decision 0071).
//
// Makes a throwaway database (a new one on the PostgreSQL server BENCH_DATABASE_URL names, default
// postgres://postgres@127.0.0.1:5432/postgres, dropped after; and an in-memory PGlite at a tenth
// of the size), migrates it with the portal's migrations and demo data, fills it with SQL
// generate_series (fill.mjs), builds the real app in-process on it, signs an office person and a
// customer in through the real calls, then measures every office call (calls.mjs) one after another
// and prints p50 and p99 (milliseconds) and the reply's size per call.
//
// BENCH_ONLY=postgres|pglite runs one of them; BENCH_KEEP=1 keeps the PostgreSQL database (dropped
// by hand); BENCH_SAMPLES (default 40) and BENCH_SECONDS (default 12) bound each call's samples;
// BENCH_LABEL names the JSON written to BENCH_OUT (default /tmp/perf-results). BENCH_REUSE_URL
// measures again on a kept PostgreSQL database (migrated to this checkout, not filled, not
// dropped); BENCH_CALLS measures only the calls whose names contain it ("figures"). Run from a
// checkout: the app it measures is that checkout's code.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { calls } from './calls.mjs';
import { fillStatements, sizesAt } from './fill.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const server = (/** @type {string} */ path) => join(root, 'apps/server/src', path);
const { openDatabase } = await import(server('db/database.ts'));
const { seedDemoData } = await import(server('db/seed/seed.ts'));
const { createTestApp, TEST_SECRET } = await import(server('test/test-app.ts'));
const { createScratchDatabase } = await import(server('test/scratch-database.ts'));
const { lastCodeFor } = await import(server('test/sign-in.ts'));
void TEST_SECRET;

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY;
const reuseUrl = process.env.BENCH_REUSE_URL;
const callFilter = process.env.BENCH_CALLS;
const maxSamples = Number(process.env.BENCH_SAMPLES ?? 40);
const maxSeconds = Number(process.env.BENCH_SECONDS ?? 12);
const label = process.env.BENCH_LABEL ?? 'run';
const out = process.env.BENCH_OUT ?? '/tmp/perf-results';

const log = (/** @type {string} */ line) => process.stdout.write(`${line}\n`);
const seconds = (/** @type {number} */ since) => ((performance.now() - since) / 1000).toFixed(1);

/** India's calendar date `days` from today. */
function indiaDay(/** @type {number} */ days) {
  const india = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  return india.toISOString().slice(0, 10);
}

/** The value at quantile q of sorted numbers (nearest rank). */
const quantile = (/** @type {number[]} */ sorted, /** @type {number} */ q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

/**
 * @param {any} database @param {number} scale
 * @param {string | undefined} url a PostgreSQL database's: filled over one connection of its own, with no query timeout
 */
async function fill(database, scale, url) {
  const started = performance.now();
  await seedDemoData(database.db);
  const client = url ? new pg.Client({ connectionString: url }) : null;
  await client?.connect();
  const execute = (/** @type {string} */ statement) =>
    client ? client.query(statement) : database.db.execute(sql.raw(statement));
  for (const statement of [...fillStatements(scale), 'vacuum analyze']) {
    const one = performance.now();
    await execute(statement);
    const firstLine = statement.trim().split('\n')[0]?.slice(0, 70);
    log(`  ${seconds(one).padStart(6)} s  ${firstLine}`);
  }
  await client?.end();
  log(`  filled in ${seconds(started)} s`);
}

/** @param {any} testApp @param {string} phone */
async function signIn(testApp, phone) {
  const sent = await testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phone_number: phone },
  });
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode}: ${sent.body}`);
  const verified = await testApp.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    // The code belongs to the request send-otp answered (decision 0105).
    payload: {
      phone_number: phone,
      request_id: sent.json().request_id,
      otp: lastCodeFor(testApp, `+91${phone}`),
    },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify-otp ${verified.statusCode}: ${verified.body}`);
  return /** @type {string} */ (verified.json().token);
}

/** @param {any} database @param {number} scale */
async function factsOf(database, scale) {
  const one = async (/** @type {string} */ query) =>
    (await database.db.execute(sql.raw(query))).rows[0];
  const appointment = await one(
    `select id, appointment_number, user_id from appointments where status = 'completed' ` +
      `order by id desc limit 1 offset ${Math.round(20000 * scale)}`,
  );
  const office = await one(`select id from users where role = 'admin' order by id limit 1`);
  return {
    today: indiaDay(0),
    pastDay: indiaDay(-100),
    monthAgo: indiaDay(-30),
    yearAgo: indiaDay(-365),
    // Days ahead, one per sample, never a Sunday's worth twice in a row: each misses the cache.
    futureDay: (/** @type {number} */ i) => indiaDay(2 + (i % 55)),
    appointmentId: Number(appointment.id),
    appointmentNumber: String(appointment.appointment_number),
    customerId: Number(appointment.user_id),
    officeUserId: Number(office.id),
    scale,
  };
}

/** @param {any} testApp @param {Record<string, string>} tokens @param {any} facts */
async function measure(testApp, tokens, facts) {
  /**
   * @type {{
   *   name: string;
   *   first?: number;
   *   p50?: number;
   *   p99?: number;
   *   samples?: number;
   *   bytes?: number;
   *   skipped?: string;
   * }[]}
   */
  const results = [];
  for (const call of calls.filter((one) => !callFilter || one.name.includes(callFilter))) {
    const ask = (/** @type {number} */ i) =>
      testApp.inject({
        method: 'GET',
        url: call.url(facts, i),
        headers: { authorization: `Bearer ${tokens[call.who]}` },
      });
    const firstStarted = performance.now();
    const first = await ask(0);
    // The first call also fills what a call keeps (the figures' day book): shown apart, not a sample.
    const firstMs = performance.now() - firstStarted;
    if (first.statusCode === 404 && first.json().code === 'ROUTE_NOT_FOUND') {
      results.push({ name: call.name, skipped: 'no such route yet' });
      log(`  ${call.name.padEnd(40)} (no such route yet)`);
      continue;
    }
    if (first.statusCode !== 200) {
      results.push({ name: call.name, skipped: `${first.statusCode} ${first.body.slice(0, 120)}` });
      log(`  ${call.name.padEnd(40)} answered ${first.statusCode}: ${first.body.slice(0, 120)}`);
      continue;
    }
    await ask(1);
    /** @type {number[]} */
    const times = [];
    const started = performance.now();
    for (
      let i = 2;
      times.length < maxSamples &&
      (times.length < 5 || performance.now() - started < maxSeconds * 1000);
      i += 1
    ) {
      const before = performance.now();
      const reply = await ask(i);
      times.push(performance.now() - before);
      if (reply.statusCode !== 200)
        throw new Error(`${call.name}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    const result = {
      name: call.name,
      first: firstMs,
      p50: quantile(times, 0.5),
      p99: quantile(times, 0.99),
      samples: times.length,
      bytes: first.rawPayload.length,
    };
    results.push(result);
    log(
      `  ${call.name.padEnd(40)} p50 ${result.p50.toFixed(1).padStart(8)} ms   ` +
        `p99 ${result.p99.toFixed(1).padStart(8)} ms   ${String(result.bytes).padStart(9)} B   ` +
        `(${result.samples}; first ${firstMs.toFixed(0)} ms)`,
    );
  }
  return results;
}

/** @param {'postgres' | 'pglite'} kind */
async function run(kind) {
  const scale = Number(process.env.BENCH_SCALE ?? (kind === 'postgres' ? 1 : 0.1));
  const sizes = sizesAt(scale);
  log(
    `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${sizes.appointments} appointments, ` +
      `${sizes.customers} customers, ${sizes.messages} messages, ${sizes.activity} activity rows`,
  );
  const reuse = kind === 'postgres' ? reuseUrl : undefined;
  const scratch = kind === 'postgres' && !reuse ? await createScratchDatabase(serverUrl) : null;
  const opened = await openDatabase(
    reuse
      ? { kind: 'postgres', url: reuse }
      : scratch
        ? { kind: 'postgres', url: scratch.url }
        : { kind: 'pglite', dataDir: null },
  );
  // BENCH_KEEP=1 leaves the PostgreSQL database in place (its address printed) to look at its plans.
  const keep = process.env.BENCH_KEEP === '1';
  const database = {
    ...opened,
    async close() {
      await opened.close();
      if (scratch && keep) log(`  kept: ${scratch.url}`);
      else await scratch?.drop();
    },
  };
  let testApp;
  try {
    await database.migrate();
    if (reuse) log(`  reusing ${reuse}, as filled before`);
    else await fill(database, scale, scratch?.url);
    testApp = await createTestApp({ database });
    const office = await signIn(testApp, '6000000001');
    const customer = await signIn(testApp, '9876543210');
    const facts = await factsOf(database, scale);
    const results = await measure(testApp, { office, customer }, facts);
    return { kind, scale, sizes, results };
  } finally {
    if (testApp) await testApp.close();
    else await database.close();
  }
}

const reports = [];
for (const kind of /** @type {const} */ (['postgres', 'pglite'])) {
  if (only && only !== kind) continue;
  reports.push(await run(kind));
}
mkdirSync(out, { recursive: true });
const file = join(out, `office-${label}.json`);
writeFileSync(file, JSON.stringify({ label, at: new Date().toISOString(), reports }, null, 2));
log(`\nwritten ${file}`);
