// Builds the web app, prints the landing route's initial JavaScript and CSS sizes (gzip), checks
// that the office console's code is in none of the landing's or home's files, then runs
// Lighthouse (mobile, default throttling) on / and /terms against the real server, and asks Chrome
// whether it finds the portal installable (bench/web/installability.mjs), then measures a slow
// phone on /, /login, the booking form and /appointments (bench/web/slow-phone.mjs: first content, usable,
// layout shift; BENCH_RUNS runs each, 1 by default).
// Usage: npm run bench:web        Exit code 1 when a target is missed.
// BENCH_PORT (default 4311) is the port of the server it starts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { lighthouseBrowserPath } from '../../scripts/e2e-browser.mjs';
import { buildWeb } from '../../scripts/build/build-web.mjs';
import { assetsNamed, gzipKbOf, officeCodeIn, staticClosure } from './static-closure.mjs';
import { checkInstallability } from './installability.mjs';
import { slowPhoneBenchmark } from './slow-phone.mjs';

const root = new URL('../../', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 4311);
const JS_BUDGET_KB = 120;
const LCP_BUDGET_MS = 1500;
/** Lighthouse targets on both / and /terms (decision 0035). @type {Record<string, number>} */
const scoreTargets = { performance: 100, accessibility: 100, 'best-practices': 95, seo: 95 };

// Built as npm start builds it (the production bundle, stamped), when its sources changed.
buildWeb({ ifStale: true, quiet: true });

/**
 * What the browser loads before a page can run: its entry script, its preloads, its CSS. On a
 * page with a starter (decision 0038), `scripts` counts the code the starter brings in too, and
 * `beforeStart` only what comes before it does.
 * @param {string} page a file of the build
 */
