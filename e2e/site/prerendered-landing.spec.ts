import { ANY_WIDTH, chooseLanguage, expect, test, wakePage } from '../fixtures';

test.describe('the landing page before any JavaScript runs', ANY_WIDTH, () => {
  test.use({ javaScriptEnabled: false });

  test('is already there in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Guidance from the stars, from astrologers you can trust',
    );
    await expect(page.locator('.service-card')).toHaveCount(3);
    await expect(page.locator('.service-card').nth(1)).toContainText('₹1,400.00');
    await expect(page.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('is in Tamil for a visitor whose cookie says so', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'tamil', url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'நம்பகமான ஜோதிடர்களிடமிருந்து நட்சத்திரங்களின் வழிகாட்டுதல்',
    );
  });
});

test(
  'choosing Tamil sets the cookie and the next visit hydrates the Tamil page',
  ANY_WIDTH,
  async ({ page, context }) => {
    await page.goto('/');
    await chooseLanguage(page, 'தமிழ்');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('tamil');
    await page.reload();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'tamil');
    await expect(page.locator('.service-card').first()).toContainText('ஜாதகம் பார்த்தல்');
    // Hydrated: the language choice responds.
    await chooseLanguage(page, 'English');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Guidance from the stars, from astrologers you can trust',
    );
  },
);

// One production bundle (decision 0033): the server runs with NODE_ENV=test here, yet serves the
// production bundle customers get (React's development build carries its warnings, such as the
// one for a list child without a key).
test(
  'is served with the production build of React, whatever NODE_ENV the server runs with',
  ANY_WIDTH,
  async ({ page }) => {
    // Every script the signed-out pages load, the landing page's and the app's (/login).
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.set(response.url(), response.text());
    });
    for (const path of ['/', '/login']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Read before the next page: a body is gone once the browser has navigated away.
      await Promise.all(scripts.values());
    }
    expect(scripts.size).toBeGreaterThan(1);
    for (const [url, code] of scripts) expect(await code, url).not.toContain('unique "key" prop');
  },
);

// The page's bundle comes after its first paint (decision 0038); a tap in between is held and given
// once the page is alive, to a section React may not have hydrated yet.
test(
  'a tap on a service before the page’s bundle has arrived still books it',
  ANY_WIDTH,
  async ({ page }) => {
    let releaseCode: () => void = () => undefined;
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/assets\/landing-[\w-]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    // Not until "load": the held code delays it.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Book Marriage Porutham' }).click();
    await expect(page.getByRole('button', { name: 'Book Marriage Porutham' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    releaseCode();
    await expect(page).toHaveURL(/\/login$/);
    const pending = await page.evaluate(() => localStorage.getItem('pending_service'));
    expect(JSON.parse(pending ?? 'null')).toEqual({ id: 2, key: 'marriage_porutham' });
  },
);

// The server draws the landing page with the office's answers and words in it (decision 0042); its
// bundle runs at the visitor's first touch, finds them, and asks only for both languages' words.
test(
  'comes prerendered with the office’s answers and never asks for them again',
  ANY_WIDTH,
  async ({ page }) => {
    const calls: string[] = [];
    page.on(
      'request',
      (request) =>
        void (
          new URL(request.url()).pathname.startsWith('/api/') &&
          calls.push(new URL(request.url()).pathname)
        ),
    );
    await page.goto('/');
    await expect(page.locator('#first-answers')).toHaveCount(1);
    await expect(page.locator('.service-card').nth(1)).toContainText('₹1,400.00');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    // The browser's first render hydrates what the server drew: the same text, and no hydration
    // error (the fixture fails a test on any console error). The slider then sets its measured widths.
    const drawn = await page.locator('#root').textContent();
    await wakePage(page);
    await expect.poll(() => calls).toEqual(['/api/translations']);
    expect(await page.locator('#root').textContent()).toBe(drawn);
    await chooseLanguage(page, 'தமிழ்');
    await expect(page.locator('.service-card').first()).toContainText('ஜாதகம் பார்த்தல்');
  },
);

test(
  "waits for no touch when this browser saved another language than the page's",
  ANY_WIDTH,
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'english', url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('language', 'tamil'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'நம்பகமான ஜோதிடர்களிடமிருந்து நட்சத்திரங்களின் வழிகாட்டுதல்',
    );
  },
);
