// Screenshots of the office console at 375 and 1280 px, in English and Tamil: the day view
// (with one customer's birth details open) and every day's list, an appointment's detail, the
// cancel dialog, a cancelled one with its cash refund owed, one paid after it was cancelled (and
// refunded by the system), a video consultation under way (its
// link, the absence dialog), an absence that can be undone, the schedule editor (with the
// reschedule limit), services and prices (with their consultation modes), the content editor and
// the activity log. The portal must be running, with OFFICE_NUMBER granted the admin role
// (npm run admin -- grant <number>) and SERVER_LOG naming its output (for the sign-in codes).
// Usage: OFFICE_NUMBER=9800077009 SERVER_LOG=/tmp/server.log \
//   node scripts/screenshots/office-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots';
const officeNumber = process.env.OFFICE_NUMBER ?? '';
mkdirSync(outDir, { recursive: true });

const { signIn, call } = portalApi(baseUrl);

/** Today in India, or the Monday after on a Sunday. */
function officeDay() {
  const india = new Date(Date.now() + 330 * 60_000);
  if (india.getUTCDay() === 0) india.setUTCDate(india.getUTCDate() + 1);
  return india.toISOString().slice(0, 10);
}

// The day's data: three customers, paid in cash at the office, on the day's slots, one per
// consultation mode.
const office = await signIn(officeNumber);
const day = officeDay();
const people = [
  {
    name: 'Lakshmi Narayanan',
    services: [1],
    birth_place: 'Thanjavur',
    consultation_mode: 'in_person',
  },
  {
    name: 'கவிதா சுப்பிரமணியம்',
    services: [2],
    birth_place: 'மதுரை',
    bridegroom: true,
    consultation_mode: 'phone',
  },
  { name: 'Arun Kumar', services: [3], birth_place: 'Chennai', consultation_mode: 'video' },
];
const free = (await call(office.token, 'GET', `/api/admin/slots?date=${day}`)).slots.filter(
  (slot) => slot.status === 'available',
);

/** A customer's booking (signed in with a fresh number); its customer is kept for their own calls. */
async function booking(person) {
  const customer = await signIn(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);
  const { appointment } = await call(customer.token, 'POST', '/api/appointments', {
    name: person.name,
    gender: person.bridegroom ? 'female' : 'male',
    date_of_birth: '1988-03-14',
    birth_time: '05:40',
    birth_place: person.birth_place,
    services: person.services,
    terms_agreed: true,
    reason_for_visit: 'Career and family',
    father_name: 'Subramaniam',
    consultation_mode: person.consultation_mode,
    ...(person.bridegroom
      ? {
          bridegroom_name: 'Senthil',
          other_person_agreed: true,
          bridegroom_gender: 'male',
          bridegroom_date_of_birth: '1986-07-02',
          bridegroom_birth_time_type: 'period',
          bridegroom_birth_time: 'morning',
          bridegroom_birth_place: 'Salem',
          bridegroom_current_location: 'Chennai',
        }
      : {}),
  });
  return Object.assign(appointment, { customerToken: customer.token });
}

/** A booking paid in cash and recorded by the office. */
async function paidBooking(person) {
  const appointment = await booking(person);
  await call(
    appointment.customerToken,
    'POST',
    `/api/payments/appointments/${appointment.id}/cash`,
  );
  await call(office.token, 'POST', `/api/admin/appointments/${appointment.id}/mark-paid`);
  return appointment;
}

/** India's date this many days ahead, and the minute of India's day now. */
const indiaNow = () => new Date(Date.now() + 330 * 60_000);
function daysAhead(days) {
  const india = indiaNow();
  india.setUTCDate(india.getUTCDate() + days);
  return india.toISOString().slice(0, 10);
}
const minuteNow = () => indiaNow().getUTCHours() * 60 + indiaNow().getUTCMinutes();

/** Gives a start that has already come today (a walk-in): the latest free minute before now. */
async function startedToday(id, minutesAgo) {
  const today = daysAhead(0);
  for (let minute = Math.max(0, minuteNow() - minutesAgo); minute >= 0; minute -= 35) {
    try {
      return await call(office.token, 'POST', `/api/admin/appointments/${id}/schedule`, {
        slot_id: minute,
        date: today,
      });
    } catch (error) {
      if (minute === 0) throw error;
    }
  }
  throw new Error(`no free start before now today for appointment ${id}`);
}

let detailId;
for (const [index, person] of people.entries()) {
  const appointment = await paidBooking(person);
  const slot = free[index * 3];
  if (slot)
    await call(office.token, 'POST', `/api/admin/appointments/${appointment.id}/schedule`, {
      slot_id: slot.id,
      date: day,
    });
  if (index === 1) detailId = appointment.id;
}
await call(office.token, 'POST', '/api/admin/blocked-days', {
  day: '2026-12-25',
  reason: 'Christmas',
}).catch(() => undefined);

