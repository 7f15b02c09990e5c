import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { OFFICE_NUMBERS } from './e2e/office-numbers';
import { e2eBrowserPath } from './scripts/e2e-browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run, unless DATABASE_URL names a server database.
// Set once in the runner's environment: the workers evaluate this file again and inherit it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// The server's output, where the console SMS provider writes each code; the tests read it.
const serverLog = join(dataDir, 'server.log');
const officeNumbers = Object.values(OFFICE_NUMBERS)
  .flatMap((numbers) => Object.values(numbers))
  .join(' ');
process.env.E2E_SERVER_LOG = serverLog;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/artifacts',
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace of every test cost a quarter of the suite's time: a failure is traced when
    // it is run again (CI retries once; locally, --retries 1 or --trace on).
    trace: 'on-first-retry',
    // The portal's service worker (decision 0084) stays out of the tests of everything else: its
    // precaching would load every test's server, and a page it controls passes its requests through
    // it, where page.route() cannot see them. e2e/site/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: e2eBrowserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The customer's phone runs every test but the office's desk work (AT_THE_DESK, decision 0086),
  // with the phone's touch and user agent but one device pixel per CSS pixel (the tests read the
  // page, not its pixels: drawing 2.6 times as many cost a tenth of the suite's time). The desktop
  // leaves out tests tagged ANY_WIDTH (decision 0039).
  projects: [
    {
      name: 'phone',
      grepInvert: /@at-the-desk/,
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 375, height: 800 },
        deviceScaleFactor: 1,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@any-width/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command:
      `node scripts/run-cli.mjs admin-role grant ${officeNumbers} > /dev/null && ` +
      `node scripts/start.mjs > '${serverLog}'`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // npm start's own path: builds only what changed (nothing, after npm test's build step), then
    // the compiled server.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // A developer's .env is not read: the suite's variables are all the server gets.
      ENV_FILE: 'none',
      // Each test comes from an address of its own (X-Forwarded-For), as real customers do behind one proxy.
      TRUST_PROXY: '1',
      AUTH_SECRET: 'e2e-secret-0123456789abcdef0123456789',
      // Far from India on purpose: every time shown and stored must still be India time.
      TZ: 'America/New_York',
      // Messages at any hour (decision 0056): the office's messages page shows them sent whenever the suite runs.
      MESSAGE_HOURS: 'any',
      // The suite signs hundreds of fresh numbers in within the hour from one machine: a pumper's
      // pattern, which the hourly budget would refuse and its proof of work slow down (decision
      // 0105). The budget is tested in the API tests; here it is set out of reach.
      SIGN_IN_CODES_PER_HOUR: '100000',
    },
  },
});
