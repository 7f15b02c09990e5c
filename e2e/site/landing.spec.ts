import {
  ANY_WIDTH,
  chooseLanguage,
  englishWordsOn,
  expect,
  failedLoadsExpected,
  test,
  wakePage,
} from '../fixtures';

test.describe('landing page', () => {
  test('shows every section in English with prices from the server', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Guidance from the stars, from astrologers you can trust',
    );
    await expect(page.getByRole('heading', { name: 'Why families trust us' })).toBeVisible();
    for (const feature of [
      'Experienced astrologers',
      'Accurate predictions',
      'Confidentiality',
      '24/7 support',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    // What is round the clock, so the Contact page's office hours do not contradict it.
    await expect(
      page.getByText(
        new RegExp(
          /^Online booking and WhatsApp messages around the clock, answered within 24 hours; /
            .source + /calls and visits in the office hours/.source,
        ),
      ),
    ).toBeVisible();
    const services = page.locator('.service-card');
    await expect(services).toHaveCount(3);
    await expect(services.nth(0)).toContainText('Jathagam Reading');
    await expect(services.nth(0)).toContainText('₹500.00');
    await expect(services.nth(1)).toContainText('₹1,400.00');
    await expect(services.nth(2)).toContainText('₹300.00');
    await expect(page.locator('.step')).toHaveCount(5);
    await expect(
      page.getByText('Consultations are for educational and entertainment purposes only.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Consultations by phone call or video are paid in advance; ' +
          'for one at the office you may pay in cash when you come.',
      ),
    ).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer).toContainText('Jothidam Consultation Centre');
    await expect(footer.getByRole('link', { name: 'Call Office' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/jothidam.example',
    );
    await expect(page).toHaveTitle(/Jothidam/);
  });

  test('/landing is the same page', ANY_WIDTH, async ({ page }) => {
    await page.goto('/landing');
    await expect(page.locator('.service-card')).toHaveCount(3);
  });

  test('switches to Tamil, keeps it after a reload, and leaves no English behind', async ({
    page,
  }) => {
    await page.goto('/');
    await chooseLanguage(page, 'தமிழ்');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'நம்பகமான ஜோதிடர்களிடமிருந்து நட்சத்திரங்களின் வழிகாட்டுதல்',
    );
    await expect(page.locator('.service-card').nth(1)).toContainText('திருமணப் பொருத்தம்');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'நம்பகமான ஜோதிடர்களிடமிருந்து நட்சத்திரங்களின் வழிகாட்டுதல்',
    );
    await expect(page.locator('.testimonial-card').first()).toContainText('லட்சுமி');
    await expect(page.locator('footer')).toContainText('ஜோதிட ஆலோசனை மையம்');
    expect(await englishWordsOn(page)).toEqual([]);
    const tamilFont = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (font) => font.family.includes('Noto Sans Tamil') && font.status === 'loaded',
      );
    });
    expect(tamilFont).toBe(true);
  });

  test(
    'choosing a service stores it as pending and goes to sign-in',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Book Marriage Porutham' }).click();
      await expect(page).toHaveURL(/\/login$/);
      const pending = await page.evaluate(() => localStorage.getItem('pending_service'));
      expect(JSON.parse(pending ?? 'null')).toEqual({ id: 2, key: 'marriage_porutham' });
    },
  );

  test('every get-started and login button leads to /login', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Login', 'Book a consultation', 'Get started']) {
      await page.goto('/');
      await page.getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});

test.describe('when the services call fails', ANY_WIDTH, () => {
  test.use(failedLoadsExpected);

  test('shows the standard prices when the services call fails', async ({ page }) => {
    await page.route('**/api/services?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }),
    );
    // Reached inside the app: a direct visit comes drawn by the server with the services in it.
    await page.goto('/login');
    await page.locator('header .brand').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('Live prices could not be loaded; these are our standard prices.'),
    ).toBeVisible();
    await expect(page.locator('.service-card').nth(1)).toContainText('₹1,400.00');
  });
});

test.describe('translations from the server', ANY_WIDTH, () => {
  test("lay the office's text over the built-in text and cache it as version 1.0.5", async ({
    page,
  }) => {
    await page.route('**/api/translations', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          translations: { english: { landing: { hero_title: 'Office headline' } }, tamil: {} },
        }),
      }),
    );
    await page.goto('/');
    // The page comes drawn with the office's words of the moment; its code asks for them again.
    await wakePage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office headline');
    const cached = await page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('translations_cache') ?? '{}') as { version?: string },
    );
    expect(cached.version).toBe('1.0.5');
  });

  test('are ignored when their English part is empty', async ({ page }) => {
    await page.route('**/api/translations', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          translations: { english: {}, tamil: { landing: { hero_title: 'அலுவலகம்' } } },
        }),
      }),
    );
    await page.addInitScript(() => localStorage.setItem('language', 'tamil'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'நம்பகமான ஜோதிடர்களிடமிருந்து நட்சத்திரங்களின் வழிகாட்டுதல்',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('translations_cache'))).toBeNull();
  });

  test('a cache of another version is dropped and fetched again', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        sessionStorage.setItem(
          'translations_cache',
          JSON.stringify({
            version: '1.0.4',
            translations: { english: { landing: { hero_title: 'Stale' } }, tamil: {} },
          }),
        );
      }
    });
    await page.goto('/');
    await wakePage(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Stale');
    // The fresh dictionary arrives in the background.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              JSON.parse(sessionStorage.getItem('translations_cache') ?? '{}') as {
                version?: string;
              }
            ).version,
        ),
      )
      .toBe('1.0.5');
  });
});
