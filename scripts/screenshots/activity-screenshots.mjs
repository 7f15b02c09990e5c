// Screenshots of the office's activity log (/admin/activity) with several kinds of entries (cash
// taken, a slot given, cancellations with refunds, a refund handed over, a day and a slot closed,
// a text override), at 375 and 1280 px in English and Tamil. Self-contained: it starts a portal
// server of its own on a fresh data folder, fills it, shoots, and stops it. Build the web app first.
// Usage: [PORT=4462] node scripts/screenshots/activity-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { daysAhead, startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/activity';
const port = Number(process.env.PORT ?? 4462);
const officeNumber = '9800077043';
mkdirSync(outDir, { recursive: true });
const { baseUrl, stop } = await startOwnPortal({ port, officeNumber, name: 'activity' });

const someNumber = () => `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;

try {
  const { signIn, call } = portalApi(baseUrl);
  const office = await signIn(officeNumber);
  await call(office.token, 'PUT', '/api/user/profile', { name: 'Priya' });

  async function paidBooking(name) {
    const customer = await signIn(someNumber());
    await call(customer.token, 'PUT', '/api/user/profile', { name });
    const { appointment } = await call(customer.token, 'POST', '/api/appointments', {
      name,
      gender: 'female',
      date_of_birth: '1988-03-14',
      birth_time: '05:40',
      birth_place: 'Madurai',
      services: [1],
      terms_agreed: true,
    });
    await call(customer.token, 'POST', `/api/payments/appointments/${appointment.id}/cash`);
    await call(office.token, 'POST', `/api/admin/appointments/${appointment.id}/mark-paid`);
    return { customer, appointment };
  }

  // Cash taken and a slot given; another paid in cash and cancelled by the office (cash back at once);
  // a third cancelled by its customer (the cash is owed), then handed over.
  const given = await paidBooking('Lakshmi');
  await call(office.token, 'POST', `/api/admin/appointments/${given.appointment.id}/schedule`, {
    slot_id: 10 * 60,
    date: daysAhead(3),
  });
  const byOffice = await paidBooking('Kavitha');
  await call(office.token, 'POST', `/api/admin/appointments/${byOffice.appointment.id}/cancel`, {
    reason: 'The family asked',
  });
  const byCustomer = await paidBooking('Meena');
  await call(
    byCustomer.customer.token,
    'POST',
    `/api/appointments/${byCustomer.appointment.id}/cancel`,
    {},
  );
  const { appointment: detail } = await call(
    office.token,
    'GET',
    `/api/admin/appointments/${byCustomer.appointment.id}`,
  );
  const owed = detail.refunds.find((refund) => refund.status === 'pending');
  if (owed) await call(office.token, 'POST', `/api/admin/refunds/${owed.id}/handed-over`);
  // The schedule and the site's words.
  await call(office.token, 'POST', '/api/admin/blocked-days', {
    day: daysAhead(12),
    reason: 'Temple festival',
  });
  await call(office.token, 'POST', '/api/admin/blocked-slots', {
    day: daysAhead(5),
    slot_id: 11 * 60,
  });
  await call(office.token, 'PUT', '/api/admin/translations', {
    language: 'tamil',
    page: 'home',
    key: 'hero_title',
    value: 'வணக்கம்',
  });

  const browser = await launchChromium();
  try {
    for (const width of [375, 1280]) {
      for (const language of ['english', 'tamil']) {
        const context = await signedInContext(browser, {
          width,
          height: 900,
          language,
          session: office,
        });
        const page = await context.newPage();
        const shot = async (name) => {
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          const path = `${outDir}/${name}-${language}-${width}.png`;
          await page.screenshot({ path, fullPage: true });
          console.log(path);
        };
        await page.goto(`${baseUrl}/admin/activity`);
        await page.locator('.admin-audit').first().waitFor();
        await shot('activity');
        await page.goto(`${baseUrl}/admin/activity?group=money`);
        await page.locator('.admin-audit').first().waitFor();
        await shot('activity-money');
        await page.goto(`${baseUrl}/admin/activity?from=2020-01-01&to=2020-01-02`);
        await page.locator('.empty-state').waitFor();
        await shot('activity-empty');
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
