import { existsSync, readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { signInCodesIn } from '../scripts/sign-in-codes.mjs';

export const VIDEO_HOST = 'https://www.youtube-nocookie.com';

interface Fixtures {
  /** Console errors the test expects; any other fails the test. */
  allowConsoleErrors: RegExp[];
}

/**
 * The real browser against the real server. A test fails on an unexpected console error or
 * uncaught page error; the video host is answered locally (there is no network here).
 */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  // An address of its own per test (documentation range), so per-address limits stay apart.
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({
      'X-Forwarded-For': `203.0.113.${randomInt(1, 255)}, 198.51.100.${randomInt(1, 255)}`,
    });
  },
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      // React Router's warning of a direct load with nothing to show while the screen's code arrives.
      if (message.type() === 'warning' && /HydrateFallback/.test(text))
        problems.push(`console.warn: ${text}`);
      if (message.type() !== 'error') return;
      if (!allowConsoleErrors.some((pattern) => pattern.test(text)))
        problems.push(`console.error: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.route(`${VIDEO_HOST}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>player</title><p>video</p>',
      }),
    );
    await use(page);
    expect(problems, 'unexpected errors in the browser').toEqual([]);
  },
});

export { expect };

/**
 * A test of what the screen's width cannot change (routing, fallbacks, refusals, the server's
 * answers): the phone runs it, the desktop leaves it out. Untagged tests run at both widths (decision 0039).
 */
export const ANY_WIDTH = { tag: '@any-width' };

/**
 * A test of the office's work at its desk (the console's workflows: the day, the cash, the
 * schedule, the team, the figures): the desktop runs it, the phone leaves it out. The console's
 * language and accessibility at a phone's width, and what the customer does in an office test,
 * stay at both widths (decision 0086).
 */
export const AT_THE_DESK = { tag: '@at-the-desk' };

/** For tests that make a call fail on purpose: the browser reports the failed load. */
export const failedLoadsExpected = { allowConsoleErrors: [/Failed to load resource/] };

export async function chooseLanguage(page: Page, language: 'English' | 'தமிழ்') {
  // A click before the page's code runs is held and given once it does (page-starter.js): the
  // choice shows then, not at once, which check() would take for a click that did nothing.
  const choice = page.getByRole('radio', { name: language }).first();
  await choice.click();
  await expect(choice).toBeChecked();
}

/**
 * Wakes a page the server drew with everything in it, whose code waits for the visitor's first
 * touch or key (page-starter.js), and waits until it is alive.
 */
export async function wakePage(page: Page) {
  // Listening before the key is pressed: a key pressed first may wake a page whose code is
  // already fetched before the listener is there.
  await page.evaluate(() =>
    document.addEventListener(
      'portal:mounted',
      () => document.documentElement.setAttribute('data-e2e-mounted', ''),
      { once: true },
    ),
  );
  await page.keyboard.press('Shift');
  await expect(page.locator('html[data-e2e-mounted]')).toHaveCount(1);
}

/**
 * Saves a language as the language switch does (lib/language.ts saveLanguage): in storage for the
 * page's code, and in the cookie the server draws its pages in. The page must be on the portal.
 */
export async function saveLanguageAs(page: Page, language: 'english' | 'tamil') {
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page
    .context()
    .addCookies([{ name: 'language', value: language, url: new URL('/', page.url()).href }]);
}

/** Stores a signed-in session the way sign-in does (lib/session.ts): a token and the user's data. */
export async function storeSession(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('auth_token', 'e2e-token');
    localStorage.setItem(
      'user_data',
      JSON.stringify({ name: 'Meena', mobile_number: '+919876543210' }),
    );
  });
}

/** Words of English allowed on a Tamil screen: names, brands, abbreviations, addresses. */
const allowedLatin = new Set([
  'English',
  'WhatsApp',
  'Facebook',
  'Instagram',
  'YouTube',
  'Telegram',
  'GST',
  'GSTIN',
  'IST',
  'UTC',
  'UPI',
  'OTP',
  'SMS',
  'AST',
  'REQ',
  'JSON',
  'Razorpay',
  // Browsers and systems a session names: brands, the same in both languages.
  'Chrome',
  'Firefox',
  'Safari',
  'Edge',
  'Opera',
  'Samsung',
  'Internet',
  'Browser',
  'Android',
  'iPhone',
  'iPad',
  'ChromeOS',
  'Windows',
  'Mac',
  'Linux',
  'JPG',
  'PNG',
  'PDF',
  'SAC',
  'CGST',
  'SGST',
  'IGST',
  'CSV',
  'LUT',
  'jpg',
  'png',
  'pdf',
  'jothidam',
  'example',
  'support',
  'info',
  'jothidam_example',
  'english',
  'tamil',
]);

