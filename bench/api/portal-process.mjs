// The portal as the benchmark runs it: the real server process, started as npm start starts it
// (scripts/start.mjs: the builds made first when their sources changed, then the compiled
// server), on a fresh data folder with the demo data, on PGlite, or on a throwaway database of the
// PostgreSQL server DATABASE_URL names (made here, dropped after).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signInCodesIn } from '../../scripts/sign-in-codes.mjs';

const root = new URL('../../', import.meta.url).pathname;
/** What npm start runs. */
const startScript = join(root, 'scripts', 'start.mjs');

/** A new empty database beside the one `serverUrl` names; `drop()` removes it (with its connections). */
async function throwawayDatabase(/** @type {string} */ serverUrl) {
  const name = `bench_api_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Starts the portal on 127.0.0.1:`port` and resolves once it answers /readyz. LOG_LEVEL is the
 * server's default (info) unless BENCH_LOG_LEVEL says otherwise: the log a production server writes.
 * @param {{ port: number; databaseUrl?: string | undefined }} options
 */
export async function startPortal({ port, databaseUrl }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-api-'));
  const serverLog = join(dataDir, 'server.log');
  const database = databaseUrl ? await throwawayDatabase(databaseUrl) : null;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    NODE_ENV: 'test',
    CAPTCHA: 'off',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // npm start's own (package.json, decision 0061): two malloc arenas.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    AUTH_SECRET: 'bench-api-secret-0123456789abcdef0123456789',
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start builds what is stale; the restarts then find both builds current.
  const launch = () => {
    const child = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : []),
        startScript,
      ],
      { cwd: root, env, stdio: ['ignore', openSync(serverLog, 'a'), openSync(serverLog, 'a')] },
    );
    return { child, exited: new Promise((resolve) => child.on('exit', resolve)) };
  };
  let server = launch();
  const stopServer = async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await server.exited;
  };
  const stop = async () => {
    await stopServer();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  /** Milliseconds from starting the process until it answers /healthz (polled every 10 ms). */
  const untilHealthy = async (/** @type {number} */ started) => {
    while (server.child.exitCode === null) {
      if (
        await fetch(`${baseUrl}/healthz`).then(
          (reply) => reply.ok,
          () => false,
        )
      )
        return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`the portal stopped:\n${readFileSync(serverLog, 'utf8').slice(-2000)}`);
  };
  /**
   * Stops the server and starts it again on the same data as npm start does (scripts/start.mjs:
   * the builds' freshness checked, then the bundle): milliseconds until it answers /healthz.
   */
  const restart = async () => {
    await stopServer();
    const started = Date.now();
    server = launch();
    return untilHealthy(started);
  };
  for (let tries = 0; tries < 240; tries += 1) {
    if (server.child.exitCode !== null) break;
    if (
      await fetch(`${baseUrl}/readyz`).then(
        (reply) => reply.ok,
        () => false,
      )
    ) {
      return {
        baseUrl,
        stop,
        restart,
        kind: database ? 'PostgreSQL' : 'PGlite',
        pid: () => server.child.pid ?? 0,
        serverLog: () => readFileSync(serverLog, 'utf8'),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const output = readFileSync(serverLog, 'utf8');
  await stop();
  throw new Error(`the portal did not start:\n${output.slice(-2000)}`);
}

/**
 * Signs a number in as a customer does: send-otp, the code the console SMS provider wrote to
 * the server's log, verify-otp. Returns the session's bearer token.
 * @param {string} baseUrl @param {() => string} serverLog @param {string} number
 */
export async function signIn(baseUrl, serverLog, number) {
  const post = (/** @type {string} */ path, /** @type {object} */ body) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/auth/send-otp', { phone_number: number });
  if (!sent.ok) throw new Error(`send-otp ${sent.status}: ${await sent.text()}`);
  let code;
  for (let tries = 0; tries < 50 && !code; tries += 1) {
    code = signInCodesIn(serverLog(), number).at(-1);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The code belongs to the request send-otp answered (decision 0105).
  const { request_id } = /** @type {{ request_id: string }} */ (await sent.json());
  // With the sign-in form's box ticked, as the web app's verify-otp always sends it (decision
  // 0100): a customer who signed in there has agreed to the privacy notice, and is not asked again.
  const verified = await post('/api/auth/verify-otp', {
    phone_number: number,
    request_id,
    otp: code,
    accept_notice: true,
  });
  if (!verified.ok) throw new Error(`verify-otp ${verified.status}: ${await verified.text()}`);
  return /** @type {{ token: string }} */ (await verified.json()).token;
}

/** India's date this many days ahead, Sunday (closed in the demo hours) moved to Monday. */
export function indiaDaysAhead(/** @type {number} */ days) {
  const india = new Date(Date.now() + 330 * 60_000);
  india.setUTCDate(india.getUTCDate() + days);
  if (india.getUTCDay() === 0) india.setUTCDate(india.getUTCDate() + 1);
  return india.toISOString().slice(0, 10);
}
