// Screenshots of the office roles (decision 0058) at 375 and 1280 px, in English and Tamil: Team
// access and the activity log as the administrator sees them; the day, a consultation, the messages
// and the schedule as the desk sees them; and an astrologer's own day and consultation. A portal of
// its own (fresh data folder) on PORT or 3470.
// Usage: node scripts/screenshots/office-roles-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const numbers = {
  admin: '9800077470',
  desk: '9800077471',
  astrologer: '9800077472',
  customer: '9800077473',
};
const portal = await startOwnPortal({
  port: Number(process.env.PORT ?? 3470),
  officeNumber: numbers.admin,
  name: 'office-roles',
});
const { baseUrl } = portal;
const { signIn, call } = portalApi(baseUrl);

/** A weekday (Monday to Friday: the demo's second astrologer's days) this many days ahead in India. */
function weekdayAhead(days) {
  const india = new Date(Date.now() + 330 * 60_000);
  india.setUTCDate(india.getUTCDate() + days);
  while (india.getUTCDay() === 0 || india.getUTCDay() === 6)
    india.setUTCDate(india.getUTCDate() + 1);
  return india.toISOString().slice(0, 10);
}

try {
  const admin = await signIn(numbers.admin);
  await call(admin.token, 'PUT', '/api/user/profile', { name: 'Meena' });
  const team = await call(admin.token, 'GET', '/api/admin/staff');
  const second = team.astrologers.find((astrologer) => astrologer.id !== 1);
  await call(admin.token, 'PUT', '/api/admin/staff', { mobile_number: numbers.desk, role: 'desk' });
  await call(admin.token, 'PUT', '/api/admin/staff', {
    mobile_number: numbers.astrologer,
    role: 'astrologer',
    astrologer_id: second.id,
  });
  await call(admin.token, 'PUT', '/api/admin/staff', { mobile_number: '9800077474', role: 'desk' });
  const desk = await signIn(numbers.desk);
  desk.user = (await call(desk.token, 'PUT', '/api/user/profile', { name: 'Kala' })).user;
  const astrologer = await signIn(numbers.astrologer);
  astrologer.user = (
    await call(astrologer.token, 'PUT', '/api/user/profile', { name: 'Meenakshi' })
  ).user;
  admin.user = (await call(admin.token, 'GET', '/api/user/profile')).user;

  // Two consultations at 17:00 on one weekday: the second astrologer's (a Prasanam) and the chief's.
  const customer = await signIn(numbers.customer);
  const book = async (name, services) =>
    (
      await call(customer.token, 'POST', '/api/appointments', {
        name,
        gender: 'female',
        date_of_birth: '1988-03-14',
        birth_time: '06:40',
        birth_place: 'Madurai',
        services,
        terms_agreed: true,
        reason_for_visit: 'Career and a new house',
      })
    ).appointment;
  const theirs = await book('கவிதா', [3]);
  const chiefs = await book('Murugan', [1]);
  const unpaid = await book('Lakshmi', [1]);
  const day = weekdayAhead(10);
  for (const [booking, astrologerId] of [
    [theirs, second.id],
    [chiefs, 1],
  ]) {
    await call(desk.token, 'POST', `/api/admin/appointments/${booking.id}/mark-paid`);
    await call(desk.token, 'POST', `/api/admin/appointments/${booking.id}/schedule`, {
      date: day,
      slot_id: 1020,
      astrologer_id: astrologerId,
    });
  }
  const { staff } = await call(admin.token, 'GET', '/api/admin/staff');
  const member = staff.find((each) => each.mobile_number === '+919800077474');
  await call(admin.token, 'DELETE', `/api/admin/staff/${member.id}`);

  const browser = await launchChromium();
  try {
    for (const width of [375, 1280]) {
      for (const language of ['english', 'tamil']) {
        const suffix = `${language}-${width}`;
        const open = async (session, path, ready) => {
          const page = await (
            await signedInContext(browser, { width, language, session })
          ).newPage();
          await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
          await page.locator(ready).first().waitFor({ timeout: 60_000 });
          return page;
        };

        // The administrator: Team access (all of it, then the form asking which astrologer) and the activity log.
        let page = await open(admin, '/admin/staff', '.staff-member');
        await page.screenshot({ path: `${outDir}/staff-${suffix}.png`, fullPage: true });
        await page.screenshot({ path: `${outDir}/staff-top-${suffix}.png` });
        await page.locator('#staff-role').selectOption('astrologer');
        await page
          .locator('form.staff-grant')
          .screenshot({ path: `${outDir}/staff-grant-astrologer-${suffix}.png` });
        await page.goto(`${baseUrl}/admin/activity`, { waitUntil: 'networkidle' });
        await page.locator('.admin-audit__by').first().waitFor({ timeout: 60_000 });
        await page.screenshot({ path: `${outDir}/activity-roles-${suffix}.png` });
        await page
          .locator('.admin-audit')
          .first()
          .screenshot({ path: `${outDir}/activity-roles-entry-${suffix}.png` });
        await page.context().close();

        // The desk: the day, a consultation, the messages (no sign-in countries), the schedule (no booking rules).
        page = await open(desk, `/admin?date=${day}`, '.admin-count');
        await page.screenshot({ path: `${outDir}/desk-day-${suffix}.png`, fullPage: true });
        await page.goto(`${baseUrl}/admin/appointments/${unpaid.id}`, { waitUntil: 'networkidle' });
        await page.locator('.admin-detail').waitFor({ timeout: 60_000 });
        await page.screenshot({
          path: `${outDir}/desk-consultation-${suffix}.png`,
          fullPage: true,
        });
        await page.screenshot({ path: `${outDir}/desk-consultation-top-${suffix}.png` });
        await page.goto(`${baseUrl}/admin/messages`, { waitUntil: 'networkidle' });
        await page.locator('.admin-page h1').waitFor({ timeout: 60_000 });
        await page.screenshot({ path: `${outDir}/desk-messages-top-${suffix}.png` });
        await page.goto(`${baseUrl}/admin/schedule`, { waitUntil: 'networkidle' });
        await page.locator('.admin-schedule').waitFor({ timeout: 60_000 });
        await page.screenshot({ path: `${outDir}/desk-schedule-${suffix}.png`, fullPage: true });
        await page.context().close();

        // The astrologer: their own day, and their consultation (the record, charts, report and outcome).
        page = await open(astrologer, `/admin?date=${day}`, '.admin-count');
        await page.screenshot({ path: `${outDir}/astrologer-day-${suffix}.png`, fullPage: true });
        await page.goto(`${baseUrl}/admin/appointments/${theirs.id}`, { waitUntil: 'networkidle' });
        await page.locator('.admin-detail').waitFor({ timeout: 60_000 });
        await page.screenshot({
          path: `${outDir}/astrologer-consultation-${suffix}.png`,
          fullPage: true,
        });
        await page.screenshot({ path: `${outDir}/astrologer-consultation-top-${suffix}.png` });
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  portal.stop();
}
