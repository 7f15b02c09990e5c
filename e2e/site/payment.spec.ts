import type { APIRequestContext, Page } from '@playwright/test';
import {
  ANY_WIDTH,
  bookThroughApi,
  englishWordsOn,
  expect,
  signInThroughScreen,
  test,
} from '../fixtures';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.toast').filter({ hasText: text });

/** Books a Jathagam reading through the API; returns its id. */
const bookJathagam = async (page: Page, request: APIRequestContext, name?: string) =>
  (await bookThroughApi(page, request, { name })).id;

test.describe('payment', () => {
  test('online through the marked test checkout, paid and on to slot selection', async ({
    page,
    request,
  }) => {
    await signInThroughScreen(page);
    const id = await bookJathagam(page, request);
    await page.goto(`/payment/${id}`);
    await expect(page.getByTestId('appointment-total')).toHaveText('₹590.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, 'Please choose a payment method')).toBeVisible();

    await page.getByRole('radio', { name: /Pay online/ }).check();
    await page.getByRole('button', { name: 'Pay ₹590.00' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(checkout.getByRole('note')).toHaveText(
      'TEST MODE: no real payment gateway is configured, and no money is taken.',
    );
    await expect(checkout).toContainText('₹590.00');
    await checkout.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(toast(page, 'Payment successful. Now choose your slot.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/select-slot/${id}$`));

    await page.goto('/appointments');
    const card = page.locator('.appointment-card');
    await expect(card).toContainText('Payment received');
    await expect(card.getByRole('link', { name: 'Choose a slot' })).toHaveAttribute(
      'href',
      `/select-slot/${id}`,
    );
    await expect(card.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await page.goto(`/payment/${id}`);
    await expect(page.getByText('This appointment is paid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book later' })).toHaveAttribute(
      'href',
      '/appointments',
    );
  });

  test(
    'a cancelled or failed checkout says so and leaves the button working',
    ANY_WIDTH,
    async ({ page, request }) => {
      await signInThroughScreen(page);
      const id = await bookJathagam(page, request);
      await page.goto(`/payment/${id}`);
      await page.getByRole('radio', { name: /Pay online/ }).check();
      const pay = page.getByRole('button', { name: 'Pay ₹590.00' });
      await pay.click();
      await page
        .getByRole('dialog', { name: 'Test checkout' })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await expect(
        toast(page, 'Payment cancelled. You can try again when you are ready.'),
      ).toBeVisible();
      await expect(pay).toBeEnabled();

      await pay.click();
      await page
        .getByRole('dialog', { name: 'Test checkout' })
        .getByRole('button', { name: 'Fail (test)' })
        .click();
      await expect(
        toast(page, 'The payment failed. No money was taken; please try again.'),
      ).toBeVisible();
      await expect(pay).toBeEnabled();
      await page.goto('/appointments');
      await expect(page.locator('.appointment-card')).toContainText('Payment failed');
      await page.getByRole('link', { name: 'Pay now' }).click();
      await expect(page).toHaveURL(new RegExp(`/payment/${id}$`));
    },
  );

  test(
    'in Tamil: cash at the office goes on to a time, cash for a call waits',
    ANY_WIDTH,
    async ({ page, request }) => {
      await signInThroughScreen(page);
      const atOffice = await bookJathagam(page, request, 'ரவி'); // at the office unless another mode is chosen
      await page.evaluate(() => localStorage.setItem('language', 'tamil'));
      await page.goto(`/payment/${atOffice}`);
      await expect(
        page.getByText(
          'நீங்கள் வரும்போது எங்கள் அலுவலகத்தில் ரொக்கமாகச் செலுத்துங்கள். நேரத்தை இப்போதே தேர்ந்தெடுக்கலாம்.',
        ),
      ).toBeVisible();
      await page.getByRole('radio', { name: /ரொக்கம்/ }).check();
      expect(await englishWordsOn(page)).toEqual([]);
      await page.getByRole('button', { name: 'ரொக்கக் கட்டணத்தை உறுதிசெய்' }).click();
      await expect(
        toast(
          page,
          'ரொக்கம் தேர்ந்தெடுக்கப்பட்டது: நீங்கள் வரும்போது ₹590.00-ஐ எங்கள் அலுவலகத்தில் செலுத்துங்கள். ' +
            'இப்போது நேரத்தைத் தேர்ந்தெடுங்கள்.',
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/select-slot/${atOffice}$`));
      await expect(page.getByTestId('cash-due-at-office')).toHaveText(
        'அலுவலகத்தில் செலுத்த வேண்டிய தொகை: ₹590.00 ரொக்கமாக',
      );
      expect(await englishWordsOn(page)).toEqual([]);
      await page.goto('/appointments');
      const card = page.locator('.appointment-card');
      await expect(card).toContainText('அலுவலகத்தில் செலுத்த வேண்டிய தொகை');
      await expect(card.getByRole('link', { name: 'நேரத்தைத் தேர்ந்தெடுங்கள்' })).toHaveAttribute(
        'href',
        `/select-slot/${atOffice}`,
      );
      await expect(card.getByRole('link', { name: 'இப்போதே செலுத்துங்கள்' })).toHaveCount(0);

      const token = await page.evaluate(() => localStorage.getItem('auth_token'));
      const byPhone = await request.post('/api/appointments', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          name: 'ரவி',
          gender: 'male',
          date_of_birth: '1985-11-02',
          birth_time: '14:30',
          birth_place: 'Coimbatore',
          services: [1],
          consultation_mode: 'phone',
          terms_agreed: true,
        },
      });
      const phone = ((await byPhone.json()) as { appointment: { id: number } }).appointment.id;
      await page.goto(`/payment/${phone}`);
      await page.getByRole('radio', { name: /ரொக்கம்/ }).check();
      await page.getByRole('button', { name: 'ரொக்கக் கட்டணத்தை உறுதிசெய்' }).click();
      await expect(
        toast(page, 'கட்டணம் நிலுவையில்: எங்கள் அலுவலகத்தில் ரொக்கமாகச் செலுத்துங்கள்.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/appointments$/);
      await page.goto(`/select-slot/${phone}`);
      await expect(
        page.getByText(
          'தொலைபேசி அழைப்பு அல்லது வீடியோ ஆலோசனைக்கான ரொக்கத்தை, ' +
            'நேரத்தைத் தேர்ந்தெடுப்பதற்கு முன் எங்கள் அலுவலகத்தில் செலுத்த வேண்டும்.',
          { exact: false },
        ),
      ).toBeVisible();
    },
  );

  test.describe('with Razorpay checkout', ANY_WIDTH, () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    /** The server runs the test gateway; these make the browser take Razorpay's path. */
    async function asRazorpay(page: Page, id: number) {
      await page.route(`/api/payments/appointments/${id}/initiate`, async (route) => {
        const reply = (await (await route.fetch()).json()) as Record<string, unknown>;
        await route.fulfill({
          json: { ...reply, test_mode: false, razorpay_key_id: 'rzp_test_e2e' },
        });
      });
    }

    test('loads checkout.js on demand; a dismissed checkout or a missing script says so', async ({
      page,
      request,
    }) => {
      await signInThroughScreen(page);
      const id = await bookJathagam(page, request);
      await asRazorpay(page, id);
      let scriptLoads = 0;
      await page.route('https://checkout.razorpay.com/v1/checkout.js', async (route) => {
        scriptLoads += 1;
        if (scriptLoads > 1) return route.abort();
        await route.fulfill({
          contentType: 'application/javascript',
          body:
            'window.Razorpay = function (options) { window.__checkoutOptions = options; ' +
            'this.on = function () {}; ' +
            'this.open = function () { setTimeout(options.modal.ondismiss, 50); }; };',
        });
      });
      await page.goto(`/payment/${id}`);
      await page.getByRole('radio', { name: /Pay online/ }).check();
      await page.getByRole('button', { name: 'Pay ₹590.00' }).click();
      await expect(
        toast(page, 'Payment cancelled. You can try again when you are ready.'),
      ).toBeVisible();
      const options = await page.evaluate(
        () =>
          (window as unknown as { __checkoutOptions: Record<string, unknown> }).__checkoutOptions,
      );
      expect(options).toMatchObject({
        key: 'rzp_test_e2e',
        amount: 59_000,
        currency: 'INR',
        order_id: expect.stringMatching(/^order_/) as unknown as string,
      });
      expect(scriptLoads).toBe(1);

      await page.reload();
      await page.getByRole('radio', { name: /Pay online/ }).check();
      await page.getByRole('button', { name: 'Pay ₹590.00' }).click();
      await expect(
        toast(
          page,
          'The payment gateway could not be loaded. Please check your connection and try again.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay ₹590.00' })).toBeEnabled();
    });

    test('an unknown appointment returns home, saying so once', async ({ page }) => {
      await signInThroughScreen(page);
      for (const path of ['/payment/999999', '/payment/abc']) {
        await page.goto(path);
        await expect(toast(page, 'Appointment not found.')).toBeVisible();
        await expect(page).toHaveURL(/\/home$/);
        await expect(page.getByText('Appointment not found.')).toHaveCount(1);
      }
    });
  });
});
