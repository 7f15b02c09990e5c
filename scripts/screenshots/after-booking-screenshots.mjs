// Screenshots of the customer's screens after the booking (decision 0014) at 375 and 1280 px, in
// English and Tamil: booking step 2 with the choice of consultation mode, My Appointments (a
// video link on the day, a link still to come, cash due, refunds with and without a fee, the
// reschedule limit), the details modal, the cancel dialog (full refund and 50% fee), the
// reschedule screen, the slot screen with the consultation's length, and the payment page's cash
// card. The portal must be running with CAPTCHA=off, OFFICE_NUMBER granted the admin role
// (npm run admin -- grant <number>) and SERVER_LOG naming its output (for the sign-in codes).
// Usage: OFFICE_NUMBER=9800077099 SERVER_LOG=/tmp/server.log \
//   node scripts/screenshots/after-booking-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots/issue12-customer';
mkdirSync(outDir, { recursive: true });

const { signIn, call } = portalApi(baseUrl);

/** India's date and minute of the day, some minutes from now. */
function indiaMoment(minutesFromNow) {
  const india = new Date(Date.now() + (330 + minutesFromNow) * 60_000);
  return {
    date: india.toISOString().slice(0, 10),
    minute: india.getUTCHours() * 60 + india.getUTCMinutes(),
  };
}

/** A working day (Monday to Saturday) some days ahead, India time. */
function workingDay(daysAhead) {
  const india = new Date(Date.now() + 330 * 60_000 + daysAhead * 86_400_000);
  while (india.getUTCDay() === 0) india.setUTCDate(india.getUTCDate() + 1);
  return india.toISOString().slice(0, 10);
}

const office = await signIn(process.env.OFFICE_NUMBER ?? '');

/** One customer's appointments in every state the screens show (the screenshots change none of them). */
async function customerWithAppointments() {
  const customer = await signIn(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);
  const name = 'லக்ஷ்மி';
  const book = async (mode) =>
    (
      await call(customer.token, 'POST', '/api/appointments', {
        name,
        gender: 'female',
        date_of_birth: '1991-08-15',
        birth_time: '07:45',
        birth_place: 'Madurai',
        services: [1],
        consultation_mode: mode,
        terms_agreed: true,
      })
    ).appointment;
  const pay = async (appointment) => {
    const order = await call(
      customer.token,
      'POST',
      `/api/payments/appointments/${appointment.id}/initiate`,
    );
    const paid = await call(customer.token, 'POST', '/api/payments/test-gateway/checkout', {
      razorpay_order_id: order.razorpay_order_id,
      outcome: 'pay',
    });
    await call(customer.token, 'POST', '/api/payments/verify', {
      ...paid,
      appointment_id: appointment.id,
    });
    return appointment;
  };
  const bookSlot = async (appointment, date, index) => {
    const free = (
      await call(customer.token, 'GET', `/api/slots/available?date=${date}`)
    ).slots.filter((slot) => slot.status === 'available');
    await call(customer.token, 'POST', `/api/appointments/${appointment.id}/book-slot`, {
      slot_id: free[index].id,
      date,
    });
  };
  const officeSchedules = (appointment, { date, minute }) =>
    call(office.token, 'POST', `/api/admin/appointments/${appointment.id}/schedule`, {
      slot_id: minute,
      date,
    });

  // Oldest first: the list shows the newest first.
  const refundedLate = await pay(await book('phone'));
  await officeSchedules(refundedLate, indiaMoment(300));
  await call(customer.token, 'POST', `/api/appointments/${refundedLate.id}/cancel`, {
    reason: 'Travelling',
  });
  const cashRefund = await book('in_person');
  await call(customer.token, 'POST', `/api/payments/appointments/${cashRefund.id}/cash`);
  await call(office.token, 'POST', `/api/admin/appointments/${cashRefund.id}/mark-paid`);
  await call(customer.token, 'POST', `/api/appointments/${cashRefund.id}/cancel`, {});
  const limit = await pay(await book('in_person'));
  await bookSlot(limit, workingDay(6), 0);
  for (const index of [1, 2]) {
    const date = workingDay(7);
    const free = (
      await call(customer.token, 'GET', `/api/slots/available?date=${date}`)
    ).slots.filter((slot) => slot.status === 'available');
    await call(customer.token, 'POST', `/api/appointments/${limit.id}/reschedule`, {
      slot_id: free[index].id,
      date,
    });
  }
  const late = await pay(await book('phone'));
  await officeSchedules(late, indiaMoment(180));
  const videoLater = await pay(await book('video'));
  await bookSlot(videoLater, workingDay(5), 3);
  const videoToday = await pay(await book('video'));
  // Started five minutes ago (a consultation ends within its day): its link is live.
  const now = indiaMoment(0);
  await officeSchedules(videoToday, {
    date: now.date,
    minute: Math.min(Math.max(0, now.minute - 5), 1440 - 30),
  });
  const unscheduled = await pay(await book('video'));
  const cash = await book('phone');
  await call(customer.token, 'POST', `/api/payments/appointments/${cash.id}/cash`);
  const upcoming = await pay(await book('in_person'));
  await bookSlot(upcoming, workingDay(4), 2);
  return { customer, upcoming, cash, unscheduled, videoToday, late, refundedLate };
}

