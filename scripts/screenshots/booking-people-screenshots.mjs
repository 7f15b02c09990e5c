// Screenshots of who a booking is for (docs/decisions/0024), at 375 and 1280 px, in English and
// Tamil: step 1 of Marriage Porutham asking whose details come first, the same with the
// bridegroom's first (his typed details kept), and step 1 of Prasanam alone (birth time optional).
// The portal must be running, with SERVER_LOG naming its output (for the sign-in code).
// Usage: SERVER_LOG=/tmp/server.log \
//   node scripts/screenshots/booking-people-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const customer = await portalApi(baseUrl).signIn(
  `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`,
);

async function shoot(page, name) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true });
  console.log(`${outDir}/${name}.png`);
}

const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    for (const language of ['english', 'tamil']) {
      const context = await signedInContext(browser, { width, language, session: customer });
      const page = await context.newPage();
      const suffix = `${language}-${width}`;

      await page.goto(`${baseUrl}/booking?service=2`);
      await page.locator('input[name=marriage_first]').first().waitFor();
      await shoot(page, `booking-marriage-ask-${suffix}`);

      await page.locator('#name').fill(language === 'tamil' ? 'கார்த்திக்' : 'Karthik');
      await page.locator('#date_of_birth').fill('1990-07-01');
      await page.locator('input[name=marriage_first][value=bridegroom]').check();
      await page.locator('#partner_name').waitFor();
      await shoot(page, `booking-marriage-groom-first-${suffix}`);

      await page.goto(`${baseUrl}/booking?service=3`);
      await page.locator('#birth_time-hint').waitFor();
      await shoot(page, `booking-prasanam-${suffix}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
