// Screenshots of a day with a break (decision 0021) at 375 and 1280 px, in English and Tamil: the
// office's schedule editor with Monday open 09:00-13:00 and 14:00-18:00, and the customer's slot
// page on such a Monday. The portal must be running, with OFFICE_NUMBER granted the admin role (npm
// run admin -- grant <number>) and SERVER_LOG naming its output (for the sign-in codes). The
// schedule is put back as it was at the end.
// Usage: OFFICE_NUMBER=9800077009 SERVER_LOG=/tmp/server.log \
//   node scripts/screenshots/schedule-breaks-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const { signIn, call } = portalApi(baseUrl);

/** The first Monday from tomorrow on, India time. */
function nextMonday() {
  const india = new Date(Date.now() + 330 * 60_000);
  india.setUTCDate(india.getUTCDate() + 1);
  while (india.getUTCDay() !== 1) india.setUTCDate(india.getUTCDate() + 1);
  return india.toISOString().slice(0, 10);
}

const office = await signIn(process.env.OFFICE_NUMBER ?? '');
const { schedule: original } = await call(office.token, 'GET', '/api/admin/schedule');
const monday = { weekday: 1, opens: '09:00', closes: '13:00' };
const afternoon = { weekday: 1, opens: '14:00', closes: '18:00' };
await call(office.token, 'PUT', '/api/admin/schedule', {
  ...original,
  weekly_hours: [monday, afternoon, ...original.weekly_hours.filter((day) => day.weekday !== 1)],
});

// A paid appointment waiting for its slot (paid in cash, recorded by the office).
const customer = await signIn(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);
const { appointment } = await call(customer.token, 'POST', '/api/appointments', {
  name: 'Meena Rajan',
  gender: 'female',
  date_of_birth: '1991-08-15',
  birth_time: '07:45',
  birth_place: 'Madurai',
  services: [1],
  consultation_mode: 'in_person',
  terms_agreed: true,
});
await call(customer.token, 'POST', `/api/payments/appointments/${appointment.id}/cash`);
await call(office.token, 'POST', `/api/admin/appointments/${appointment.id}/mark-paid`);

const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    for (const language of ['english', 'tamil']) {
      const suffix = `${language}-${width}`;
      const officePage = await (
        await signedInContext(browser, { width, language, session: office })
      ).newPage();
      await officePage.goto(`${baseUrl}/admin/schedule`, { waitUntil: 'networkidle' });
      await officePage.locator('.weekly-hours').waitFor();
      await officePage.screenshot({
        path: `${outDir}/schedule-break-${suffix}.png`,
        fullPage: true,
      });
      await officePage.locator('.weekly-hours__day').nth(0).scrollIntoViewIfNeeded();
      await officePage.screenshot({ path: `${outDir}/schedule-break-top-${suffix}.png` });
      // The refusal beside the window when Tuesday's break is made to overlap.
      await officePage.locator('.weekly-hours__add').nth(1).click();
      await officePage
        .locator('.weekly-hours__day')
        .nth(1)
        .locator('input[type="time"]')
        .nth(2)
        .fill('12:00');
      await officePage.locator('.admin-panel button[type="submit"]').first().click();
      await officePage.locator('.weekly-hours .form-field__error').first().waitFor();
      await officePage
        .locator('.weekly-hours__day')
        .nth(1)
        .screenshot({ path: `${outDir}/schedule-break-refused-${suffix}.png` });

      const customerPage = await (
        await signedInContext(browser, { width, language, session: customer })
      ).newPage();
      await customerPage.goto(`${baseUrl}/select-slot/${appointment.id}`, {
        waitUntil: 'networkidle',
      });
      await customerPage.locator('.slot-filter input').fill(nextMonday());
      await customerPage.locator('.slot-filter button').click();
      await customerPage.waitForLoadState('networkidle');
      await customerPage.locator('.slot-card').first().waitFor();
      await customerPage.screenshot({
        path: `${outDir}/select-slot-break-${suffix}.png`,
        fullPage: true,
      });
      await customerPage
        .locator('.slot-grid')
        .screenshot({ path: `${outDir}/select-slot-break-grid-${suffix}.png` });
    }
  }
} finally {
  await browser.close();
  await call(office.token, 'PUT', '/api/admin/schedule', original);
}
