import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, saveLanguageAs, storeSession, test } from '../fixtures';

const protectedPaths = [
  '/home',
  '/booking?service=1',
  '/payment/7',
  '/select-slot/7',
  '/appointments',
  '/profile',
];

test.describe('routing rules', ANY_WIDTH, () => {
  for (const path of protectedPaths) {
    test(`${path} needs a login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test.describe(() => {
    test('/payment/success goes to the slot selection of its appointment, or to /appointments', async ({
      page,
    }) => {
      // The stored session is made up: the screens' calls are held, so no 401 ends it midway.
      await page.route('/api/**', () => undefined);
      await storeSession(page);
      await page.goto('/payment/success?appointment_id=42');
      await expect(page).toHaveURL(/\/select-slot\/42$/);
      await page.goto('/payment/success');
      await expect(page).toHaveURL(/\/appointments$/);
    });
  });

  test('stored user data that does not parse logs the visitor out', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('auth_token', 'e2e-token');
      localStorage.setItem('user_data', '{broken');
    });
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('the first screen is the one the browser path names', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('an unknown API path stays a JSON 404', async ({ request }) => {
    const response = await request.get('/api/no-such-call');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });
});

// Real 404s (decision 0050): the not-found page answers with the status it says.
test.describe('an address with no screen', ANY_WIDTH, () => {
  // The browser reports the page's own 404; each test checks that nothing else was missing.
  test.use({ allowConsoleErrors: [/the server responded with a status of 404/] });

  /** The addresses that answered 404 while the page was open. */
  function missingAddresses(page: Page): string[] {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    return missing;
  }

  test('is a 404 with the not-found page, drawn before its code, whose link goes home to /', async ({
    page,
  }) => {
    const missing = missingAddresses(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    // The server drew it: the screen is there before the page's code has run.
    await expect(page.locator('#root[data-prerendered="english"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found · Jothidam');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.service-card')).toHaveCount(3);
    expect(missing).toEqual(['/no-such-page']);
  });

  test('comes in the language of the cookie and offers a signed-in customer home and appointments', async ({
    page,
  }) => {
    await page.goto('/login');
    await saveLanguageAs(page, 'tamil');
    await storeSession(page);
    const missing = missingAddresses(page);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('பக்கம் கிடைக்கவில்லை');
    // Nobody is signed in on the server: the page's code runs at once for a stored session,
    // untouched, and offers the customer's own ways instead of a Login.
    const home = page.getByRole('link', { name: 'முகப்புக்குச் செல்லுங்கள்' });
    await expect(home).toHaveAttribute('href', '/home');
    await expect(page.getByRole('link', { name: 'எனது சந்திப்புகள்' })).toHaveAttribute(
      'href',
      '/appointments',
    );
    await expect(page.getByRole('link', { name: 'உள்நுழை' })).toHaveCount(0);
    // The stored session is made up: home's own calls are held, so no 401 ends it midway.
    await page.route('/api/**', () => undefined);
    await home.click();
    await expect(page).toHaveURL(/\/home$/);
    expect(missing).toEqual(['/no/such/page']);
  });

  test("a missing file is a plain 404, and the app's own addresses are pages", async ({
    request,
  }) => {
    for (const path of ['/assets/nope.js', '/nope.webmanifest']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).not.toContain('text/html');
    }
    for (const path of ['/login', '/payment/7', '/admin/appointments/3'])
      expect((await request.get(path)).status(), path).toBe(200);
  });
});

test.describe('failures', ANY_WIDTH, () => {
  test.use({ allowConsoleErrors: [/The portal could not start/] });

  test('a start-up failure shows the application error screen', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(HTMLHtmlElement.prototype, 'lang', {
        set() {
          throw new Error('broken start');
        },
      });
    });
    await page.goto('/');
    // The landing page's code runs at the visitor's first touch or key.
    await page.keyboard.press('Shift');
    await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible();
    await expect(
      page.getByText('Failed to initialize application. Please refresh the page.'),
    ).toBeVisible();
  });
});

test.describe('a screen that cannot load', ANY_WIDTH, () => {
  test.use({
    allowConsoleErrors: [
      /Failed to load resource|Failed to fetch dynamically imported module|Unexpected Application Error|info-screen/i,
    ],
  });

  test('shows the application error screen instead of a blank page', async ({ page }) => {
    await page.route('**/assets/info-screen-*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible();
  });
});
