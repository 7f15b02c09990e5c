// Screenshots of the office's UI settings refusing a javascript: link and a data: image at their
// fields, at 375 and 1280 px in English and Tamil; and the server's own refusal of the same values
// (400 VALIDATION_FAILED, each field named, in both languages). Self-contained: starts a portal
// server of its own on a fresh data folder, shoots, and stops it.
// Build the web app first (node scripts/build/build-web.mjs, or WEB_DIST_DIR naming another build).
// Usage: [PORT=4464] node scripts/screenshots/ui-settings-links-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/ui-settings-links';
const port = Number(process.env.PORT ?? 4464);
const officeNumber = '9800077032';
mkdirSync(outDir, { recursive: true });
const { baseUrl, stop } = await startOwnPortal({ port, officeNumber, name: 'links' });

const hostile = {
  social_facebook: 'javascript:alert(document.cookie)',
  login_image_url: 'data:image/svg+xml,<svg onload=alert(1)>',
};

try {
  const { signIn, call } = portalApi(baseUrl);
  const office = await signIn(officeNumber);
  // The server refuses the same values whatever the browser does.
  const { ui_settings: settings } = await call(office.token, 'GET', '/api/admin/content');
  for (const language of ['en', 'ta']) {
    const reply = await fetch(`${baseUrl}/api/admin/settings/ui`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${office.token}`,
        'content-type': 'application/json',
        'accept-language': language,
      },
      body: JSON.stringify({
        ...settings,
        social_facebook: { english: hostile.social_facebook, tamil: null },
        login_image_url: { english: hostile.login_image_url, tamil: null },
      }),
    });
    console.log(`server, ${language}: ${reply.status} ${await reply.text()}`);
  }

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
        await page.goto(`${baseUrl}/admin/content`);
        const form = page.locator('form[aria-labelledby="settings-title"]');
        await form.waitFor();
        await page.locator('#setting-social_facebook-en').fill(hostile.social_facebook);
        await page.locator('#setting-login_image_url-en').fill(hostile.login_image_url);
        await form.locator('button[type="submit"]').click();
        await form.locator('[role="alert"], .form-field__error').first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        for (const key of ['login_image_url', 'social_facebook']) {
          const pair = form.locator('.admin-settings__pair', {
            has: page.locator(`#setting-${key}-en`),
          });
          await pair.scrollIntoViewIfNeeded();
          const path = `${outDir}/${key}-${language}-${width}.png`;
          await pair.screenshot({ path });
          console.log(path, '|', (await pair.innerText()).replace(/\s+/g, ' '));
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0)
          console.warn(`${language} ${width}: the page is ${overflow} px wider than the screen`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
