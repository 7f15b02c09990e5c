// Screenshots of what a customer and the office trust at sign-in and booking (decisions 0105, 0106,
// 0108, 0109, 0111) at 375 and 1280 px in English and Tamil: My Profile's "Where you are signed
// in" with this device and a Firefox on Windows, and the dialog signing that one out; the sign-in
// screen's code step; the booking form asking which clock a 1940 Kolkata birth time was on, the
// Tamil place suggestions for "மது", and a place only typed refused (the field's message and the
// form's summary); the slot screen's India-time caption with a chosen slot on a Singapore
// customer's own clock; My Appointments with a booking cancelled before it was paid; and the
// office's sign-in security (an authenticator app's enrolment begun) and team screens.
// Self-contained: a portal server of its own on a fresh data folder. Build the web app first.
// Usage: [PORT=3906] node scripts/screenshots/sign-in-trust-screenshots.mjs [outDir]
import { mkdirSync, readFileSync } from 'node:fs';
import { signInCodesIn } from '../sign-in-codes.mjs';
import { startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/sign-in-trust';
const port = Number(process.env.PORT ?? 3906);
const officeNumber = '9800077075';
mkdirSync(outDir, { recursive: true });
const { baseUrl, serverLog, stop } = await startOwnPortal({
  port,
  officeNumber,
  name: 'sign-in-trust',
});

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
/** The device the screenshots' browser stands for: a phone at 375 px, a laptop at 1280. */
const chromeAt = (width) =>
  width < 600
    ? 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
    : 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const words = {
  english: {
    name: 'Meena',
    mobile: 'Mobile number',
    send: 'Send OTP',
    otp: 'One-time code (OTP)',
    kolkata: /^Kolkata, West Bengal/,
    clockHint: 'Until 1948 Calcutta kept its own clock',
    next: 'Next',
    refused: 'Choose the place from the list as you type',
    date: 'Date',
    showTimes: 'Show times',
    india: 'All times are India time',
    pending: 'Payment pending',
    securityTitle: 'Sign-in security',
    begin: 'Set up an authenticator app',
    setupKey: 'Setup key',
  },
  tamil: {
    name: 'மீனா',
    mobile: 'கைபேசி எண்',
    send: 'OTP அனுப்பு',
    otp: 'ஒருமுறைக் குறியீடு (OTP)',
    kolkata: /^(கொல்கத்தா|Kolkata)/,
    clockHint: '1948 வரை கல்கத்தா நகரம்',
    next: 'அடுத்து',
    refused: 'தட்டச்சு செய்யும்போது வரும் பட்டியலிலிருந்து இடத்தைத் தேர்ந்தெடுங்கள்',
    date: 'தேதி',
    showTimes: 'நேரங்களைக் காட்டு',
    india: 'எல்லா நேரங்களும் இந்திய நேரப்படி',
    pending: 'கட்டணம் நிலுவையில்',
    securityTitle: 'உள்நுழைவுப் பாதுகாப்பு',
    begin: 'அங்கீகரிப்புச் செயலியை அமை',
    setupKey: 'அமைவு விசை',
  },
};

// The server's log names a number by its last four digits: each number here ends in its own.
let sequence = 5100;
const freshNumber = () => `9${Math.floor(10_000 + Math.random() * 89_999)}${(sequence += 1)}`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs a number in through the API as a browser with this User-Agent ("another device"). */
async function signInAs(number, userAgent) {
  const headers = { 'content-type': 'application/json', 'user-agent': userAgent };
  const codes = () => signInCodesIn(readFileSync(serverLog, 'utf8'), number);
  const before = codes().length;
  const sent = await fetch(`${baseUrl}/api/auth/send-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone_number: number }),
  });
  if (!sent.ok) throw new Error(`send-otp ${sent.status}: ${await sent.text()}`);
  const { request_id } = await sent.json();
  let code;
  for (let tries = 0; tries < 100 && !code; tries += 1) {
    const now = codes();
    code = now.length > before ? now.at(-1) : undefined;
    if (!code) await pause(100);
  }
  const verified = await fetch(`${baseUrl}/api/auth/verify-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone_number: number, request_id, otp: code }),
  });
  if (!verified.ok) throw new Error(`verify-otp ${verified.status}: ${await verified.text()}`);
  return verified.json();
}

/** A Tuesday (a full working day) at least a week ahead, India's date. */
function aTuesday() {
  const india = new Date(Date.now() + 330 * 60_000 + 7 * 86_400_000);
  while (india.getUTCDay() !== 2) india.setUTCDate(india.getUTCDate() + 1);
  return india.toISOString().slice(0, 10);
}