function initialLoad(page) {
  const html = readFileSync(join(dist, page), 'utf8');
  /** @param {RegExp} pattern */
  const files = (pattern) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  const beforeStart = [
    ...files(/<script[^>]+src="([^"]+)"/g),
    ...files(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const started = [
    ...files(/data-start="([^"]+)"/g),
    ...files(/data-preload="([^"]+)"/g).flatMap((list) => list.split(' ')),
  ];
  return {
    scripts: [...beforeStart, ...started],
    beforeStart,
    styles: files(/<link rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}
/** @param {string[]} paths */
const gzipKb = (paths) =>
  paths.reduce(
    (/** @type {number} */ sum, path) =>
      sum + gzipSync(readFileSync(join(dist, path)), { level: 9 }).length,
    0,
  ) / 1024;
// The server answers / with the landing page prerendered in the visitor's language (English by
// default) when the build made it, the information pages drawn into info-page.<language>.html,
// and every other page with index.html.
/** @param {string} language */
const landingPage = (language) =>
  existsSync(join(dist, `landing.${language}.html`)) ? `landing.${language}.html` : 'index.html';
const { scripts, beforeStart, styles } = initialLoad(landingPage('english'));
const jsKb = gzipKb(scripts);
const cssKb = gzipKb(styles);
const tamil = initialLoad(landingPage('tamil'));
const otherPages = initialLoad('index.html');
const infoPage = existsSync(join(dist, 'info-page.english.html'))
  ? initialLoad('info-page.english.html')
  : null;

// The office console is a separate chunk: nothing a customer loads on / or /home may carry it.
const assets = join(dist, 'assets');
const landingFiles = staticClosure(
  assets,
  scripts.map((path) => path.replace(/^\/?assets\//, '')),
);
const homeFiles = staticClosure(assets, [
  ...otherPages.scripts.map((path) => path.replace(/^\/?assets\//, '')),
  ...assetsNamed(assets, /^home-screen-.*\.js$/),
]);
const officeFiles = assetsNamed(assets, /^admin-.*\.js$/);
const officeInLanding = officeCodeIn(assets, landingFiles);
const officeInHome = officeCodeIn(assets, homeFiles);

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
// The server as npm start runs it (scripts/start.mjs): compiled, its builds checked first.
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Portal ready') && resolve(undefined));
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

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
/** The runs Lighthouse made again, and why. @type {string[]} */
const retried = [];
/**
 * Lighthouse on `url`, run again (at most twice) when it could not measure the page at all (a lost
 * trace: NO_NAVSTART, seen on a fresh browser's first run): the figures are the page's, not the tool's.
 */
async function measure(/** @type {string} */ url, /** @type {import('lighthouse').Flags} */ flags) {
  for (let tries = 1; ; tries += 1) {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...flags,
    });
    const error = runner?.lhr.runtimeError;
    if (!error || tries === 3) return runner;
    retried.push(`${url.replace(/^http:\/\/[^/]+/, '')}: ${error.code}`);
  }
}
const results = [];
/** @type {{ language: string; fcpMs: number | null; lcpMs: number | null; failure: string }[]} */
const measured = [];
/**
 * Chrome's own installability check on a portal page, per language (decision 0084).
 * @type {Awaited<ReturnType<typeof checkInstallability>>}
 */
let installability = [];
try {
  for (const path of ['/', '/terms']) {
    const runner = await measure(`http://127.0.0.1:${port}${path}`, {});
    const categories = runner?.lhr.categories ?? {};
    results.push({
      path,
      scores: Object.fromEntries(
        Object.entries(categories).map(([id, category]) => [
          id,
          Math.round((category.score ?? 0) * 100),
        ]),
      ),
      lcpMs: Math.round(runner?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      fcpMs: Math.round(runner?.lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      siMs: Math.round(runner?.lhr.audits['speed-index']?.numericValue ?? 0),
      cls: (runner?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      tbtMs: Math.round(runner?.lhr.audits['total-blocking-time']?.numericValue ?? 0),
      failure: runner?.lhr.runtimeError
        ? `${runner.lhr.runtimeError.code}: ${runner.lhr.runtimeError.message}`
        : null,
    });
  }
  // What a phone on slow 4G sees, measured rather than simulated, in each language.
  for (const language of ['english', 'tamil']) {
    const runner = await measure(`http://127.0.0.1:${port}/`, {
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
      extraHeaders: { Cookie: `language=${language}` },
    });
    const audits = runner?.lhr.audits ?? {};
    const fcp = audits['first-contentful-paint']?.numericValue;
    const lcp = audits['largest-contentful-paint']?.numericValue;
    measured.push({
      language,
      fcpMs: fcp === undefined ? null : Math.round(fcp),
      lcpMs: lcp === undefined ? null : Math.round(lcp),
      // A run Lighthouse could not measure (a page that never painted in its time) says why, rather than 0 ms.
      failure:
        runner?.lhr.runtimeError?.message ??
        audits['largest-contentful-paint']?.errorMessage ??
        'no figure',
    });
  }
  // After Lighthouse: its runs clear the origin's storage, this one registers the service worker.
  installability = await checkInstallability({
    origin: `http://127.0.0.1:${port}`,
    chromePort: chrome.port,
  });
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}

const misses = [];
console.log(`Landing route /, initial load (gzip), ${landingPage('english')}:`);
console.log(
  `  JavaScript ${jsKb.toFixed(1)} KB in ${scripts.length} files (target at most ${JS_BUDGET_KB} KB); ` +
    `the Tamil page ${gzipKb(tamil.scripts).toFixed(1)} KB`,
);
console.log(
  `    of which before the first paint: ${gzipKb(beforeStart).toFixed(1)} KB in ${beforeStart.length} files`,
);
console.log(`  CSS        ${cssKb.toFixed(1)} KB in ${styles.length} files`);
if (infoPage) {
  console.log(
    `Information pages (info-page.english.html: /terms, /refund-policy, /contact), initial load (gzip):`,
  );
  console.log(
    `  JavaScript before the first touch ${gzipKb(infoPage.beforeStart).toFixed(1)} KB ` +
      `in ${infoPage.beforeStart.length} files; ` +
      `at it ${gzipKb(infoPage.scripts).toFixed(1)} KB in ${infoPage.scripts.length} files`,
  );
}
console.log(
  'Every other page (index.html: /login, /home, ...), initial load (gzip): ' +
    `JavaScript ${gzipKb(otherPages.scripts).toFixed(1)} KB in ${otherPages.scripts.length} files`,
);
if (jsKb > JS_BUDGET_KB) misses.push(`initial JavaScript ${jsKb.toFixed(1)} KB`);
console.log('Office console (admin) code:');
console.log(
  `  its own chunks: ${officeFiles.length} files, ${gzipKbOf(assets, officeFiles).toFixed(1)} KB gzip`,
);
console.log(
  `  in the landing route's ${landingFiles.length} files: ` +
    `${officeInLanding.length ? officeInLanding.join(', ') : 'none'}`,
);
console.log(
  `  in the home route's ${homeFiles.length} files: ${officeInHome.length ? officeInHome.join(', ') : 'none'}`,
);
if (officeInLanding.length + officeInHome.length > 0)
  misses.push('office code in a customer chunk');
console.log(
  'Lighthouse, mobile, default throttling ' +
    `(targets: LCP under ${LCP_BUDGET_MS} ms, performance ${scoreTargets.performance}):`,
);
for (const { path, scores, fcpMs, lcpMs, siMs, tbtMs, cls, failure } of results) {
  if (failure) console.log(`  ${path.padEnd(7)} Lighthouse could not measure it: ${failure}`);
  console.log(
    `  ${path.padEnd(7)} performance ${scores.performance}  accessibility ${scores.accessibility}  ` +
      `best practices ${scores['best-practices']}  SEO ${scores.seo}`,
  );
  console.log(
    `          FCP ${fcpMs} ms  LCP ${lcpMs} ms  Speed Index ${siMs} ms  TBT ${tbtMs} ms  CLS ${cls}`,
  );
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
    const target = scoreTargets[category] ?? 100;
    if ((scores[category] ?? 0) < target)
      misses.push(`${category} ${scores[category]} on ${path} (target ${target})`);
  }
  if (lcpMs >= LCP_BUDGET_MS)
    misses.push(`LCP ${lcpMs} ms on ${path} (target under ${LCP_BUDGET_MS} ms)`);
}
console.log('Lighthouse, mobile, DevTools throttling (slow 4G and 4x slower CPU, measured):');
for (const { language, fcpMs, lcpMs, failure } of measured) {
  const figures =
    fcpMs === null || lcpMs === null
      ? `not measured (${failure})`
      : `first contentful paint ${fcpMs} ms, largest contentful paint ${lcpMs} ms`;
  console.log(`  / in ${language.padEnd(7)} ${figures}`);
}
console.log(
  "Installable (Chrome's Page.getInstallabilityErrors on /login, once the service worker controls it; " +
    'Lighthouse 12 has no PWA audit):',
);
for (const { language, manifest, name, errors } of installability) {
  console.log(
    `  ${language.padEnd(7)} ` +
      `${errors.length ? `NOT installable: ${errors.join('; ')}` : 'installable'} (${manifest}, "${name}")`,
  );
  if (errors.length) misses.push(`not installable in ${language}: ${errors.join('; ')}`);
}
if (retried.length)
  console.log(
    `Lighthouse runs made again because it could not measure the page: ${retried.join(', ')}`,
  );
// A cheap phone on a weak signal, every customer route a first visit (decision 0085).
misses.push(...(await slowPhoneBenchmark({ runs: Number(process.env.BENCH_RUNS ?? 1) })));
console.log(misses.length ? `MISSED: ${misses.join('; ')}` : 'All targets met.');
process.exitCode = misses.length ? 1 : 0;
