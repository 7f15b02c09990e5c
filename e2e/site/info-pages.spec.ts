import {
  ANY_WIDTH,
  englishWordsOn,
  expect,
  failedLoadsExpected,
  storeSession,
  test,
  wakePage,
} from '../fixtures';

const pages = [
  {
    path: '/terms',
    english: 'Terms and Conditions',
    tamil: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
    fact: 'educational and entertainment purposes only',
  },
  {
    path: '/refund-policy',
    english: 'Refund Policy',
    tamil: 'பணத்திருப்பக் கொள்கை',
    fact: '5-7 business days',
  },
  {
    path: '/contact',
    english: 'Contact Us',
    tamil: 'எங்களைத் தொடர்புகொள்ள',
    fact: 'Monday to Saturday: 9:00 AM to 6:00 PM IST',
  },
];

test.describe('information pages', ANY_WIDTH, () => {
  for (const info of pages) {
    test(`${info.path} shows the server's content in English and in Tamil`, async ({ page }) => {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.english);
      await expect(page.locator('.info-content')).toHaveAttribute('data-source', 'server');
      await expect(page.locator('.info-content')).toContainText(info.fact);
      await expect(page.locator('footer')).toContainText('Jothidam Consultation Centre');

      await page.getByRole('button', { name: 'Switch to தமிழ்' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.tamil);
      await expect(page.locator('.info-content h2').first()).toHaveText(/[\u0B80-\u0BFF]/);
      expect(await englishWordsOn(page)).toEqual([]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.tamil);
    });
  }

  test('the refund policy carries the refund and notice rules', async ({ page }) => {
    await page.goto('/refund-policy');
    const content = page.locator('.info-content');
    for (const fact of [
      'at least 24 hours before',
      '50% fee',
      'case by case',
      'UPI, bank transfer or card',
      'appointment number',
      'within 7 days',
      "24 hours' notice",
    ]) {
      await expect(content).toContainText(fact);
    }
  });

  test('the contact page tells how to reach the office', async ({ page }) => {
    await page.goto('/contact');
    const content = page.locator('.info-content');
    for (const fact of [
      'support@jothidam.example',
      'info@jothidam.example',
      '+91 98765 43210',
      'Madurai',
      'Sunday: Closed',
      'urgent help',
      'within 24 hours',
    ]) {
      await expect(content).toContainText(fact);
    }
  });

  test('back buttons go to /login when logged out', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('back buttons go to /home when logged in', async ({ page }) => {
    await storeSession(page);
    await page.goto('/refund-policy');
    // The stored session is made up: home's own calls are held, so no 401 ends it midway (the
    // page's settings and text, which its code asks for before it takes over, are answered).
    await page.route(/\/api\/(?!public\/|settings\/ui)/, () => undefined);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('come prerendered, with no bundle until touched, and hydrate the same markup', async ({
    page,
  }) => {
    // The page's code, once it runs, asks for the page's text and settings.
    const calls: string[] = [];
    page.on(
      'request',
      (request) =>
        void (
          new URL(request.url()).pathname.startsWith('/api/') &&
          calls.push(new URL(request.url()).pathname)
        ),
    );
    await page.goto('/terms');
    await expect(page.locator('.info-content')).toHaveAttribute('data-source', 'server');
    await expect(page).toHaveTitle('Terms and Conditions · Jothidam');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    // The server's markup separates neighbouring texts with empty comments; the browser's has none.
    const markup = async () => (await page.locator('#root').innerHTML()).replaceAll('<!-- -->', '');
    const drawn = await markup();

    await wakePage(page);
    expect(calls).toContain('/api/public/terms');
    expect(await markup()).toBe(drawn);
  });

  test('fall back to the built-in text when the server sends nothing', async ({ page }) => {
    await page.route('**/api/public/**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          page_type: 'terms',
          language: 'english',
          title: 'x',
          content: '',
        }),
      }),
    );
    // Reached inside the app: a direct visit comes drawn by the server, which made no call.
    await page.goto('/login');
    await page.locator('footer').getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page.locator('.info-content')).toHaveAttribute('data-source', 'built-in');
    await expect(page.locator('.info-content')).toContainText(
      'For a consultation by phone or by video, the fee is paid in advance',
    );
  });
});

test.describe('information pages when the server fails', ANY_WIDTH, () => {
  test.use(failedLoadsExpected);

  test('fall back to the built-in text in the chosen language when the server fails', async ({
    page,
  }) => {
    await page.route('**/api/public/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.addInitScript(() => localStorage.setItem('language', 'tamil'));
    await page.goto('/login');
    await page.locator('footer').getByRole('link', { name: 'பணத்திருப்பக் கொள்கை' }).click();
    await expect(page.locator('.info-content')).toHaveAttribute('data-source', 'built-in');
    await expect(page.locator('.info-content')).toContainText('5-7 வேலை நாட்களுக்குள்');
  });
});
