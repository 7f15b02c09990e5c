// Loads the portal's API against a bare Fastify server returning the same bytes, in the same run.
// Starts the real portal (compiled, as npm start runs it; demo data, a fresh data folder) on PGlite, or on a throwaway
// database of the PostgreSQL server when DATABASE_URL is set; signs a customer in through the
// real code flow; then, one path at a time, 50 connections: a BENCH_WARM_SECONDS (1) warm-up,
// then BENCH_SECONDS (5) rounds of one second on the portal and one on the bare server in turn
// (a busy machine then weighs on both alike). Prints req/s, p50,
// p99, the ratio to bare Fastify and the targets, and each server's CPU time per call (the portal
// process's own: a PostgreSQL server's work is not in it). Only 127.0.0.1, ports BENCH_PORT (4601) and
// the next one; BENCH_ONLY=<regular expression> loads only the paths it matches ("slots", "^/$").
// On PGlite it then books 2 × 5 × 10 MB beside a catalogue reader (slowest wait, peak memory) and
// restarts the server three times on the same data folder as npm start does (time to /healthz).
// BENCH_NODE_FLAGS (for example --cpu-prof) are handed to the server's Node.
// Usage: npm run bench:api   Exit code 1 when a target is missed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONNECTIONS, measureInTurn, rawGet } from './load.mjs';
import { indiaDaysAhead, signIn, startPortal } from './portal-process.mjs';
import { printTable } from './report.mjs';
import { measureUploads } from './uploads.mjs';

const root = new URL('../../', import.meta.url).pathname;
const portalPort = Number(process.env.BENCH_PORT ?? 4601);
const barePort = portalPort + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmSeconds = Number(process.env.BENCH_WARM_SECONDS ?? 1);

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error(
    'The web app is not built (apps/web/dist): run npm run build first, so / is the real page.',
  );
  process.exit(1);
}

const portal = await startPortal({
  port: portalPort,
  databaseUrl: process.env.DATABASE_URL || undefined,
});
/** @type {import('node:child_process').ChildProcess | null} */
let bare = null;
const scratch = mkdtempSync(join(tmpdir(), 'portal-bench-bare-'));
try {
  const token = await signIn(portal.baseUrl, portal.serverLog, '9876500017');
  /** @type {{ path: string; kind: 'public' | 'slots'; headers: Record<string, string> }[]} */
  const allPaths = [
    { path: '/api/services?language=english&country=india', kind: 'public', headers: {} },
    { path: '/api/countries', kind: 'public', headers: {} },
    { path: '/api/settings/ui?language=english', kind: 'public', headers: {} },
    {
      path: `/api/slots/available?date=${indiaDaysAhead(2)}`,
      kind: 'slots',
      headers: { authorization: `Bearer ${token}` },
    },
    { path: '/', kind: 'public', headers: {} },
  ];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const paths = allPaths.filter(({ path }) => !only || only.test(path));

  // What the portal answers for each path, byte for byte, is what the bare server answers.
  /** @type {Record<string, { contentType: string; body: string }>} */
  const replies = {};
  for (const { path, headers } of paths) {
    const reply = await rawGet(`${portal.baseUrl}${path}`, headers);
    if (reply.status !== 200)
      throw new Error(`${path} answered ${reply.status}: ${reply.body.toString().slice(0, 300)}`);
    replies[path] = { contentType: reply.contentType, body: reply.body.toString('base64') };
  }
  const repliesFile = join(scratch, 'replies.json');
  writeFileSync(repliesFile, JSON.stringify(replies));
  const bareProcess = spawn(
    process.execPath,
    [join(root, 'bench/api/bare-server.mjs'), String(barePort), repliesFile],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  bare = bareProcess;
  await new Promise((resolve, reject) => {
    bareProcess.stdout?.on(
      'data',
      (chunk) => String(chunk).includes('ready') && resolve(undefined),
    );
    bareProcess.on('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });

  console.log(
    `Portal on ${portal.kind}, ${CONNECTIONS} connections; per path a ${warmSeconds} s warm-up, ` +
      `then ${seconds} rounds of 1 s on the portal and 1 s on bare Fastify in turn.`,
  );
  const rows = [];
  for (const { path, kind, headers } of paths) {
    const [ours, yardstick] = await measureInTurn({
      targets: [
        { url: `${portal.baseUrl}${path}`, headers, pid: portal.pid() },
        { url: `http://127.0.0.1:${barePort}${path}`, headers, pid: bareProcess.pid },
      ],
      seconds,
      warmSeconds,
    });
    if (!ours || !yardstick) throw new Error('no figures');
    rows.push({
      path,
      kind,
      bytes: Buffer.from(replies[path]?.body ?? '', 'base64').length,
      ours,
      bare: yardstick,
    });
  }
  let missed = printTable(rows, { postgres: portal.kind === 'PostgreSQL' });

  // Uploads beside readers, and a restart on the same data folder: the embedded database's targets.
  if (portal.kind === 'PGlite' && !process.env.BENCH_ONLY) {
    const uploads = await measureUploads(portal);
    const uploadsMet =
      uploads.slowestMs <= 100 &&
      uploads.residentHighestMb < 600 &&
      uploads.statuses.every((status) => status === '201');
    console.log(
      `\nTwo customers each booking with 5 × 10 MB (answers ${uploads.statuses.join(', ')}, ` +
        `${uploads.uploadSeconds.toFixed(1)} s) while a visitor reads /api/services: ` +
        `${uploads.catalogueCalls} calls, slowest ${uploads.slowestMs.toFixed(0)} ms, ` +
        `p99 ${uploads.p99Ms.toFixed(0)} ms (target ≤ 100 ms); ` +
        `server resident ${uploads.residentBeforeMb.toFixed(0)} MB before, ` +
        `${uploads.residentHighestMb.toFixed(0)} MB at most meanwhile (target < 600 MB): ` +
        `${uploadsMet ? 'met' : 'MISSED'}`,
    );
    const restarts = [];
    for (let round = 0; round < 3; round += 1) restarts.push(await portal.restart());
    const slowest = Math.max(...restarts);
    console.log(
      "Restart on the existing data folder through npm start's script (scripts/start.mjs), " +
        `to /healthz: ${restarts.map((ms) => `${ms} ms`).join(', ')} (target < 2000 ms): ` +
        `${slowest < 2000 ? 'met' : 'MISSED'}`,
    );
    missed += (uploadsMet ? 0 : 1) + (slowest < 2000 ? 0 : 1);
  }
  // Other work on the machine slows both servers; the ratio holds better than the req/s.
  console.log(
    `Machine load average at the end (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  );
  process.exitCode = missed > 0 ? 1 : 0;
} finally {
  bare?.kill('SIGTERM');
  await portal.stop();
  rmSync(scratch, { recursive: true, force: true });
}
