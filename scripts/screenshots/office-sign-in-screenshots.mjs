// Screenshots of the office's sign-in countries (SIGN_IN_COUNTRIES, modules/admin/sign-in) at
// /admin/messages#sign-in, with an office list in force (the default plus Latvia), at 375 and 1280
// px in English and Tamil. Start the server with `CAPTCHA=off NODE_ENV=test`; OFFICE_NUMBER is a
// granted number (10 digits).
// Usage: OFFICE_NUMBER=9840577001 SERVER_LOG=/tmp/server.log \
//   node scripts/screenshots/office-sign-in-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const { signIn, call } = portalApi(baseUrl);

const office = await signIn((process.env.OFFICE_NUMBER ?? '').replace(/^\+91/, ''));
const { settings } = await call(office.token, 'GET', '/api/admin/sign-in-settings');
await call(office.token, 'PUT', '/api/admin/sign-in-settings', {
  countries: [...settings.default_countries, 'LV'],
});

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
      await page.goto(`${baseUrl}/admin/messages#sign-in`);
      const form = page.locator('#sign-in');
      await form.waitFor();
      await form.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const path = `${outDir}/office-sign-in-${language}-${width}.png`;
      await page.screenshot({ path });
      console.log(path);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await call(office.token, 'PUT', '/api/admin/sign-in-settings', { countries: null });
}
