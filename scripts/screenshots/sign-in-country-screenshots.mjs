// Screenshots of the sign-in screen refusing a mobile of a country the portal does not serve
// (422 COUNTRY_NOT_SERVED from modules/auth, said in the user's language, the number field marked,
// decision 0079), at 375 and 1280 px, in English and Tamil. The portal must be running with the
// default SIGN_IN_COUNTRIES (Latvia not in them).
// Usage: node scripts/screenshots/sign-in-country-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { launchChromium } from './lib/signed-in-browser.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });

const words = {
  english: { number: 'Mobile number', agree: 'I agree to the', send: 'Send OTP' },
  tamil: { number: 'கைபேசி எண்', agree: 'நான் ஒப்புக்கொள்கிறேன்:', send: 'OTP அனுப்பு' },
};

const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    for (const language of ['english', 'tamil']) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: 'reduce',
      });
      // The language as the switch saves it: in storage and in the cookie.
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('textbox', { name: words[language].number }).fill('+371 2123 4567');
      await page.getByRole('checkbox', { name: new RegExp(`^${words[language].agree}`) }).check();
      await page.getByRole('button', { name: words[language].send }).click();
      const said = page
        .getByRole('alert')
        .filter({ hasText: language === 'tamil' ? 'நாட்டுக் கைபேசி' : 'this country' });
      await said.waitFor();
      await said.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const path = `${outDir}/sign-in-country-${language}-${width}.png`;
      await page.screenshot({ path });
      console.log(path);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
