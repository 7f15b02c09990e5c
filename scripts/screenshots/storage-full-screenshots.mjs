// Screenshots of the office console while the portal's storage is full (its banner on every
// console page), at 375 and 1280 px in English and Tamil. Self-contained: a portal server of its
// own on a fresh data folder with a reserve larger than any disk (STORAGE_RESERVE_MB), so its
// storage reads full from the start; it answers /healthz, while /readyz says 503 storage full.
// Build the web app first (node scripts/build/build-web.mjs) or name a built copy.
// Usage: [WEB_DIST_DIR=dir] [PORT=4398] \
//   node scripts/screenshots/storage-full-screenshots.mjs [outDir]
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/storage-full';
const port = Number(process.env.PORT ?? 4398);
const officeNumber = '9800077019';
const baseUrl = `http://127.0.0.1:${port}`;
mkdirSync(outDir, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), 'portal-storage-full-shots-'));
process.env.SERVER_LOG = join(dataDir, 'server.log');
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  CAPTCHA: 'off',
  LOG_LEVEL: 'warn',
  AUTH_SECRET: 'screenshots-secret-0123456789abcdef0123',
  STORAGE_RESERVE_MB: '1048576',
};
if (
  spawnSync('node_modules/.bin/tsx', ['apps/server/src/cli/admin-role.ts', 'grant', officeNumber], {
    env,
    stdio: 'inherit',
  }).status !== 0
)
  throw new Error('could not grant the office number');
const log = openSync(process.env.SERVER_LOG, 'a');
const server = spawn('node_modules/.bin/tsx', ['apps/server/src/server.ts'], {
  env,
  stdio: ['ignore', log, log],
});

try {
  let ready = null;
  for (let tries = 0; tries < 120 && !ready; tries += 1) {
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      ready = await (await fetch(`${baseUrl}/readyz`)).json();
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!ready) throw new Error(`the server did not start: see ${process.env.SERVER_LOG}`);
  console.log('/readyz:', JSON.stringify(ready));
  const { signIn } = portalApi(baseUrl);
  const office = await signIn(officeNumber);
  const browser = await launchChromium();
  try {
    for (const width of [375, 1280]) {
      for (const language of ['english', 'tamil']) {
        const context = await signedInContext(browser, {
          width,
          height: 900,
          language,
          session: office,
        });
        const page = await context.newPage();
        for (const [name, path] of [
          ['day', '/admin'],
          ['messages', '/admin/messages'],
        ]) {
          await page.goto(`${baseUrl}${path}`);
          await page.locator('.admin-storage-full').waitFor();
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          const file = `${outDir}/${name}-${language}-${width}.png`;
          await page.screenshot({ path: file });
          console.log(file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
}
