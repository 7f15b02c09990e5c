// Screenshots of the not-found page (decision 0050: an address with no screen answers 404 with it),
// at 375 and 1280 px in English and Tamil, as the server draws it (before its code runs) and once
// its code has run. Self-contained: a portal server of its own on a fresh data folder. Build the
// web app first (node scripts/build/build-web.mjs).
// Usage: [PORT=4399] node scripts/screenshots/not-found-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { startOwnPortal } from './lib/own-portal.mjs';
import { launchChromium } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/not-found';
mkdirSync(outDir, { recursive: true });
const { baseUrl, stop } = await startOwnPortal({
  port: Number(process.env.PORT ?? 4399),
  officeNumber: '9800077031',
  name: 'not-found',
});

try {
  const browser = await launchChromium();
  try {
    for (const width of [375, 1280]) {
      for (const language of ['english', 'tamil']) {
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          reducedMotion: 'reduce',
        });
        await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
        await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
        const page = await context.newPage();
        const response = await page.goto(`${baseUrl}/no-such-page`);
        if (response?.status() !== 404)
          throw new Error(`/no-such-page answered ${response?.status()}`);
        await page.evaluate(() => document.fonts.ready);
        const drawn = `${outDir}/not-found-${language}-${width}-drawn.png`;
        await page.screenshot({ path: drawn, fullPage: true });
        // Alive: the page's code runs at the first key, and takes the page over.
        const mounted = page.evaluate(
          () =>
            new Promise((resolve) =>
              document.addEventListener('portal:mounted', resolve, { once: true }),
            ),
        );
        await page.keyboard.press('Shift');
        await mounted;
        await page.waitForLoadState('networkidle');
        const alive = `${outDir}/not-found-${language}-${width}.png`;
        await page.screenshot({ path: alive, fullPage: true });
        console.log(drawn, alive);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