/** Full page, and in parts a person can look at one by one. */
async function capture(page, name, width) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const part = width < 600 ? 1100 : 900;
  for (let y = 0, n = 1; y < height; y += part, n += 1) {
    await page.screenshot({
      path: `${outDir}/parts/${name.replace('.png', `-part${n}.png`)}`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(part, height - y) },
    });
  }
  console.log(`${outDir}/${name}`);
}

/** What is on screen (a dialog is in the top layer, so the viewport shows it). */
async function captureView(page, name) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/${name}` });
  console.log(`${outDir}/${name}`);
}

const quiet = (page) => page.waitForTimeout(3500); // let the toasts go
const card = (page, appointment) =>
  page.locator('.appointment-card').filter({ hasText: appointment.appointment_number });

mkdirSync(`${outDir}/parts`, { recursive: true });
const browser = await launchChromium();
const data = await customerWithAppointments();
for (const width of [375, 1280]) {
  for (const language of ['english', 'tamil']) {
    const suffix = `${language}-${width}`;
    const context = await signedInContext(browser, {
      width,
      height: 800,
      language,
      session: data.customer,
    });
    const page = await context.newPage();

    await page.goto(`${baseUrl}/booking?service=1`, { waitUntil: 'networkidle' });
    await page.locator('#name').fill(language === 'tamil' ? 'லக்ஷ்மி' : 'Lakshmi');
    await page.locator('#gender').selectOption('female');
    await page.locator('#date_of_birth').fill('1991-08-15');
    await page.locator('#birth_time').fill('07:45');
    await page.locator('#birth_place').fill(language === 'tamil' ? 'மதுரை' : 'Madurai');
    await page.locator('.booking-form button[type=submit]').click();
    await page.locator('input[name=consultation_mode][value=in_person]').check();
    await page.locator('#terms_agreed').check();
    await capture(page, `booking-step2-mode-${suffix}.png`, width);

    await page.goto(`${baseUrl}/appointments`, { waitUntil: 'networkidle' });
    await capture(page, `appointments-${suffix}.png`, width);
    await card(page, data.upcoming).getByRole('button').first().click();
    await captureView(page, `details-upcoming-${suffix}.png`);
    await page.locator('dialog[open]').evaluate((dialog) => dialog.scrollTo(0, 0));
    await page.keyboard.press('Escape');
    await card(page, data.refundedLate).getByRole('button').first().click();
    await page.locator('dialog[open] .refund-list').scrollIntoViewIfNeeded();
    await captureView(page, `details-refund-${suffix}.png`);
    await page.keyboard.press('Escape');
    await card(page, data.upcoming).locator('.button--danger').click();
    await captureView(page, `cancel-dialog-full-${suffix}.png`);
    await page.keyboard.press('Escape');
    await card(page, data.late).locator('.button--danger').click();
    await captureView(page, `cancel-dialog-fee-${suffix}.png`);
    await page.keyboard.press('Escape');
    await card(page, data.videoToday).scrollIntoViewIfNeeded();
    await captureView(page, `video-link-${suffix}.png`);

    await page.goto(`${baseUrl}/reschedule/${data.upcoming.id}`, { waitUntil: 'networkidle' });
    await page.locator('.slot-filter input').fill(workingDay(9));
    await page.locator('.slot-filter button').click();
    await page.locator('.slot-card:not([disabled])').nth(1).click();
    await capture(page, `reschedule-${suffix}.png`, width);

    await page.goto(`${baseUrl}/select-slot/${data.unscheduled.id}`, { waitUntil: 'networkidle' });
    await capture(page, `select-slot-length-${suffix}.png`, width);

    await page.goto(`${baseUrl}/payment/${data.cash.id}`, { waitUntil: 'networkidle' });
    await quiet(page);
    await capture(page, `payment-cash-card-${suffix}.png`, width);
    await context.close();
  }
}
await browser.close();
