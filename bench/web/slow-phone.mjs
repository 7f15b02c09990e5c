// A cheap phone on a weak signal (decision 0085): 400 ms round trip, 400 kbit/s each way, a CPU
// four times slower, 375 px wide, measured (DevTools throttling), each route a first visit (no HTTP
// cache, no service worker, no cache storage; a returning customer's session stored where the route
// needs one: signed in with the privacy notice agreed, the language shown their stored preference;
// decision 0112). Prints, for /, /login, /booking?service=1 and /appointments: first content (FCP),
// usable (Lighthouse's time to interactive, and no sooner than the screen itself is on) and the
// layout shift (CLS). Run alone: node bench/web/slow-phone.mjs (starts the portal with demo data on
// a fresh folder; BENCH_RUNS runs per route, 3 by default); npm run bench:web runs it too, once per
// route. Targets: first content within 2.5 s, usable within 5 s, shift at most 0.1.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { lighthouseBrowserPath } from '../../scripts/e2e-browser.mjs';
import puppeteer from 'puppeteer-core';
import { signIn, startPortal } from '../api/portal-process.mjs';

export const SLOW_PHONE_TARGETS = { fcpMs: 2500, usableMs: 5000, cls: 0.1 };
// The booking form as a customer reaches it, for a service (a bare /booking goes on to /home).
export const SLOW_PHONE_ROUTES = ['/', '/login', '/booking?service=1', '/appointments'];

/** @type {import('lighthouse').Flags} */
export const slowPhoneFlags = {
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  screenEmulation: { mobile: true, width: 375, height: 740, deviceScaleFactor: 2, disabled: false },
  throttlingMethod: 'devtools',
  throttling: {
    requestLatencyMs: 400,
    downloadThroughputKbps: 400,
    uploadThroughputKbps: 400,
    cpuSlowdownMultiplier: 4,
    rttMs: 400,
    throughputKbps: 400,
  },
  // The session stays in localStorage; what a first visit must not have is cleared before each run.
  disableStorageReset: true,
  output: 'json',
  logLevel: 'error',
};

/**
 * A first visit on `page`: no HTTP cache, no service worker, no cache storage; the signed-in
 * customer's session and the chosen language saved as the web app saves them (lib/session.ts,
 * lib/language.ts: localStorage and the language cookie), as a returning customer has them.
 * @param {{
 *   page: import('puppeteer-core').Page;
 *   cdp?: import('puppeteer-core').CDPSession;
 *   baseUrl: string;
 *   session: { token: string; user: object };
 *   language: 'english' | 'tamil';
 * }} options
 */
export async function prepareFirstVisit({ page, cdp, baseUrl, session, language }) {
  const devtools = cdp ?? (await page.createCDPSession());
  await devtools.send('Network.clearBrowserCache');
  await devtools.send('Storage.clearDataForOrigin', {
    origin: new URL(baseUrl).origin,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate(
    (token, user, chosen) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user_data', JSON.stringify(user));
      localStorage.setItem('language', chosen);
      document.cookie = `language=${chosen}; Path=/`;
    },
    session.token,
    session.user,
    language,
  );
}

/**
 * Measures each route on the slow phone, `runs` times (the median is printed), in the browser at
 * `browserUrl`'s DevTools port, against the portal at `baseUrl`, signed in with `session`.
 * @param {{
 *   baseUrl: string;
 *   chromePort: number;
 *   session: { token: string; user: object };
 *   runs?: number;
 *   language?: 'english' | 'tamil';
 * }} options
 */
export async function measureSlowPhone({
  baseUrl,
  chromePort,
  session,
  runs = 1,
  language = 'english',
}) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  /** @type {{ route: string; fcpMs: number; usableMs: number; cls: number; failure: string | null }[]} */
  const rows = [];
  try {
    await page.goto(`${baseUrl}/robots.txt`);
    for (const route of SLOW_PHONE_ROUTES) {
      /** @type {{ fcpMs: number; usableMs: number; cls: number; failure: string | null }[]} */
      const figures = [];
      for (let run = 0; run < runs; run += 1) {
        await prepareFirstVisit({ page, cdp, baseUrl, session, language });
        const runner = await lighthouse(
          `${baseUrl}${route}`,
          { ...slowPhoneFlags, port: chromePort },
          undefined,
          page,
        );
        const audits = runner?.lhr.audits ?? {};
        // Usable: the main thread free (Lighthouse's time to interactive), and the screen itself on
        // (lib/page-mounted.ts), not only its shell; a page that needs no code to be read has no mark.
        const mountedMs = await page.evaluate(
          () => performance.getEntriesByName('portal:mounted')[0]?.startTime ?? 0,
        );
        figures.push({
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? Number.NaN),
          usableMs: Math.round(Math.max(audits.interactive?.numericValue ?? Number.NaN, mountedMs)),
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          failure: runner?.lhr.runtimeError?.message ?? null,
        });
      }
      const median = (/** @type {number[]} */ values) =>
        values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
      rows.push({
        route,
        fcpMs: median(figures.map((figure) => figure.fcpMs)),
        usableMs: median(figures.map((figure) => figure.usableMs)),
        cls: median(figures.map((figure) => figure.cls)),
        failure: figures.find((figure) => figure.failure)?.failure ?? null,
      });
    }
  } finally {
    await page.close();
    await browser.disconnect();
  }
  return rows;
}

