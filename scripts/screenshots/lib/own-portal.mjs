// A portal server of a screenshot script's own: a fresh data folder, one number granted the office
// role, the console SMS provider writing sign-in codes to a log (SERVER_LOG, which portalApi reads).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts it on `port` with `env` added, and resolves once it answers /readyz; `stop()` ends it. */
export async function startOwnPortal({ port, officeNumber, name, env: extra = {} }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${name}-shots-`));
  const serverLog = join(dataDir, 'server.log');
  process.env.SERVER_LOG = serverLog;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'screenshots-secret-0123456789abcdef0123',
    ...extra,
  };
  const granted = spawnSync(
    'node_modules/.bin/tsx',
    ['apps/server/src/cli/admin-role.ts', 'grant', officeNumber],
    { env, stdio: 'inherit' },
  );
  if (granted.status !== 0) throw new Error('could not grant the office number');
  const log = openSync(serverLog, 'a');
  const server = spawn('node_modules/.bin/tsx', ['apps/server/src/server.ts'], {
    env,
    stdio: ['ignore', log, log],
  });
  const stop = () => server.kill('SIGTERM');
  for (let tries = 0; tries < 120; tries += 1) {
    if (
      await fetch(`${baseUrl}/readyz`).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      return { baseUrl, serverLog, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the server did not start: see ${serverLog}`);
}

/** India's date this many days ahead (Sunday moved to Monday: closed by default). */
export function daysAhead(days) {
  const india = new Date(Date.now() + 330 * 60_000);
  india.setUTCDate(india.getUTCDate() + days);
  if (india.getUTCDay() === 0) india.setUTCDate(india.getUTCDate() + 1);
  return india.toISOString().slice(0, 10);
}
