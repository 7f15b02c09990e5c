// A PostgreSQL server restarted under a booking load (decision 0047): how many seconds the portal
// answered 503 DATABASE_UNAVAILABLE, and how many acknowledged bookings were lost (0) or made
// twice (0). The server restarted is the bench's own: a cluster made with initdb in a temporary
// folder, on a port of its own, never the machine's shared one.
// Usage: npm run bench:outage [-- RESTARTS]        (default 3; about a minute in all)
//        WORKERS=2 npm run bench:outage             (two server processes; uses REDIS_URL or the machine's Redis)
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const restarts = Number(process.argv[2] ?? 3);
const workers = Number(process.env.WORKERS ?? 1);
// Run with tsx, which loads the server's TypeScript; the paths are built so that the bench's
// type check does not walk the server's sources.
const testHelper = (/** @type {string} */ name) => join(root, 'apps/server/src/test', `${name}.ts`);
/** @type {any} */ const { runServer, stopServer } = await import(testHelper('server-process'));
/** @type {any} */ const { runBookingLoad } = await import(testHelper('booking-load'));
/** @type {any} */ const { freePort } = await import(testHelper('own-redis'));
/** @type {any} */ const { openDatabase } = await import(
  join(root, 'apps/server/src/db', 'database.ts')
);
/** @type {any} */ const { createAuthRepo } = await import(
  join(root, 'apps/server/src/modules/auth', 'auth.repo.ts')
);
/** @type {any} */ const secrets = await import(
  join(root, 'apps/server/src/lib/secrets', 'secrets.ts')
);

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const bin = join(
  '/usr/lib/postgresql',
  readdirSync('/usr/lib/postgresql').sort().at(-1) ?? '',
  'bin',
);

/**
 * A PostgreSQL program as the postgres user (initdb refuses root): the command and its arguments.
 * @returns {[string, string[]]}
 */
function asPostgresUser(/** @type {string} */ program, /** @type {string[]} */ args) {
  return userInfo().uid === 0
    ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
    : [join(bin, program), args];
}

function asPostgres(/** @type {string} */ program, /** @type {string[]} */ args) {
  const run = spawnSync(...asPostgresUser(program, args), { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${program} failed: ${run.stderr || run.stdout}`);
}

// The bench's own cluster.
const folder = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
chmodSync(folder, 0o700);
if (userInfo().uid === 0)
  chownSync(
    folder,
    Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  );
const port = await freePort();
const dataDir = join(folder, 'data');
asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
const pgCtlArgs = (/** @type {string[]} */ args) => [
  '-D',
  dataDir,
  '-l',
  join(folder, 'log'),
  '-w',
  '-o',
  `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
  ...args,
];
const pgCtl = (/** @type {string[]} */ args) => asPostgres('pg_ctl', pgCtlArgs(args));
/** The restart, run beside the load (a synchronous one would stop the bench's own clients meanwhile). */
async function restartServer() {
  await promisify(execFile)(...asPostgresUser('pg_ctl', pgCtlArgs(['restart', '-m', 'fast'])));
}
pgCtl(['start']);

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
/** @type {any} */
let server;
try {
  server = runServer({
    DATABASE_URL: url,
    AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
    CAPTCHA: 'off',
    WORKERS: String(workers),
    ...(workers > 1
      ? {
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          REDIS_KEY_PREFIX: `portal:bench:${Date.now()}:`,
        }
      : {}),
  });
  const ready = () => (server.output().stdout.match(/Portal ready at/g) ?? []).length;
  while (ready() < workers) {
    if (server.child.exitCode !== null)
      throw new Error(`the portal did not start: ${server.output().stderr}`);
    await sleep(100);
  }
  const base = /Portal ready at (http:\/\/\S+)/.exec(server.output().stdout)?.[1];

  const database = await openDatabase({ kind: 'postgres', url });
  const repo = createAuthRepo(database.db);
  const tokens = [];
  for (let index = 0; index < 200; index += 1) {
    const user = await repo.findOrCreateUser(
      `+9198600${String(index).padStart(5, '0')}`,
      'english',
    );
    const token = secrets.newSessionToken();
    await repo.createSession(user.id, secrets.sha256Hex(token), new Date(Date.now() + 86_400_000));
    tokens.push(token);
  }

  /** @type {{ at: number; status: string }[]} */
  const replies = [];
  let stop = false;
  const load = runBookingLoad(base, tokens, {
    clients: 8,
    until: () => stop,
    onReply: (/** @type {string} */ status) => replies.push({ at: Date.now(), status }),
  });
  /** @type {{ restartMs: number; unavailableMs: number; unanswered: number }[]} */
  const rounds = [];
  for (let round = 0; round < restarts; round += 1) {
    await sleep(3_000);
    const from = replies.length;
    const started = Date.now();
    await restartServer();
    const restartMs = Date.now() - started;
    // Until the first booking acknowledged after the server is back.
    while (
      !replies.slice(from).some((reply) => reply.status === '201' && reply.at > started + restartMs)
    )
      await sleep(50);
    const during = replies.slice(from);
    const refused = during.filter((reply) => reply.status !== '201');
    const unavailableMs =
      refused.length === 0 ? 0 : (refused.at(-1)?.at ?? 0) - (refused[0]?.at ?? 0);
    rounds.push({ restartMs, unavailableMs, unanswered: refused.length });
  }
  await sleep(2_000);
  stop = true;
  const tally = await load;

  /** @type {number[]} */
  const ids = tally.acknowledged.map(
    (/** @type {{ appointmentId: number }} */ entry) => entry.appointmentId,
  );
  const held = (await database.db.execute('select id from appointments')).rows.map(
    (/** @type {{ id: number }} */ row) => Number(row.id),
  );
  const heldSet = new Set(held);
  const lost = ids.filter((id) => !heldSet.has(id)).length;
  const twice = held.length - new Set(ids).size;
  await database.close();

  console.log(
    `PostgreSQL ${bin.split('/').at(-2)} restarted ${restarts} times under a booking load ` +
      `(8 clients, ${workers} server process${workers > 1 ? 'es' : ''}):`,
  );
  for (const [index, round] of rounds.entries()) {
    console.log(
      `  restart ${index + 1}: pg_ctl restart took ${(round.restartMs / 1000).toFixed(1)} s; ` +
        `the portal refused for ${(round.unavailableMs / 1000).toFixed(1)} s ` +
        `(${round.unanswered} replies 503 or cut)`,
    );
  }
  console.log(`  replies: ${JSON.stringify(tally.statuses)}`);
  console.log(
    `  bookings acknowledged: ${ids.length}; in the database: ${held.length}; lost: ${lost}; made twice: ${twice}`,
  );
  console.log(
    `  the portal ${server.child.exitCode === null ? 'kept running' : `ENDED (exit ${server.child.exitCode})`}`,
  );
  if (lost > 0 || twice > 0 || server.child.exitCode !== null) process.exitCode = 1;
} finally {
  if (server) await stopServer(server.child);
  try {
    pgCtl(['stop', '-m', 'immediate']);
  } catch {
    // Already stopped.
  }
  rmSync(folder, { recursive: true, force: true });
}