/**
 * One picture: the viewport, the whole page or an element. On a Tamil screen it lists the words
 * in Latin letters it shows, and at any width a page wider than the screen, for the person looking.
 */
async function shoot(page, file, { element, fullPage = false, language } = {}) {
  await page.evaluate(() => document.fonts.ready);
  // The pointer off the page's controls: no card drawn hovered where the last click left it.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(200);
  const path = `${outDir}/${file}.png`;
  if (element) await element.screenshot({ path });
  else await page.screenshot({ path, fullPage });
  const notes = [];
  const sideScroll = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (sideScroll > 0) notes.push(`scrolls sideways by ${sideScroll} px`);
  if (language === 'tamil') {
    const text = (await (element ?? page.locator('body')).innerText()).replace(
      /\S+@\S+|https?:\/\/\S+/g,
      ' ',
    );
    const latin = [...new Set(text.match(/[A-Za-z][A-Za-z_']+(?:-[A-Za-z]+)*/g) ?? [])];
    if (latin.length > 0) notes.push(`Latin words: ${latin.join(' ')}`);
  }
  console.log(notes.length > 0 ? `${path}  (${notes.join('; ')})` : path);
}

/** A signed-in customer of their own, the privacy notice agreed to and a name given. */
async function newCustomer(session, language) {
  const { call } = portalApi(baseUrl);
  await call(session.token, 'PUT', '/api/user/consents', { service_version: 1 });
  await call(session.token, 'PUT', '/api/user/profile', {
    name: words[language].name,
    language_preference: language,
  });
  return session;
}

try {
  const { signIn, call } = portalApi(baseUrl);
  const office = await signIn(officeNumber);
  await call(office.token, 'PUT', '/api/user/consents', { service_version: 1 });
  const browser = await launchChromium();
  const book = (customer, services = [1]) =>
    call(customer.token, 'POST', '/api/appointments', {
      name: 'Ravi',
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      services,
      terms_agreed: true,
    }).then((reply) => reply.appointment);

  for (const language of ['english', 'tamil']) {
    for (const width of [375, 1280]) {
      const w = words[language];
      const suffix = `${language}-${width}`;

      // 1. My Profile: this device and a Firefox on Windows signed in to the same number.
      const number = freshNumber();
      const customer = await newCustomer(await signInAs(number, chromeAt(width)), language);
      await signInAs(number, FIREFOX_ON_WINDOWS);
      let context = await signedInContext(browser, { width, language, session: customer });
      let page = await context.newPage();
      await page.goto(`${baseUrl}/profile`);
      const card = page.locator('section#sessions');
      const items = card.locator('.sessions-card__item');
      await items.nth(1).waitFor();
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `sessions-card-${suffix}`, { element: card, language });
      await items.nth(1).getByRole('button').click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, `sessions-confirm-${suffix}`, { language });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      // 3. The booking form: a 1940 Kolkata birth, the place chosen from the suggestions.
      await page.goto(`${baseUrl}/booking?service=1`);
      await page.locator('#name').fill('Subhas');
      await page.locator('#gender').selectOption('male');
      await page.locator('#date_of_birth').fill('1940-05-10');
      await page.locator('#birth_time').fill('10:00');
      await page.locator('#birth_place').fill('Kolkata');
      await page.getByRole('option', { name: w.kolkata }).first().click();
      const clock = page.locator('fieldset.birth-clock');
      await clock.filter({ hasText: w.clockHint }).waitFor();
      await clock.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await shoot(page, `booking-calcutta-clock-${suffix}`, { language });

      if (language === 'tamil') {
        await page.goto(`${baseUrl}/booking?service=1`);
        const place = page.locator('#birth_place');
        await place.fill('மது');
        await page.getByRole('option', { name: /^மதுரை, தமிழ்நாடு/ }).waitFor();
        await page.getByRole('listbox').scrollIntoViewIfNeeded();
        await shoot(page, `booking-place-suggestions-${suffix}`, { language });
        await place.press('Escape');
      }

      // 4. A place only typed, never chosen: "Next" refuses it, at the field and in the summary.
      await page.goto(`${baseUrl}/booking?service=1`);
      await page.locator('#name').fill('Ravi');
      await page.locator('#gender').selectOption('male');
      await page.locator('#date_of_birth').fill('1985-11-02');
      await page.locator('#birth_time').fill('14:30');
      await page.locator('#birth_place').fill('Xyzzyville');
      await page.locator('#birth_place').press('Escape');
      await page.getByRole('button', { name: w.next, exact: true }).click();
      await page.locator('.form-field__error').filter({ hasText: w.refused }).waitFor();
      await page.locator('#birth_place:focus').waitFor();
      await shoot(page, `booking-place-refused-${suffix}`, { language });
      const summary = page.locator('.error-summary');
      await summary.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await shoot(page, `booking-error-summary-${suffix}`, { language });
      await context.close();

      // 2. The sign-in screen's code step, signed out, the language saved as the switch does.
      context = await browser.newContext({
        viewport: { width, height: 800 },
        reducedMotion: 'reduce',
      });
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
      page = await context.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel(w.mobile).fill(freshNumber());
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: w.send }).click();
      await page.getByLabel(w.otp).waitFor();
      await shoot(page, `sign-in-code-${suffix}`, { language });
      await context.close();

      // 5. The slot screen of a paid booking, for a customer whose browser keeps Singapore time.
      const payer = await newCustomer(await signIn(freshNumber()), language);
      const paid = await book(payer);
      const order = await call(
        payer.token,
        'POST',
        `/api/payments/appointments/${paid.id}/initiate`,
      );
      const checkout = await call(payer.token, 'POST', '/api/payments/test-gateway/checkout', {
        razorpay_order_id: order.razorpay_order_id,
        outcome: 'pay',
      });
      await call(payer.token, 'POST', '/api/payments/verify', {
        ...checkout,
        appointment_id: paid.id,
      });
      context = await signedInContext(browser, { width, language, session: payer });
      page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Singapore' });
      await page.goto(`${baseUrl}/select-slot/${paid.id}`);
      await page.getByLabel(w.date, { exact: true }).fill(aTuesday());
      await page.getByRole('button', { name: w.showTimes }).click();
      await page.getByText(w.india).waitFor();
      // The slot starting at 11:00 India time (not the one ending then): 1:30 pm in Singapore.
      await page
        .locator('.slot-card:not([disabled])')
        .filter({ has: page.locator('.slot-card__time', { hasText: '11:00' }) })
        .first()
        .click();
      await page.getByTestId('slot-local-time').waitFor();
      await shoot(page, `select-slot-singapore-${suffix}`, { fullPage: true, language });
      // The chosen slot and the customer's own time under the grid, as far as one screen shows.
      await page.evaluate(() => {
        const chosen = document.querySelector('.slot-card[aria-checked="true"]');
        const local = document.querySelector('[data-testid="slot-local-time"]');
        if (!chosen || !local) return;
        const top = chosen.getBoundingClientRect().top + window.scrollY - 16;
        const bottom = local.getBoundingClientRect().bottom + window.scrollY + 16;
        window.scrollTo(0, bottom - top <= window.innerHeight ? top : bottom - window.innerHeight);
      });
      await shoot(page, `select-slot-singapore-chosen-${suffix}`, { language });
      await context.close();

      // 6. My Appointments: a booking cancelled before it was paid owes nothing.
      const canceller = await newCustomer(await signIn(freshNumber()), language);
      const unpaid = await book(canceller);
      await call(canceller.token, 'POST', `/api/appointments/${unpaid.id}/cancel`, {});
      context = await signedInContext(browser, { width, language, session: canceller });
      page = await context.newPage();
      await page.goto(`${baseUrl}/appointments`);
      const cancelled = page
        .locator('.appointment-card')
        .filter({ hasText: unpaid.appointment_number });
      await cancelled.waitFor();
      await shoot(page, `appointments-cancelled-unpaid-${suffix}`, { fullPage: true, language });
      if ((await cancelled.innerText()).includes(w.pending))
        console.log(`  !! the cancelled unpaid booking says "${w.pending}"`);
      await context.close();

      // 7. The office: sign-in security with an authenticator app's enrolment begun, and the team.
      context = await signedInContext(browser, { width, language, session: office });
      page = await context.newPage();
      await page.goto(`${baseUrl}/admin/security`);
      await page.getByRole('heading', { level: 1, name: w.securityTitle }).waitFor();
      await page.getByRole('button', { name: w.begin }).click();
      await page.getByLabel(w.setupKey).waitFor();
      await shoot(page, `admin-security-enrol-${suffix}`, { fullPage: true, language });
      await page.goto(`${baseUrl}/admin/staff`);
      await page.locator('li.staff-member').first().waitFor();
      await shoot(page, `admin-staff-${suffix}`, { fullPage: true, language });
      await context.close();
    }
  }
  await browser.close();
  console.log(`Screenshots in ${outDir}`);
} finally {
  stop();
}
