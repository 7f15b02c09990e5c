// Screenshots of the booking form's place of birth (decision 0027) at 375 and 1280 px, in English
// and Tamil, on a portal of the script's own: the suggestions as the customer types, a place chosen
// (its coordinates under the field), and a village not in the list given by latitude and longitude.
// Usage: node scripts/screenshots/birth-place-screenshots.mjs [outDir] [port]
import { mkdirSync } from 'node:fs';
import { startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots';
const port = Number(process.argv[3] ?? 4482);
mkdirSync(outDir, { recursive: true });
const portal = await startOwnPortal({ port, officeNumber: '9800077482', name: 'birth-place' });
const words = {
  english: {
    typed: 'Madu',
    option: /^Madurai, Tamil Nadu/,
    open: /^My place is not in the list/,
    village: 'Thirupanandal Pudur',
  },
  tamil: {
    typed: 'மது',
    option: /^மதுரை, தமிழ்நாடு/,
    open: /^என் ஊர் பட்டியலில் இல்லை/,
    village: 'திருப்பனந்தாள் புதூர்',
  },
};

async function shoot(page, name) {
  await page.evaluate(() => document.fonts.ready);
  const section = page.locator('.form-section').first();
  await section.screenshot({ path: `${outDir}/${name}.png` });
  console.log(`${outDir}/${name}.png`);
}

const browser = await launchChromium();
try {
  const customer = await portalApi(portal.baseUrl).signIn(
    `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`,
  );
  for (const width of [375, 1280]) {
    for (const language of ['english', 'tamil']) {
      const context = await signedInContext(browser, { width, language, session: customer });
      const page = await context.newPage();
      const suffix = `${language}-${width}`;
      const w = words[language];
      await page.goto(`${portal.baseUrl}/booking?service=1`);
      const place = page.locator('#birth_place');
      await place.fill(w.typed);
      await page.getByRole('option', { name: w.option }).waitFor();
      await shoot(page, `birth-place-suggestions-${suffix}`);
      await page.getByRole('option', { name: w.option }).click();
      await page.locator('#birth_place-hint').waitFor();
      await shoot(page, `birth-place-chosen-${suffix}`);
      await place.fill(w.village);
      await page.getByRole('button', { name: w.open }).click();
      await page.locator('#birth_latitude').fill('11.13');
      await page.locator('#birth_longitude').fill('79.55');
      await shoot(page, `birth-place-coordinates-${suffix}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  portal.stop();
}