/**
 * Prints the rows and returns the targets they miss.
 * @param {Awaited<ReturnType<typeof measureSlowPhone>>} rows @param {string} heading
 */
export function reportSlowPhone(rows, heading) {
  const misses = [];
  console.log(heading);
  console.log('  route          first content   usable    layout shift');
  for (const { route, fcpMs, usableMs, cls, failure } of rows) {
    console.log(
      `  ${route.padEnd(14)} ${`${fcpMs} ms`.padStart(12)} ${`${usableMs} ms`.padStart(10)} ` +
        `${cls.toFixed(3).padStart(12)}${failure ? `  (Lighthouse: ${failure})` : ''}`,
    );
    if (!(fcpMs <= SLOW_PHONE_TARGETS.fcpMs)) misses.push(`first content ${fcpMs} ms on ${route}`);
    if (!(usableMs <= SLOW_PHONE_TARGETS.usableMs))
      misses.push(`usable ${usableMs} ms on ${route}`);
    if (!(cls <= SLOW_PHONE_TARGETS.cls)) misses.push(`layout shift ${cls.toFixed(3)} on ${route}`);
  }
  return misses;
}

/** A customer of the demo data signed in through the real code flow: their session's token. */
export async function customerToken(
  /** @type {string} */ baseUrl,
  /** @type {() => string} */ serverLog,
) {
  return signIn(baseUrl, serverLog, '9876500023');
}

/**
 * The session the web app keeps for that customer returning in `language`: the language shown is
 * their stored preference (features/account/api/save-language.ts), so its first screen saves nothing.
 */
export async function customerSession(
  /** @type {string} */ baseUrl,
  /** @type {string} */ token,
  /** @type {'english' | 'tamil'} */ language,
) {
  const profile = await fetch(`${baseUrl}/api/user/profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language_preference: language }),
  }).then((reply) => reply.json());
  return { token, user: /** @type {{ user: object }} */ (profile).user };
}

/**
 * Starts the portal (demo data, a fresh folder) and a browser, measures each route in English
 * and Tamil (`runs` times each, the median printed), and returns the targets missed.
 */
export async function slowPhoneBenchmark({
  runs = Number(process.env.BENCH_RUNS ?? 3),
  port = Number(process.env.BENCH_SLOW_PORT ?? 4321),
} = {}) {
  const portal = await startPortal({ port });
  const chrome = await chromeLauncher.launch({
    chromePath: lighthouseBrowserPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  /** @type {string[]} */
  const misses = [];
  try {
    const token = await customerToken(portal.baseUrl, portal.serverLog);
    for (const language of /** @type {const} */ (['english', 'tamil'])) {
      const session = await customerSession(portal.baseUrl, token, language);
      const rows = await measureSlowPhone({
        baseUrl: portal.baseUrl,
        chromePort: chrome.port,
        session,
        runs,
        language,
      });
      misses.push(
        ...reportSlowPhone(
          rows,
          `Slow phone (400 ms, 400 kbit/s, CPU 4x, 375 px), first visit, ${language}, median of ${runs}:`,
        ).map((miss) => `${miss} (${language})`),
      );
    }
  } finally {
    await chrome.kill();
    await portal.stop();
  }
  return misses;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const misses = await slowPhoneBenchmark();
  console.log(misses.length ? `MISSED: ${misses.join('; ')}` : 'All targets met.');
  process.exitCode = misses.length ? 1 : 0;
}