// Cancelled three days ahead by its customer: the full price is owed back in cash at the office.
const refunded = await paidBooking({
  name: 'Meena Raghavan',
  services: [1],
  birth_place: 'Tiruchirappalli',
  consultation_mode: 'in_person',
});
await call(office.token, 'POST', `/api/admin/appointments/${refunded.id}/schedule`, {
  slot_id: 7 * 60 + 40,
  date: daysAhead(3),
});
await call(refunded.customerToken, 'POST', `/api/appointments/${refunded.id}/cancel`, {
  reason: 'Travelling that week',
});
// A phone consultation whose time came an hour ago: the customer was absent (undo is offered today).
const absent = await paidBooking({
  name: 'Senthil Murugan',
  services: [3],
  birth_place: 'Salem',
  consultation_mode: 'phone',
});
await startedToday(absent.id, 90);
await call(office.token, 'POST', `/api/admin/appointments/${absent.id}/no-show`);
// A video consultation under way: its link shows, and it can be marked completed or absent.
const live = await paidBooking({
  name: 'Priya Venkatesh',
  services: [1],
  birth_place: 'Coimbatore',
  consultation_mode: 'video',
});
await startedToday(live.id, 10);
// The marriage service offered at the office and by video only.
const catalog = await call(office.token, 'GET', '/api/admin/catalog');
const marriage = catalog.services.find((service) => service.id === 2);
if (marriage) {
  const { id: _id, key: _key, ...editable } = marriage;
  await call(office.token, 'PUT', `/api/admin/services/${marriage.id}`, {
    ...editable,
    consultation_modes: ['in_person', 'video'],
  });
}

// Last, so that it heads the activity log: cancelled by the office while its customer was in
// checkout, then paid; the system refunds it by itself.
const late = await booking({
  name: 'Karthik Raja',
  services: [3],
  birth_place: 'Madurai',
  consultation_mode: 'video',
});
const order = await call(
  late.customerToken,
  'POST',
  `/api/payments/appointments/${late.id}/initiate`,
);
await call(office.token, 'POST', `/api/admin/appointments/${late.id}/cancel`, {
  reason: 'Customer asked by phone',
});
const paid = await call(late.customerToken, 'POST', '/api/payments/test-gateway/checkout', {
  razorpay_order_id: order.razorpay_order_id,
  outcome: 'pay',
});
await call(late.customerToken, 'POST', '/api/payments/verify', {
  razorpay_order_id: order.razorpay_order_id,
  razorpay_payment_id: paid.razorpay_payment_id,
  razorpay_signature: paid.razorpay_signature,
  appointment_id: late.id,
}).catch((error) => console.log(`verify after cancel: ${error.message}`));

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
      const shot = async (name, fullPage = true) => {
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${outDir}/${name}-${language}-${width}.png`, fullPage });
        console.log(`${outDir}/${name}-${language}-${width}.png`);
      };
      const todayInIndia = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      await page.goto(`${baseUrl}/admin${day === todayInIndia ? '' : `?date=${day}`}`);
      await page.locator('.admin-row').first().waitFor();
      await page.locator('.admin-row').nth(1).getByRole('button').first().click();
      await page.locator('.birth-details').first().waitFor();
      await shot('admin-day');
      await page.goto(`${baseUrl}/admin/appointments/${detailId}`);
      await page.locator('.admin-detail').waitFor();
      await shot('admin-appointment');
      await page.locator('.button--danger').first().click();
      await page.locator('.modal').waitFor();
      await page.screenshot({ path: `${outDir}/admin-cancel-${language}-${width}.png` });
      await page.goto(`${baseUrl}/admin/appointments/${refunded.id}`);
      await page.locator('.admin-refunds').waitFor();
      await shot('admin-refund-owed');
      await page.goto(`${baseUrl}/admin/appointments/${late.id}`);
      await page.locator('.admin-refunds').waitFor();
      await shot('admin-paid-after-cancel');
      await page.goto(`${baseUrl}/admin/appointments/${absent.id}`);
      await page.locator('#undo-note').waitFor();
      await shot('admin-no-show');
      await page.goto(`${baseUrl}/admin/appointments/${live.id}`);
      await page.locator('.admin-detail').waitFor();
      await shot('admin-video-live');
      await page.locator('.admin-panel__buttons .button--light').first().click();
      await page.locator('.modal').waitFor();
      await page.screenshot({ path: `${outDir}/admin-no-show-dialog-${language}-${width}.png` });
      await page.goto(`${baseUrl}/admin?all=1`);
      await page.locator('.admin-row').first().waitFor();
      await shot('admin-all-days');
      await page.goto(`${baseUrl}/admin/schedule`);
      await page.locator('.weekly-hours').waitFor();
      await shot('admin-schedule');
      await page.goto(`${baseUrl}/admin/services`);
      await page.locator('.admin-pricing').waitFor();
      await shot('admin-services');
      await page.goto(`${baseUrl}/admin/content`);
      await page.locator('.admin-preview').waitFor();
      await shot('admin-content');
      await page.goto(`${baseUrl}/admin/activity`);
      await page.locator('.admin-audit').first().waitFor();
      // The log grows with every run: its first screen is what a person looks at.
      await shot('admin-activity', false);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
