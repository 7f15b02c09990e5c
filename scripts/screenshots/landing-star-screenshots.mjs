// Screenshots of the landing page's "find your star" tool (decision 0030): the section as
// prerendered (closed), the place suggestions, a result for an exact time (Madurai, 1990-01-15
// 06:30) and one for a period of the day, at 375 and 1280 px in English and Tamil. Self-contained:
// it starts a portal server of its own on a fresh data folder. Build the web app first.
// Usage: [PORT=4465] node scripts/screenshots/landing-star-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { startOwnPortal } from './lib/own-portal.mjs';
import { launchChromium } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/landing-star';
const port = Number(process.env.PORT ?? 4465);
mkdirSync(outDir, { recursive: true });
const { baseUrl, stop } = await startOwnPortal({
  port,
  officeNumber: '9800077099',
  name: 'landing-star',
});
const browser = await launchChromium();

try {
  for (const width of [375, 1280]) {
    for (const language of ['english', 'tamil']) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${baseUrl}/`);
      if (language === 'tamil') await page.getByRole('radio', { name: 'தமிழ்' }).first().check();
      const section = page.locator('#find-your-star');
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${outDir}/closed-${width}-${language}.png` });
      await section.getByRole('button').click();
      await section.locator('input[type="date"]').fill('1990-01-15');
      await section.locator('input[type="time"]').fill('06:30');
      await section.getByRole('combobox').last().pressSequentially('Madu', { delay: 30 });
      await section.getByRole('option').first().waitFor();
      await section.screenshot({ path: `${outDir}/suggestions-${width}-${language}.png` });
      await section.getByRole('option').first().click();
      await section.locator('button[type="submit"]').click();
      await section.locator('.star-result').waitFor();
      await page.mouse.move(0, 0);
      await section.screenshot({ path: `${outDir}/result-${width}-${language}.png` });
      // A period birth: no lagna, and the Moon's star range.
      await section.getByRole('radio').nth(1).check();
      await section.locator('select').selectOption('night');
      await section.locator('button[type="submit"]').click();
      await section
        .getByTestId('star-lagna')
        .filter({ hasNotText: /\(|^[\u0B80-\u0BFF]+$/ })
        .waitFor();
      await section.screenshot({ path: `${outDir}/period-${width}-${language}.png` });
      await page.close();
    }
  }
} finally {
  await browser.close();
  await stop();
}
console.log(`screenshots in ${outDir}`);
