// Screenshots of the focus states of decision 0108: the booking form's step 2 heading focused
// after "Next", and a slot of the slot grid focused and chosen with the arrow keys, at 375 and
// 1280 px in English and Tamil. Self-contained: it starts a portal server of its own on a fresh
// data folder, fills it, shoots, and stops it. Build the web app first.
// Usage: [PORT=3904] node scripts/screenshots/focus-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { daysAhead, startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/focus';
const port = Number(process.env.PORT ?? 3904);
const officeNumber = '9800077037';
mkdirSync(outDir, { recursive: true });
const { baseUrl, stop } = await startOwnPortal({ port, officeNumber, name: 'focus' });

const words = {
  english: { next: 'Next', showTimes: 'Show times' },
  tamil: { next: 'அடுத்து', showTimes: 'நேரங்களைக் காட்டு' },
};

try {
  const { signIn, call } = portalApi(baseUrl);
  const office = await signIn(officeNumber);
  const customer = await signIn('9876543219');
  await call(customer.token, 'PUT', '/api/user/profile', { name: 'Meena' });
  const browser = await launchChromium();
  for (const language of ['english', 'tamil']) {
    for (const width of [375, 1280]) {
      const context = await signedInContext(browser, { width, language, session: customer });
      const page = await context.newPage();
      const shot = (name) =>
        page.screenshot({ path: `${outDir}/${name}-${language}-${width}.png` });

      // The booking form: step 1 filled, "Next" pressed with the keyboard.
      await page.goto(`${baseUrl}/booking?service=1`);
      // The privacy notice is agreed to once (the first context), as a customer does.
      const notice = page.getByRole('dialog');
      if (await notice.isVisible().catch(() => false)) {
        await notice.getByRole('button').last().click();
        await notice.waitFor({ state: 'hidden' });
      }
      await page.locator('#name').fill('Ravi');
      await page.locator('#gender').selectOption('male');
      await page.locator('#date_of_birth').fill('1985-11-02');
      await page.locator('#birth_time').fill('14:30');
      await page.locator('#birth_place').fill('Coimbatore');
      await page.keyboard.press('Escape');
      const next = page.getByRole('button', { name: words[language].next });
      await next.focus();
      await page.keyboard.press('Enter');
      await page.locator('.booking-form__step-title:focus').waitFor();
      await shot('booking-step-heading');

      // The slot grid: a paid booking's day ahead, a slot reached with the arrow keys.
      const { appointment } = await call(customer.token, 'POST', '/api/appointments', {
        name: 'Ravi',
        gender: 'male',
        date_of_birth: '1985-11-02',
        birth_time: '14:30',
        birth_place: 'Coimbatore',
        services: [1],
        terms_agreed: true,
      });
      await call(customer.token, 'POST', `/api/payments/appointments/${appointment.id}/cash`);
      await call(office.token, 'POST', `/api/admin/appointments/${appointment.id}/mark-paid`);
      await page.goto(`${baseUrl}/select-slot/${appointment.id}`);
      await page.locator('.slot-filter input').fill(daysAhead(9));
      await page.getByRole('button', { name: words[language].showTimes }).click();
      const first = page.locator('.slot-card:not([disabled])').first();
      await first.waitFor();
      await first.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.locator('.slot-card:focus').scrollIntoViewIfNeeded();
      await shot('slot-grid-focused');
      await context.close();
    }
  }
  await browser.close();
} finally {
  stop();
}
