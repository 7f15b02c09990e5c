// What a slow phone waits for on one route (decision 0112): the requests in the order they
// started, each one's start and end, its bytes on the wire, and the main thread's long tasks,
// from one Lighthouse run with the slow phone's throttling (bench/web/slow-phone.mjs), with its
// first content, usable and time to interactive. For finding where the time goes, not a target.
// Usage: node bench/web/slow-phone-waterfall.mjs /login [english|tamil]
// (BENCH_SLOW_PORT, default 4321, is the port of the portal it starts).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { lighthouseBrowserPath } from '../../scripts/e2e-browser.mjs';
import puppeteer from 'puppeteer-core';
import { startPortal } from '../api/portal-process.mjs';
import {
  customerSession,
  customerToken,
  prepareFirstVisit,
  slowPhoneFlags,
} from './slow-phone.mjs';

const route = process.argv[2] ?? '/login';
const language = process.argv[3] === 'tamil' ? 'tamil' : 'english';
const portal = await startPortal({ port: Number(process.env.BENCH_SLOW_PORT ?? 4321) });
const chrome = await chromeLauncher.launch({
  chromePath: lighthouseBrowserPath(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
  ],
});
try {
  const session = await customerSession(
    portal.baseUrl,
    await customerToken(portal.baseUrl, portal.serverLog),
    language,
  );
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await prepareFirstVisit({ page, baseUrl: portal.baseUrl, session, language });
  const runner = await lighthouse(
    `${portal.baseUrl}${route}`,
    { ...slowPhoneFlags, port: chrome.port },
    undefined,
    page,
  );
  const audits = runner?.lhr.audits ?? {};
  const mounted = await page.evaluate(
    () => performance.getEntriesByName('portal:mounted')[0]?.startTime ?? 0,
  );
  /** @type {any[]} */
  const requests = /** @type {any} */ (audits['network-requests']?.details)?.items ?? [];
  const origin = requests[0]?.networkRequestTime ?? 0;
  console.log(`${route} in ${language}:`);
  console.log(
    `  first content ${Math.round(audits['first-contentful-paint']?.numericValue ?? 0)} ms, ` +
      `interactive ${Math.round(audits.interactive?.numericValue ?? 0)} ms, mounted ${Math.round(mounted)} ms`,
  );
  for (const request of requests) {
    const start = Math.round(request.networkRequestTime - origin);
    const end = Math.round(request.networkEndTime - origin);
    const url = String(request.url).replace(portal.baseUrl, '');
    console.log(
      `  ${String(start).padStart(6)} → ${String(end).padStart(6)} ms ${`${(request.transferSize / 1024).toFixed(1)} KB`.padStart(9)}  ${request.priority?.padEnd(8) ?? ''} ${url.slice(0, 110)}`,
    );
  }
  /** @type {any[]} */
  const tasks = /** @type {any} */ (audits['long-tasks']?.details)?.items ?? [];
  console.log('  long tasks (start, duration):');
  for (const task of tasks)
    console.log(
      `    ${Math.round(task.startTime)} ms  ${Math.round(task.duration)} ms  ${String(task.url).replace(portal.baseUrl, '')}`,
    );
  /** @type {any[]} */
  const work = /** @type {any} */ (audits['mainthread-work-breakdown']?.details)?.items ?? [];
  console.log(
    `  main thread: ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`).join(', ')}`,
  );
  /** @type {any[]} */
  const scripts = /** @type {any} */ (audits['bootup-time']?.details)?.items ?? [];
  for (const item of scripts)
    console.log(
      `    ${String(item.url).replace(portal.baseUrl, '').slice(0, 60).padEnd(60)} run ${Math.round(item.scripting)} ms, compile ${Math.round(item.scriptParseCompile)} ms`,
    );
  /** @type {any[]} */
  const shifts = /** @type {any} */ (audits['layout-shifts']?.details)?.items ?? [];
  console.log(
    `  layout shift ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}:`,
  );
  for (const shift of shifts)
    console.log(
      `    ${Number(shift.score).toFixed(3)}  ${shift.node?.snippet?.slice(0, 120) ?? ''}`,
    );
  await page.close();
  await browser.disconnect();
} finally {
  await chrome.kill();
  await portal.stop();
}
