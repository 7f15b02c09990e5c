import type { Page } from '@playwright/test';
import {
  ANY_WIDTH,
  bookThroughApi,
  expect,
  failedLoadsExpected,
  openFromHeader,
  payThroughTestGateway,
  saveLanguageAs,
  signInThroughScreen,
  test,
} from '../fixtures';

/**
 * Installable, and useful offline (decision 0084): the real service worker, built by the web
 * build, precaching the real bundle. Every other browser test blocks workers (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow', ...failedLoadsExpected });

const cardOf = (page: Page, number: string) =>
  page.locator('.appointment-card').filter({ hasText: number });
const offlineLine = (page: Page) =>
  page.getByText(/^You are offline\. Shown as of \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m$/);

/**
 * Every address under /api/ that Cache Storage holds, in any cache, and what a plain lookup of the
 * customer's list finds.
 */
function cachedApiReplies(page: Page) {
  return page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        if (new URL(request.url).pathname.startsWith('/api/'))
          cached.push(new URL(request.url).pathname);
    }
    const found = (await caches.match('/api/appointments')) !== undefined;
    return { cached: cached.sort(), found };
  });
}

/** Until the worker has installed (precached the shell) and took this page over. */
async function workerInControl(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
      message: 'the service worker controls the page',
    })
    .toMatch(/\/sw\.js$/);
}

async function logOut(page: Page) {
  await openFromHeader(page, 'Logout');
  await page
    .getByRole('dialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('installable and readable offline', ANY_WIDTH, () => {
  test('the server sends the worker and both manifests as files, checked again on every visit', async ({
    request,
  }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    for (const [path, lang] of [
      ['/manifest.webmanifest', 'en'],
      ['/manifest.ta.webmanifest', 'ta'],
    ] as const) {
      const manifest = await request.get(path);
      expect(manifest.status(), path).toBe(200);
      expect(manifest.headers()['content-type'], path).toMatch(/^application\/manifest\+json/);
      const body = (await manifest.json()) as {
        lang: string;
        start_url: string;
        display: string;
        icons: { src: string }[];
      };
      expect(body).toMatchObject({ lang, start_url: '/home', display: 'standalone' });
      for (const icon of body.icons)
        expect((await request.get(icon.src)).headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  test('a customer reads appointments offline, and after logout the phone caches none', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    await signInThroughScreen(page);
    const booking = await bookThroughApi(page, request, { name: 'Ravi Offline' });
    await payThroughTestGateway(request, booking);
    await page.goto('/appointments');
    await expect(cardOf(page, booking.number)).toBeVisible();
    // The page links the manifest of its language; the landing page never registers the worker.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await workerInControl(page);

    // Online, through the worker: the list and the receipt are fetched fresh and cached.
    await page.reload();
    await expect(cardOf(page, booking.number)).toBeVisible();
    await cardOf(page, booking.number).getByRole('link', { name: 'Receipt' }).click();
    await expect(page).toHaveURL(/\/receipts\/payment\/\d+$/);
    await expect(page.getByRole('article', { name: 'Tax invoice' })).toContainText(booking.number);
    const receipt = new URL(page.url()).pathname;
    const paymentId = /(\d+)$/.exec(receipt)![1];
    await expect
      .poll(async () => (await cachedApiReplies(page)).cached)
      .toEqual(['/api/appointments', `/api/payments/${paymentId}/receipt`]);
    // A lookup without the customer's key (another customer's, or none) finds nothing.
    expect((await cachedApiReplies(page)).found).toBe(false);

    await context.setOffline(true);
    const cachedReply = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/appointments',
    );
    await page.goto('/appointments');
    // The worker's answer says it is the cached one, and of when.
    expect((await cachedReply).headers()['x-served-from-cache']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(cardOf(page, booking.number)).toBeVisible();
    await expect(offlineLine(page)).toBeVisible();
    await page.goto(receipt);
    await expect(page.getByRole('article', { name: 'Tax invoice' })).toContainText(booking.number);
    await expect(offlineLine(page)).toBeVisible();

    await context.setOffline(false);
    await page.goto('/appointments');
    await expect(cardOf(page, booking.number)).toBeVisible();
    await expect(page.getByText(/You are offline/)).toHaveCount(0);
    await logOut(page);
    await expect.poll(() => cachedApiReplies(page)).toEqual({ cached: [], found: false });

    // The next customer on this phone: their own list, online and offline, and never the first one's.
    await signInThroughScreen(page);
    await page.goto('/appointments');
    await expect(page.getByText('You have no appointments yet.')).toBeVisible();
    await expect
      .poll(async () => (await cachedApiReplies(page)).cached)
      .toEqual(['/api/appointments']);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You have no appointments yet.')).toBeVisible();
    await expect(offlineLine(page)).toBeVisible();
    await expect(cardOf(page, booking.number)).toHaveCount(0);
    await context.setOffline(false);
  });
});

// An action with no connection says so and sends nothing (decision 0109).
for (const language of ['english', 'tamil'] as const) {
  const words = {
    english: {
      cancel: 'Cancel appointment',
      reason: /^Reason/,
      confirm: 'Confirm cancellation',
      offline: 'You are offline; nothing was sent. Please try again when you are connected.',
    },
    tamil: {
      cancel: 'சந்திப்பை ரத்துசெய்',
      reason: /^காரணம்/,
      confirm: 'ரத்துசெய்வதை உறுதிசெய்',
      offline: 'நீங்கள் இணைப்பில் இல்லை; எதுவும் அனுப்பப்படவில்லை. இணைப்பு கிடைத்ததும் மீண்டும் முயலுங்கள்.',
    },
  }[language];

  test(
    `offline, a cancellation in ${language} says nothing was sent, and nothing was`,
    ANY_WIDTH,
    async ({ page, request, context }, testInfo) => {
      await signInThroughScreen(page);
      const booking = await bookThroughApi(page, request, { name: 'Ravi Unsent' });
      await saveLanguageAs(page, language);
      await page.goto('/appointments');
      const card = cardOf(page, booking.number);
      await card.getByRole('button', { name: words.cancel }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: words.reason }).fill('Travelling');
      await context.setOffline(true);
      await dialog.getByRole('button', { name: words.confirm }).click();
      await expect(page.locator('.toast').filter({ hasText: words.offline })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`offline-cancel-${language}-${testInfo.project.name}.png`),
      });
      await context.setOffline(false);
      const reply = await request.get(`/api/appointments/${booking.id}`, {
        headers: booking.headers,
      });
      expect(((await reply.json()) as { appointment: { status: string } }).appointment.status).toBe(
        'pending',
      );
    },
  );
}
