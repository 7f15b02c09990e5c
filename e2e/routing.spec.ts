import { ANY_WIDTH, expect, storeSession, test } from './fixtures';

const protectedPaths = ['/home', '/booking?service=1', '/payment/7', '/select-slot/7', '/appointments', '/profile'];

test.describe('routing rules (spec section 2)', ANY_WIDTH, () => {
  for (const path of protectedPaths) {
    test(`${path} needs a login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('an unknown path goes to / when logged out', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.service-card')).toHaveCount(3);
  });

  test('an unknown path goes to /home when logged in', async ({ page }) => {
    // The stored session is made up: home's own calls are held, so no 401 ends it midway.
    await page.route('/api/**', () => undefined);
    await storeSession(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
  });

  test.describe(() => {
    test('/payment/success goes to the slot selection of its appointment, or to /appointments', async ({ page }) => {
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
    await expect(page.getByText('Failed to initialize application. Please refresh the page.')).toBeVisible();
  });
});

test.describe('a screen that cannot load', ANY_WIDTH, () => {
  test.use({ allowConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module|Unexpected Application Error|info-screen/i] });

  test('shows the application error screen instead of a blank page', async ({ page }) => {
    await page.route('**/assets/info-screen-*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible();
  });
});
