import type { Page } from '@playwright/test';
import {
  ANY_WIDTH,
  bookThroughApi,
  expect,
  saveLanguageAs,
  signInThroughScreen,
  test,
} from '../fixtures';

/**
 * A customer's page opened directly comes as its prerendered shell (decision 0083,
 * apps/web/prerender.mjs): drawn by the server with its styles and starter inline, which starts the
 * page's bundle and its first calls at once; the bundle takes those answers rather than asking
 * again.
 */

/** The calls to the API the page makes from now on, as "path?query". */
function apiCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

const timesIn = (calls: string[], call: string) => calls.filter((each) => each === call).length;

test.describe("a customer's page opened directly", ANY_WIDTH, () => {
  test('makes each of its first calls once, started by its shell', async ({ page, request }) => {
    await signInThroughScreen(page);
    const booking = await bookThroughApi(page, request);
    const calls = apiCallsOf(page);
    await page.goto('/appointments');
    await expect(
      page.locator('.appointment-card').filter({ hasText: booking.number }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(timesIn(calls, '/api/appointments')).toBe(1);
    expect(timesIn(calls, '/api/settings/ui?language=english')).toBe(1);
    expect(timesIn(calls, '/api/translations')).toBe(1);
  });

  test("starts them in the customer's language, and the booking form's services with them", async ({
    page,
  }) => {
    await signInThroughScreen(page);
    await saveLanguageAs(page, 'tamil');
    const calls = apiCallsOf(page);
    await page.goto('/booking?service=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ஆலோசனைக்கு முன்பதிவு செய்யுங்கள்');
    await expect(page.locator('main form')).toBeVisible();
    // The form is on once its code ran, which asks for what it needs as it starts (this page
    // never goes quiet for long: the place search stands ready); a second ask would be out by now.
    await page.waitForTimeout(1500);
    expect(timesIn(calls, '/api/services?language=tamil&country=india')).toBe(1);
    expect(timesIn(calls, '/api/settings/ui?language=tamil')).toBe(1);
    expect(timesIn(calls, '/api/user/people')).toBe(1);
    expect(timesIn(calls, '/api/countries')).toBe(1);
  });

  test("shows its styled shell in the visitor's language before any code runs", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.addCookies([{ name: 'language', value: 'tamil', url: baseURL ?? '' }]);
    const page = await context.newPage();
    const reply = await page.goto('/appointments');
    expect(reply?.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-[^']+'/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('எனது சந்திப்புகள்');
    await expect(page.getByRole('link', { name: 'முதன்மை உள்ளடக்கத்துக்குச் செல்லுங்கள்' })).toBeAttached();
    await expect(page.getByRole('status')).toBeVisible();
    // The page's styles are in it (no style sheet was fetched): the header is drawn as the screen's.
    expect(
      await page
        .locator('header')
        .evaluate((element) => getComputedStyle(element).borderBottomStyle),
    ).toBe('solid');
    await context.close();
  });
});
