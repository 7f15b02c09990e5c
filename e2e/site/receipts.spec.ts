import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  ANY_WIDTH,
  bookThroughApi,
  codesSentTo,
  englishWordsOn,
  expect,
  signInThroughScreen,
  test,
} from '../fixtures';

/** Pays an appointment online on the payment screen through the test gateway. */
async function payOnline(page: Page, appointmentId: number) {
  await page.goto(`/payment/${appointmentId}`);
  await page.getByRole('radio', { name: /Pay online/ }).check();
  await page.getByRole('button', { name: 'Pay ₹590.00' }).click();
  await page
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: 'Pay (test)' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/select-slot/${appointmentId}$`));
}

test.describe('receipts', ANY_WIDTH, () => {
  test('a customer opens the receipt, prints it or takes the PDF, in English and Tamil', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { number, appointment } =
      await test.step('a customer books and pays online', async () => {
        const number = await signInThroughScreen(page);
        const appointment = await bookThroughApi(page, request, { name: 'ரவி' });
        await payOnline(page, appointment.id);
        return { number, appointment };
      });

    const { paymentId, receiptNumber } =
      await test.step('the receipt opens from My Appointments', async () => {
        await page.goto('/appointments');
        await page.locator('.appointment-card').getByRole('link', { name: 'Receipt' }).click();
        await expect(page).toHaveURL(/\/receipts\/payment\/\d+$/);
        const paymentId = Number(/(\d+)$/.exec(page.url())![1]);
        const receiptNumber = `RCT-${appointment.number}-${paymentId}`;
        return { paymentId, receiptNumber };
      });

    const paper =
      await test.step("the receipt is a tax invoice with the office's details", async () => {
        // The demo office has a GSTIN: the receipt is a tax invoice (decision 0067).
        await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
        const paper = page.getByRole('article', { name: 'Tax invoice' });
        await expect(paper).toContainText(receiptNumber);
        await expect(paper).toContainText('Jothidam Consultation Centre');
        await expect(paper).toContainText('GST (18%)');
        await expect(paper).toContainText('Online payment');
        await expect(page.getByTestId('document-total')).toHaveText('₹590.00');
        return paper;
      });

    await test.step('the GST is split into CGST and SGST for Tamil Nadu', async () => {
      // No state given: the place of supply is the office's, Tamil Nadu, and the GST is halved into CGST and SGST.
      await expect(page.getByTestId('document-tax')).toContainText('33-Tamil Nadu');
      await expect(page.getByTestId('document-tax')).toContainText('999799');
      await expect(page.getByTestId('document-tax')).toContainText('CGST 9%');
      await expect(page.getByTestId('document-tax')).toContainText('SGST 9%');
    });

    await test.step('the receipt downloads as a PDF, in either language', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const pdf = await download;
      expect(pdf.suggestedFilename()).toBe(`${receiptNumber}.pdf`);
      expect(
        readFileSync(await pdf.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      const direct = await request.get(`/api/payments/${paymentId}/receipt.pdf?language=tamil`, {
        headers: appointment.headers,
      });
      expect(direct.status()).toBe(200);
      expect(direct.headers()['content-type']).toBe('application/pdf');
    });

    await test.step('printed, the receipt shows only the sheet', async () => {
      // Printed, only the sheet: no header, no buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('.signed-in-header')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(paper).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
    });

    await test.step('in Tamil, no English is left but the ids and numbers', async () => {
      await page.evaluate(() => localStorage.setItem('language', 'tamil'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'வரி விலைப்பட்டியல்' })).toBeVisible();
      await expect(page.getByTestId('document-tax')).toContainText('33-தமிழ்நாடு');
      await expect(page.getByRole('article')).toContainText('ஜோதிட ஆலோசனை மையம்');
      await expect(page.getByRole('article')).toContainText('ஆன்லைன் கட்டணம்');
      await expect(page.getByTestId('document-total')).toHaveText('₹590.00');
      await expect(page.getByRole('button', { name: 'PDF பதிவிறக்கு' })).toBeVisible();
      // Numbers and ids stay as they are: the receipt number, the GSTIN and the gateway's payment id.
      const ids =
        `${receiptNumber} ${await page.getByRole('article').innerText()}`.match(
          /\b(?:RCT|AST|pay_test)[\w-]*|\b\d{2}[A-Z0-9]{13}\b/g,
        ) ?? [];
      const english = (await englishWordsOn(page)).filter(
        (word) => !ids.some((id) => id.includes(word)),
      );
      expect(english).toEqual([]);
    });

    await test.step("signed out, the receipt's link goes through sign-in and back", async () => {
      // Signed out, the receipt's link (as a message sends it) goes through sign-in and back.
      await page.evaluate(() => {
        localStorage.removeItem('auth_token');
        localStorage.removeItem('user_data');
        localStorage.setItem('language', 'english');
      });
      await page.goto(`/receipts/payment/${paymentId}`);
      await expect(page).toHaveURL(/\/login$/);
      const earlier = codesSentTo(`+91${number}`).length;
      await page.getByLabel('Mobile number').fill(number);
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect
        .poll(() => codesSentTo(`+91${number}`).length, { message: 'a second code' })
        .toBeGreaterThan(earlier);
      await page.getByLabel('One-time code (OTP)').fill(codesSentTo(`+91${number}`).at(-1)!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(new RegExp(`/receipts/payment/${paymentId}$`));
      await expect(page.getByRole('article', { name: 'Tax invoice' })).toContainText(receiptNumber);
    });
  });
});
