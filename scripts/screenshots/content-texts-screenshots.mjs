// Screenshots of the office's text editor on /admin/content: search results, and a chosen text
// with its preview, at 375 and 1280 px in English and Tamil. Self-contained: starts a portal
// server of its own on a fresh data folder (one text already changed), shoots, and stops it.
// Build the web app first (node scripts/build/build-web.mjs).
// Usage: [PORT=4463] node scripts/screenshots/content-texts-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/content-texts';
const port = Number(process.env.PORT ?? 4463);
const officeNumber = '9800077031';
mkdirSync(outDir, { recursive: true });
const { baseUrl, stop } = await startOwnPortal({ port, officeNumber, name: 'texts' });

// What the office searches for, in its own language, and the text it then opens.
const searches = { english: 'top banner', tamil: 'மேல் பதாகை' };

try {
  const { signIn, call } = portalApi(baseUrl);
  const office = await signIn(officeNumber);
  await call(office.token, 'PUT', '/api/admin/translations', {
    language: 'tamil',
    page: 'landing',
    key: 'hero_cta',
    value: 'இன்றே ஆலோசனையை முன்பதிவு செய்யுங்கள்',
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
        const editor = page.locator('section.admin-texts');
        const shot = async (name) => {
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          const path = `${outDir}/${name}-${language}-${width}.png`;
          await editor.screenshot({ path });
          console.log(path);
        };
        await page.goto(`${baseUrl}/admin/content`);
        await page.locator('#text-search').fill(searches[language]);
        await page.locator('.admin-text-item').first().waitFor();
        await shot('texts-search');
        // A text with a placeholder, chosen and edited in Tamil: the preview fills it with an example.
        await page.locator('#text-search').fill('{{service}}');
        await page.locator('.admin-text-item').first().click();
        await page.locator('#translation-language').selectOption('tamil');
        await page.locator('#translation-value').fill('இப்போதே {{service}} முன்பதிவு');
        await shot('texts-chosen');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0)
          console.warn(`${language} ${width}: the page is ${overflow} px wider than the screen`);
        await page.screenshot({
          path: `${outDir}/content-page-${language}-${width}.png`,
          fullPage: true,
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