/** Latin-script words on the page that are not names or numbers: English left on a Tamil screen. */
export async function englishWordsOn(page: Page): Promise<string[]> {
  // E-mail addresses and web addresses are data, not words.
  const text = (await page.locator('body').innerText()).replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  // Short words are mostly abbreviations; AM and PM are English left in a Tamil time.
  const words = (text.match(/[A-Za-z][A-Za-z_']+(?:-[A-Za-z]+)*/g) ?? []).filter(
    (word) => word.length > 2 || word === 'AM' || word === 'PM',
  );
  return [...new Set(words.filter((word) => !allowedLatin.has(word)))];
}

/**
 * A fresh Indian mobile number for one test. The server's log names a number by its last four
 * digits only (decision 0052), so numbers signing in at once must differ there: the last digit is
 * the worker's (tests on one worker run one after another), and the three before it never 70x, as
 * the office's numbers (…70xx) end. Their last four are also new to the log: a code sent earlier
 * in the run to a number ending the same would otherwise be read as this one's.
 */
export function freshMobileNumber(): string {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  const log = process.env.E2E_SERVER_LOG;
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    const three = String(randomInt(0, 1000)).padStart(3, '0');
    if (three.startsWith('70')) continue;
    const number = `9${randomInt(10_000, 100_000)}${three}${worker}`;
    if (!log || !existsSync(log) || codesSentTo(`+91${number}`).length === 0) return number;
  }
  throw new Error('no mobile number ending new to the server log is left for this worker');
}

/**
 * Where a test's picture of a screen goes, for a person to look at: SHOTS_DIR when it is set
 * (a screenshot pass: SHOTS_DIR=/tmp/shots npx playwright test …), else the test's own output.
 */
export function shotPath(testInfo: TestInfo, name: string): string {
  return process.env.SHOTS_DIR
    ? `${process.env.SHOTS_DIR}/${name}-${testInfo.project.name}.png`
    : testInfo.outputPath(`${name}.png`);
}

/**
 * A field's own error message. The form's summary of problems repeats each as a link to its field
 * (decision 0108), so the words alone name two elements.
 */
export function fieldError(scope: Page | Locator, message: string): Locator {
  return scope.locator('[id$="-error"]').filter({ hasText: message });
}

/** The codes the console SMS provider has written to the server's log for a number, oldest first. */
export function codesSentTo(mobileNumber: string): string[] {
  const log = process.env.E2E_SERVER_LOG;
  if (!log) throw new Error('E2E_SERVER_LOG is not set');
  return signInCodesIn(readFileSync(log, 'utf8'), mobileNumber);
}

/**
 * The confirmation links the console e-mail provider has written to the server's log for an
 * address, oldest first (decision 0107). A line names the address by the four characters before
 * its @ only, so a test's address must end them in something new to the run.
 */
export function confirmationLinksSentTo(address: string): string[] {
  const log = process.env.E2E_SERVER_LOG;
  if (!log) throw new Error('E2E_SERVER_LOG is not set');
  const at = address.lastIndexOf('@');
  const recipient = `…${address.slice(Math.max(0, at - 4), at)}@…`;
  const links: string[] = [];
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    if (!line.includes('"email_confirmation"')) continue;
    try {
      const entry = JSON.parse(line) as { kind?: string; recipient?: string; link?: string };
      if (entry.kind === 'email_confirmation' && entry.recipient === recipient && entry.link)
        links.push(entry.link);
    } catch {
      // A line still being written.
    }
  }
  return links;
}

/**
 * The newest code sent to a number, once more than `after` codes have been sent to it: a number
 * signed in before (an office number, a retried test) is not given its previous code while the
 * server is still writing the new one.
 */
export async function codeSentTo(mobileNumber: string, { after = 0 } = {}): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const codes = codesSentTo(mobileNumber);
        code = codes.length > after ? codes.at(-1) : undefined;
        return code;
      },
      { message: `a new code sent to ${mobileNumber}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Forgets the signed-in session before another person signs in on the same browser, from a page
 * that runs none of the portal's code: a call of the screen left behind cannot go out without its
 * token then (a 401 in the console).
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.clear());
}

/** Signs a fresh number (or the given one) in through the sign-in screen (English); returns the number. */
export async function signInThroughScreen(
  page: Page,
  number = freshMobileNumber(),
): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(number);
  await page.getByRole('checkbox').first().check();
  const codesBefore = codesSentTo(`+91${number}`).length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page
    .getByLabel('One-time code (OTP)')
    .fill(await codeSentTo(`+91${number}`, { after: codesBefore }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return number;
}

/** Opens a header link; on a phone the menu opens first. */
export async function openFromHeader(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole(name === 'Logout' ? 'button' : 'link', { name })
    .click();
}

/** Books an appointment through the API with the signed-in page's token (the booking screen has its own tests). */
export async function bookThroughApi(
  page: Page,
  request: APIRequestContext,
  { name = 'Ravi', services = [1] }: { name?: string; services?: number[] } = {},
) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await request.post('/api/appointments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      services,
      terms_agreed: true,
    },
  });
  expect(response.status()).toBe(201);
  const { appointment } = (await response.json()) as {
    appointment: { id: number; appointment_number: string };
  };
  return {
    id: appointment.id,
    number: appointment.appointment_number,
    headers: { authorization: `Bearer ${token}` },
  };
}

/**
 * Types a birth place and chooses its suggestion: the booking form takes a place chosen from the
 * list (or given by coordinates), not one only typed (decision 0109).
 */
export async function choosePlace(field: Locator, typed: string, option: string | RegExp) {
  await field.fill(typed);
  await field.page().getByRole('option', { name: option }).first().click();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

/** Pays a booking of the page's customer through the test gateway's real calls (order, checkout, verify). */
export async function payThroughTestGateway(
  request: APIRequestContext,
  booking: { id: number; headers: Record<string, string> },
) {
  const { headers } = booking;
  const order = (await (
    await request.post(`/api/payments/appointments/${booking.id}/initiate`, { headers })
  ).json()) as { razorpay_order_id: string };
  const paid = (await (
    await request.post('/api/payments/test-gateway/checkout', {
      headers,
      data: { razorpay_order_id: order.razorpay_order_id, outcome: 'pay' },
    })
  ).json()) as Record<string, string>;
  const verified = await request.post('/api/payments/verify', {
    headers,
    data: { ...paid, appointment_id: booking.id },
  });
  expect(verified.status()).toBe(200);
}
