// Screenshots of the public screens at phone and desktop width, in English and Tamil.
// Usage: node scripts/screenshots/screenshots.mjs [baseUrl] [outDir]   (the portal must be running)
// SIGNED_IN_PATHS=/home,/profile SERVER_LOG=<the server's output> also signs in through the
// sign-in screen (reading the code the console SMS provider wrote) and takes those screens.
// BOOKING_JOURNEY=1 SERVER_LOG=... signs in and takes the booking journey: the empty list, both
// booking steps (Marriage Porutham, with the bridegroom and two files), payment and its test
// checkout, slot selection (slots, selected, empty, scheduled), list, details.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { e2eBrowserPath } from '../e2e-browser.mjs';
import { signInCodesIn } from '../sign-in-codes.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots';
const paths = (process.env.SCREEN_PATHS ?? '/,/terms,/refund-policy,/contact,/login')
  .split(',')
  .filter(Boolean);
const signedInPaths = (process.env.SIGNED_IN_PATHS ?? '').split(',').filter(Boolean);

/** @param {import('@playwright/test').Page} page */
async function signIn(page) {
  const number = `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[type="tel"]').fill(number);
  await page.getByRole('checkbox').first().check();
  await page.locator('form button[type="submit"]').click();
  await page.locator('input[autocomplete="one-time-code"]').waitFor();
  let code;
  for (let tries = 0; tries < 50 && !code; tries += 1) {
    code = signInCodesIn(readFileSync(process.env.SERVER_LOG ?? '', 'utf8'), number).at(-1);
    if (!code) await page.waitForTimeout(100);
  }
  await page.locator('input[autocomplete="one-time-code"]').fill(code ?? '');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/home$/);
  await page.waitForTimeout(3500); // let the toasts go
}
/** Full page, and in parts a person can look at one by one. */
async function capture(page, name, width) {
  await page.evaluate(async () => {
    // Scroll through once so lazy images load, then back to the top.
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
  console.log(`${outDir}/${name}`);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const part = width < 600 ? 1100 : 900;
  for (let y = 0, n = 1; y < height; y += part, n += 1) {
    const clip = { x: 0, y, width, height: Math.min(part, height - y) };
    await page.screenshot({
      path: `${outDir}/parts/${name.replace('.png', `-part${n}.png`)}`,
      fullPage: true,
      clip,
    });
  }
}

const file = (name, head) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.concat([Buffer.from(head), Buffer.alloc(40_000, 7)]),
});

/** A day with this weekday (0 Sunday ... 6 Saturday) from tomorrow on, India time. */
function aDay(weekday) {
  const india = new Date(Date.now() + 330 * 60_000);
  india.setUTCDate(india.getUTCDate() + 1);
  while (india.getUTCDay() !== weekday) india.setUTCDate(india.getUTCDate() + 1);
  return india.toISOString().slice(0, 10);
}

/** Slot selection: a Monday's slots (earlier runs booked some), one selected, an empty Sunday, then confirmed. */
async function slotJourney(page, suffix, width, run) {
  const filter = async (date) => {
    await page.locator('.slot-filter input').fill(date);
    await page.locator('.slot-filter button').click();
    await page.waitForLoadState('networkidle');
  };
  await filter(aDay(0));
  await capture(page, `select-slot-empty-${suffix}.png`, width);
  await filter(aDay(1));
  await capture(page, `select-slot-slots-${suffix}.png`, width);
  await page
    .locator('.slot-card')
    .nth(run * 2 + 1)
    .click();
  await capture(page, `select-slot-selected-${suffix}.png`, width);
  await page.locator('.slot-picker > .button--primary').click();
  await page.waitForURL(/\/appointments$/);
  await page.locator('.appointment-card').first().waitFor();
  await page.waitForTimeout(3500);
  await capture(page, `appointments-scheduled-${suffix}.png`, width);
}

/** @param {import('@playwright/test').Page} page */
async function bookingJourney(page, suffix, width, run) {
  const quiet = () => page.waitForTimeout(3500); // let the toasts go
  await page.goto(`${baseUrl}/appointments`, { waitUntil: 'networkidle' });
  await capture(page, `appointments-empty-${suffix}.png`, width);
  await page.goto(`${baseUrl}/booking?service=2`, { waitUntil: 'networkidle' });
  await page.locator('#name').fill('Lakshmi Narayanan');
  await page.locator('#date_of_birth').fill('1994-03-12');
  await page.locator('input[name$="-type"][value="period"]').first().check();
  await page.locator('#birth_time').selectOption('early_morning');
  await page.locator('#birth_place').fill('Madurai');
  await page.locator('#father_name').fill('Narayanan');
  await page.locator('#bridegroom_name').fill('Karthik');
  await page.locator('#bridegroom_date_of_birth').fill('1990-07-01');
  await page.locator('#bridegroom_birth_time').fill('21:15');
  await page.locator('#bridegroom_birth_place').fill('Tiruchirappalli');
  await page.locator('#bridegroom_current_location').fill('Chennai');
  await page
    .locator('input[type=file]')
    .setInputFiles([
      file('jathagam-kattam.jpg', [0xff, 0xd8, 0xff, 0xe0]),
      file('horoscope-1994.pdf', [...Buffer.from('%PDF-1.4')]),
    ]);
  await page.locator('.file-list__item').nth(1).waitFor();
  await capture(page, `booking-step1-${suffix}.png`, width);
  await page.locator('.booking-form button[type=submit]').click();
  await page.locator('.price-summary').waitFor();
  await page.locator('input[name=consultation_mode][value=in_person]').check();
  await page.locator('#terms_agreed').check();
  await page.locator('#other_person_agreed').check();
  await quiet();
  await capture(page, `booking-step2-${suffix}.png`, width);
  await page.locator('.booking-form button[type=submit]').click();
  await page.waitForURL(/\/payment\/\d+$/);
  await page.locator('.appointment-summary').waitFor();
  await quiet();
  await capture(page, `payment-summary-${suffix}.png`, width);
  await page.locator('input[name="payment-method"][value="online"]').check();
  await page.locator('.payment-form button[type=submit]').click();
  await page.locator('dialog[open] .test-checkout').waitFor();
  const checkoutName = `payment-test-checkout-${suffix}.png`;
  await page.screenshot({ path: `${outDir}/parts/${checkoutName.replace('.png', '-part1.png')}` });
  console.log(`${outDir}/parts/${checkoutName}`);
  await page.locator('dialog[open] .button--primary').click();
  await page.waitForURL(/\/select-slot\/\d+$/);
  const slotPage = page.url();
  await quiet();
  await slotJourney(page, suffix, width, run);
  await page.goto(slotPage, { waitUntil: 'networkidle' });
  await capture(page, `select-slot-scheduled-${suffix}.png`, width);
  await page.goto(`${baseUrl}/appointments`, { waitUntil: 'networkidle' });
  await capture(page, `appointments-list-${suffix}.png`, width);
  await page.locator('.appointment-card__actions button').first().click();
  await page.locator('dialog[open]').waitFor();
  const name = `appointments-details-${suffix}.png`;
  await page.screenshot({ path: `${outDir}/parts/${name.replace('.png', '-part1.png')}` });
  await page.locator('dialog[open]').evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
  await page.screenshot({ path: `${outDir}/parts/${name.replace('.png', '-part2.png')}` });
  console.log(`${outDir}/parts/${name}`);
}

const widths = [375, 1280];
let run = 0;
const languages = ['english', 'tamil'];

mkdirSync(`${outDir}/parts`, { recursive: true });
const browser = await chromium.launch({
  executablePath: e2eBrowserPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of widths) {
  for (const language of languages) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      reducedMotion: 'reduce',
    });
    // As the language switch saves a choice (lib/language.ts saveLanguage): in storage for the
    // page's code, and in the cookie for the pages the server draws in the visitor's language.
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
    const page = await context.newPage();
    if (signedInPaths.length > 0 || process.env.BOOKING_JOURNEY) await signIn(page);
    if (process.env.BOOKING_JOURNEY) {
      await bookingJourney(page, `${language}-${width}`, width, run);
      run += 1;
      await context.close();
      continue;
    }
    for (const path of signedInPaths.length > 0 ? signedInPaths : paths) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const name = `${path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-')}-${language}-${width}.png`;
      await capture(page, name, width);
      if (path === '/login') {
        // The second step: a code was sent.
        await page
          .locator('input[type="tel"]')
          .fill(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);
        await page.getByRole('checkbox').first().check();
        await page.locator('form button[type="submit"]').click();
        await page.locator('input[autocomplete="one-time-code"]').waitFor();
        await page.waitForTimeout(3500); // let the "code sent" toast go
        const stepTwo = name.replace('login-', 'login-code-');
        await page.screenshot({
          path: `${outDir}/parts/${stepTwo.replace('.png', '-part1.png')}`,
          clip: { x: 0, y: 0, width, height: 900 },
        });
        console.log(`${outDir}/parts/${stepTwo}`);
      }
    }
    await context.close();
  }
}
await browser.close();
