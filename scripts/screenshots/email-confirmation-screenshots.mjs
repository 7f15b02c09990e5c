// Screenshots of an e-mail address's confirmation (decision 0107) at 375 and 1280 px in English
// and Tamil: My Profile with the address waiting for confirmation and confirmed, and the page the
// link opens: confirmed, already used and a wrong link. Self-contained: a portal server of its own
// on a fresh data folder; the links are read from the console e-mail provider's lines in its log.
// Build the web app first. Usage: [PORT=3903] node scripts/screenshots/email-confirmation-screenshots.mjs [outDir]
import { mkdirSync, readFileSync } from 'node:fs';
import { startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/email-confirmation';
const port = Number(process.env.PORT ?? 3903);
mkdirSync(outDir, { recursive: true });
const { baseUrl, serverLog, stop } = await startOwnPortal({
  port,
  officeNumber: '9800077051',
  name: 'email-confirmation',
});
const randomNumber = () => `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;

/** The newest confirmation link the console provider wrote for an address (its last four before the @). */
async function linkFor(address) {
  const at = address.lastIndexOf('@');
  const recipient = `…${address.slice(at - 4, at)}@…`;
  for (let tries = 0; tries < 100; tries += 1) {
    const link = readFileSync(serverLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"email_confirmation"'))
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.recipient === recipient && entry.link)
      .at(-1)?.link;
    if (link) {
      const { pathname, search } = new URL(link);
      return `${baseUrl}${pathname}${search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link went to ${address}`);
}

try {
  const { signIn, call } = portalApi(baseUrl);
  const browser = await launchChromium();
  let n = 0;
  for (const language of ['english', 'tamil']) {
    for (const width of [375, 1280]) {
      n += 1;
      const session = await signIn(randomNumber());
      // Agreed to the notice, so its prompt does not cover the profile.
      await call(session.token, 'PUT', '/api/user/consents', { service_version: 1 });
      const address = `meena.vaidehi${1000 + n}@example.in`;
      const name = language === 'tamil' ? 'மீனா' : 'Meena';
      await call(session.token, 'PUT', '/api/user/profile', {
        name,
        email: address,
        language_preference: language,
      });
      const context = await signedInContext(browser, { width, language, session });
      const page = await context.newPage();
      const shot = (what) =>
        page.screenshot({ path: `${outDir}/${what}-${language}-${width}.png` });
      // My Profile's card only: the page below it is the other parts' (people, privacy, requests).
      const profileShot = (what) =>
        page
          .locator('.profile-card[aria-labelledby="profile-title"]')
          .screenshot({ path: `${outDir}/${what}-${language}-${width}.png` });

      await page.goto(`${baseUrl}/profile`);
      await page.locator('.email-state--waiting').waitFor();
      await profileShot('profile-waiting');

      const link = await linkFor(address);
      await page.goto(link);
      await page.locator('.confirm-email-card [role=status] h1').last().waitFor();
      await page.waitForFunction(
        () => !document.querySelector('.confirm-email-card')?.textContent?.includes('…'),
      );
      await shot('confirm-done');

      await page.goto(link);
      await page.locator('.confirm-email-card [role=alert]').waitFor();
      await shot('confirm-used');

      await page.goto(`${baseUrl}/confirm-email?token=not-one-of-ours&language=${language}`);
      await page.locator('.confirm-email-card [role=alert]').waitFor();
      await shot('confirm-wrong');

      await page.goto(`${baseUrl}/profile`);
      await page.locator('.email-state--confirmed').waitFor();
      await profileShot('profile-confirmed');
      await context.close();
    }
  }
  await browser.close();
  console.log(`Screenshots in ${outDir}`);
} finally {
  stop();
}
