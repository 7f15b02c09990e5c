// Screenshots of the team (decision 0059) at 375 and 1280 px, in English and Tamil: the console's
// Astrologers screen (the demo's two, a form refusing a new one), the schedule screen with the
// second astrologer's weekly hours chosen and a closed day of theirs beside the office's, and a
// service's length and pause. A portal of its own (fresh data folder) on PORT or 3460.
// Usage: node scripts/screenshots/astrologers-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { daysAhead, startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const officeNumber = '9800077460';
const portal = await startOwnPortal({
  port: Number(process.env.PORT ?? 3460),
  officeNumber,
  name: 'astrologers',
});
const { baseUrl } = portal;
const { signIn, call } = portalApi(baseUrl);

try {
  const office = await signIn(officeNumber);
  const day = daysAhead(9);
  await call(office.token, 'POST', '/api/admin/blocked-days', { day, reason: 'Pongal' });
  await call(office.token, 'POST', '/api/admin/blocked-days', {
    day: daysAhead(12),
    reason: 'Family function',
    astrologer_id: 2,
  });

  const browser = await launchChromium();
  try {
    for (const width of [375, 1280]) {
      for (const language of ['english', 'tamil']) {
        const suffix = `${language}-${width}`;
        const page = await (
          await signedInContext(browser, { width, language, session: office })
        ).newPage();

        await page.goto(`${baseUrl}/admin/astrologers`, { waitUntil: 'networkidle' });
        await page.locator('.admin-panel').first().waitFor();
        await page.screenshot({ path: `${outDir}/astrologers-${suffix}.png`, fullPage: true });
        await page.screenshot({ path: `${outDir}/astrologers-top-${suffix}.png` });
        await page
          .locator('form.admin-panel')
          .nth(1)
          .screenshot({ path: `${outDir}/astrologers-second-${suffix}.png` });
        // A new astrologer with no service: refused beside the fields.
        const form = page.locator('form.admin-panel').last();
        await form.locator('input').first().fill('Lakshmi');
        await form.locator('button[type="submit"]').click();
        await form.locator('.form-field__error').first().waitFor();
        await form.screenshot({ path: `${outDir}/astrologers-refused-${suffix}.png` });

        await page.goto(`${baseUrl}/admin/schedule?astrologer=2`, { waitUntil: 'networkidle' });
        await page.locator('.weekly-hours').waitFor();
        await page.screenshot({ path: `${outDir}/schedule-team-${suffix}.png`, fullPage: true });
        await page.screenshot({ path: `${outDir}/schedule-team-top-${suffix}.png` });
        await page
          .locator('form[aria-labelledby="rules-title"]')
          .screenshot({ path: `${outDir}/schedule-rules-${suffix}.png` });
        await page.locator('#blocked-days-title').scrollIntoViewIfNeeded();
        await page
          .locator('section[aria-labelledby="blocked-days-title"]')
          .screenshot({ path: `${outDir}/schedule-closed-days-${suffix}.png` });

        await page.goto(`${baseUrl}/admin/services`, { waitUntil: 'networkidle' });
        await page.locator('form.admin-panel').first().waitFor();
        await page
          .locator('form.admin-panel')
          .first()
          .screenshot({ path: `${outDir}/service-lengths-${suffix}.png` });

        await page.goto(`${baseUrl}/admin/activity`, { waitUntil: 'networkidle' });
        await page.locator('.admin-audit__sentence').first().waitFor();
        await page.screenshot({ path: `${outDir}/activity-team-${suffix}.png` });
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  portal.stop();
}
