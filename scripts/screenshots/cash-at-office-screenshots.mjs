// Screenshots of cash at the office with a time, and of the office's cancellations in full
// (decision 0057), at 375 and 1280 px, in English and Tamil: the payment choice for a consultation
// at the office (cash paid there, time chosen now), the slot screen after choosing cash (the amount
// due at the office), the payment page's cash card with its "choose a slot", a phone consultation's
// slot screen (cash first), My Appointments with the amount due before and after the time is
// chosen, the office's cancel dialog (everything back, whatever the hour), and the terms and
// refund-policy pages. Self-contained: a portal of its own on a fresh data folder. Build the web
// app first (node scripts/build/build-web.mjs).
// Usage: [PORT=4397] node scripts/screenshots/cash-at-office-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { daysAhead, startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/issue32-cash-and-refunds';
const officeNumber = '9800077057';
mkdirSync(outDir, { recursive: true });
const portal = await startOwnPortal({
  port: Number(process.env.PORT ?? 4397),
  officeNumber,
  name: 'cash-at-office',
});
const { baseUrl } = portal;

try {
  const { signIn, call } = portalApi(baseUrl);
  const office = await signIn(officeNumber);
  const customer = await signIn(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);
  const book = async (mode) =>
    (
      await call(customer.token, 'POST', '/api/appointments', {
        name: 'லக்ஷ்மி',
        gender: 'female',
        date_of_birth: '1991-08-15',
        birth_time: '07:45',
        birth_place: 'Madurai',
        services: [1],
        consultation_mode: mode,
        terms_agreed: true,
      })
    ).appointment;
  const cash = async (appointment) =>
    (await call(customer.token, 'POST', `/api/payments/appointments/${appointment.id}/cash`))
      .appointment;

  // A consultation at the office, cash chosen: a time can be chosen at once.
  const atOffice = await cash(await book('in_person'));
  // The same with a time (the booking of it waits for the slot rewrite: drawn from the reply).
  const withTime = await cash(await book('in_person'));
  // By phone, cash chosen: the office takes it first.
  const byPhone = await cash(await book('phone'));
  // Paid in cash and given a time two hours from now: the office cancels it.
  const toCancel = await cash(await book('in_person'));
  await call(office.token, 'POST', `/api/admin/appointments/${toCancel.id}/mark-paid`);
  const soon = new Date(Date.now() + (330 + 120) * 60_000);
  const minute = Math.min(soon.getUTCHours() * 60 + soon.getUTCMinutes(), 1440 - 60);
  await call(office.token, 'POST', `/api/admin/appointments/${toCancel.id}/schedule`, {
    slot_id: minute,
    date: soon.toISOString().slice(0, 10),
  });

  const browser = await launchChromium();
  const shot = async (page, name) => {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  };
  try {
    for (const width of [375, 1280]) {
      for (const language of ['english', 'tamil']) {
        const suffix = `${language}-${width}`;
        const context = await signedInContext(browser, {
          width,
          height: 800,
          language,
          session: customer,
        });
        const page = await context.newPage();
        // The appointment with a time, as the server will answer once the slot rewrite books it.
        await page.route(/\/api\/appointments(\?.*)?$/, async (route) => {
          const reply = await (await route.fetch()).json();
          const start = `${daysAhead(4)}T05:00:00.000Z`;
          reply.appointments = reply.appointments.map((appointment) =>
            appointment.id === withTime.id
              ? {
                  ...appointment,
                  status: 'scheduled',
                  scheduled_datetime: start,
                  scheduled_end: `${daysAhead(4)}T06:00:00.000Z`,
                  can_choose_time: false,
                }
              : appointment,
          );
          await route.fulfill({ json: reply });
        });

        // A fresh booking at the office: the payment choice, cash selected.
        const fresh = await book('in_person');
        await page.goto(`${baseUrl}/payment/${fresh.id}`, { waitUntil: 'networkidle' });
        await page.locator('input[name=payment-method][value=cash]').check();
        await shot(page, `payment-choice-in-person-${suffix}.png`);
        await page.locator('.payment-form button[type=submit]').click();
        await page.waitForURL(/\/select-slot\//);
        await page.locator('.slot-card, .empty-state').first().waitFor();
        await shot(page, `select-slot-after-cash-${suffix}.png`);

        await page.goto(`${baseUrl}/payment/${atOffice.id}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(3500); // the toasts go
        await shot(page, `payment-cash-card-in-person-${suffix}.png`);
        await page.goto(`${baseUrl}/select-slot/${byPhone.id}`, { waitUntil: 'networkidle' });
        await shot(page, `select-slot-phone-cash-${suffix}.png`);
        await page.goto(`${baseUrl}/appointments`, { waitUntil: 'networkidle' });
        await shot(page, `appointments-${suffix}.png`);
        // Each card of the list, to be looked at one by one.
        for (const [name, appointment] of [
          ['no-time', atOffice],
          ['with-time', withTime],
          ['phone', byPhone],
        ]) {
          await page
            .locator('.appointment-card')
            .filter({ hasText: appointment.appointment_number })
            .screenshot({ path: `${outDir}/card-${name}-${suffix}.png` });
          console.log(`${outDir}/card-${name}-${suffix}.png`);
        }
        await page
          .locator('.appointment-card')
          .filter({ hasText: withTime.appointment_number })
          .locator('.appointment-card__actions .button--ghost')
          .click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${outDir}/details-with-time-${suffix}.png` });
        console.log(`${outDir}/details-with-time-${suffix}.png`);

        for (const info of ['terms', 'refund-policy']) {
          await page.goto(`${baseUrl}/${info}`, { waitUntil: 'networkidle' });
          await shot(page, `${info}-${suffix}.png`);
        }
        await context.close();

        const console_ = await signedInContext(browser, {
          width,
          height: 900,
          language,
          session: office,
        });
        const officePage = await console_.newPage();
        await officePage.goto(`${baseUrl}/admin/appointments/${toCancel.id}`, {
          waitUntil: 'networkidle',
        });
        await officePage
          .locator('.admin-panel .button--danger')
          .first()
          .click({ timeout: 15_000 })
          .catch(async (error) => {
            await officePage.screenshot({
              path: `${outDir}/office-failed-${suffix}.png`,
              fullPage: true,
            });
            throw error;
          });
        await officePage.locator('dialog[open]').waitFor();
        await officePage.waitForTimeout(300);
        await officePage.screenshot({ path: `${outDir}/office-cancel-dialog-${suffix}.png` });
        console.log(`${outDir}/office-cancel-dialog-${suffix}.png`);
        await console_.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  portal.stop();
}
