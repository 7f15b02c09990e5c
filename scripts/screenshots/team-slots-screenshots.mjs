// Screenshots of the team calendar (decision 0060) at 375 and 1280 px, in English and Tamil: the
// slot screen's astrologer choice (any astrologer first, then each with their languages) with a
// slot chosen, the same narrowed to one astrologer, My Appointments naming the astrologer, and the
// office's refused close of a day with consultations (the list and the choice). Self-contained: a
// portal of its own on a fresh data folder with the demo team. Build the web app first (node
// scripts/build/build-web.mjs).
// Usage: [PORT=4398] node scripts/screenshots/team-slots-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { daysAhead, startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/issue32-team';
const officeNumber = '9800077060';
mkdirSync(outDir, { recursive: true });
const portal = await startOwnPortal({
  port: Number(process.env.PORT ?? 4398),
  officeNumber,
  name: 'team-slots',
});
const { baseUrl } = portal;

try {
  const { signIn, call } = portalApi(baseUrl);
  const office = await signIn(officeNumber);
  const customer = await signIn(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);
  const day = daysAhead(3);
  // A Prasanam: the demo's two astrologers both give it (the second works weekdays, 10:00-13:00 and 16:00-18:00).
  const book = async () => {
    const { appointment } = await call(customer.token, 'POST', '/api/appointments', {
      name: 'Meena Rajan',
      gender: 'female',
      date_of_birth: '1991-08-15',
      birth_place: 'Madurai',
      services: [3],
      consultation_mode: 'in_person',
      terms_agreed: true,
    });
    await call(customer.token, 'POST', `/api/payments/appointments/${appointment.id}/cash`);
    return appointment;
  };
  const choosing = await book();
  const booked = await book();
  const { slots } = await call(
    customer.token,
    'GET',
    `/api/slots/available?date=${day}&appointment_id=${booked.id}`,
  );
  const first = slots.find((slot) => slot.status === 'available');
  await call(customer.token, 'POST', `/api/appointments/${booked.id}/book-slot`, {
    slot_id: first.id,
    date: day,
  });

  const browser = await launchChromium();
  try {
    for (const width of [375, 1280]) {
      for (const language of ['english', 'tamil']) {
        const suffix = `${language}-${width}`;
        const page = await (
          await signedInContext(browser, { width, language, session: customer })
        ).newPage();
        await page.goto(`${baseUrl}/select-slot/${choosing.id}`, { waitUntil: 'networkidle' });
        await page.locator('.slot-filter input').fill(day);
        await page.locator('.slot-filter button').click();
        await page.waitForLoadState('networkidle');
        await page.locator('.astrologer-choice').waitFor();
        await page.locator('.slot-card--available').first().click();
        await page.screenshot({
          path: `${outDir}/slots-any-astrologer-${suffix}.png`,
          fullPage: true,
        });
        await page.locator('.astrologer-choice input[type="radio"]').nth(2).check();
        await page.waitForLoadState('networkidle');
        await page.locator('.slot-card--available').first().click();
        await page
          .locator('.astrologer-choice')
          .screenshot({ path: `${outDir}/slots-astrologer-choice-${suffix}.png` });
        await page.screenshot({
          path: `${outDir}/slots-one-astrologer-${suffix}.png`,
          fullPage: true,
        });
        await page.goto(`${baseUrl}/appointments`, { waitUntil: 'networkidle' });
        await page.screenshot({
          path: `${outDir}/appointments-astrologer-${suffix}.png`,
          fullPage: true,
        });

        const officePage = await (
          await signedInContext(browser, { width, language, session: office })
        ).newPage();
        await officePage.goto(`${baseUrl}/admin/schedule`, { waitUntil: 'networkidle' });
        await officePage.locator('#blocked-day').fill(day);
        await officePage.locator('#blocked-day').evaluate((input) => input.form.requestSubmit());
        await officePage.locator('.day-closing').waitFor();
        await officePage.locator('.day-closing').scrollIntoViewIfNeeded();
        await officePage
          .locator('.day-closing')
          .screenshot({ path: `${outDir}/close-day-consultations-${suffix}.png` });
        await officePage.screenshot({
          path: `${outDir}/close-day-page-${suffix}.png`,
          fullPage: true,
        });
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  portal.stop();
}
