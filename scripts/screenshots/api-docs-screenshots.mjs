// Screenshots of the API's page (decision 0054: Swagger UI at /api/docs, every file from this
// server) at 375 and 1280 px: the list of calls, and the booking call opened with its body and
// example. A developer's page: English only (Swagger UI's own words). Fails on a console error, a
// refusal by the page's Content-Security-Policy, or a request to another origin. Self-contained: a
// portal server of its own on a fresh data folder.
// Usage: [PORT=4397] node scripts/screenshots/api-docs-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { startOwnPortal } from './lib/own-portal.mjs';
import { launchChromium } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/api-docs';
mkdirSync(outDir, { recursive: true });
const { baseUrl, stop } = await startOwnPortal({
  port: Number(process.env.PORT ?? 4397),
  officeNumber: '9800077041',
  name: 'api-docs',
});

const problems = [];
try {
  const browser = await launchChromium();
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${width} px console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${width} px page error: ${error.message}`));
      page.on('request', (request) => {
        if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
          problems.push(`${width} px request elsewhere: ${request.url()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP refused ${event.blockedURI || 'inline'} (${event.violatedDirective})`),
        );
      });
      const response = await page.goto(`${baseUrl}/api/docs`);
      if (response?.status() !== 200) throw new Error(`/api/docs answered ${response?.status()}`);
      await page.locator('.opblock').first().waitFor();
      await page.waitForLoadState('networkidle');
      const list = `${outDir}/api-docs-${width}.png`;
      await page.screenshot({ path: list });
      // The booking call, opened: its body (JSON and multipart) with the example, and its replies.
      await page
        .locator('#operations-appointments-postAppointments .opblock-summary-control')
        .click();
      const booking = page.locator('#operations-appointments-postAppointments');
      await booking.locator('.opblock-body').waitFor();
      const box = await booking.boundingBox();
      const top = box.y + (await page.evaluate(() => window.scrollY));
      const opened = `${outDir}/api-docs-booking-${width}.png`;
      // Its top: the call, its parameters, the body with its example, the first reply.
      await page.screenshot({
        path: opened,
        fullPage: true,
        clip: { x: 0, y: top, width, height: Math.min(box.height, 2200) },
      });
      const operations = await page.locator('.opblock').count();
      console.log(list, opened, `${operations} operations listed`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
