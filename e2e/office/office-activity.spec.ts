import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  AT_THE_DESK,
  bookThroughApi,
  forgetSession,
  signInThroughScreen,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

/** Every axe finding on the page, whatever its impact (the activity log has none). */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const rupees = (text: string) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(Number(text));

test(
  'the activity log says in words what the office did, in both languages',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await signInThroughScreen(page);
    const booking = await bookThroughApi(page, request, { name: 'Lakshmi' });
    expect(
      (
        await request.post(`/api/payments/appointments/${booking.id}/cash`, {
          headers: booking.headers,
        })
      ).status(),
    ).toBe(200);
    const { appointment } = (await (
      await request.get(`/api/appointments/${booking.id}`, { headers: booking.headers })
    ).json()) as { appointment: { total_cost: string } };

    // The office takes the cash on the appointment's page.
    const office = OFFICE_NUMBERS[testInfo.project.name as keyof typeof OFFICE_NUMBERS].activity;
    await forgetSession(page);
    await signInThroughScreen(page, office);
    await page.goto(`/admin/appointments/${booking.id}`);
    await page.getByRole('button', { name: 'Mark cash received' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm cash received' }).click();
    await expect(page.getByText('Cash payment recorded.')).toBeVisible();

    // Only what this office worker did, of the kind "cash received".
    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await page
      .getByLabel('Who')
      .selectOption({ label: `+91 ${office.slice(0, 5)} ${office.slice(5)}` });
    await page.getByLabel('What').selectOption({ label: 'Cash received' });
    await expect(page).toHaveURL(/who=\d+&action=appointment\.mark_cash_paid$/);
    const entry = page.getByRole('listitem').filter({ hasText: booking.number });
    await expect(entry).toHaveCount(1);
    await expect(entry.locator('.admin-audit__sentence')).toHaveText(
      `+91 ${office.slice(0, 5)} ${office.slice(5)} marked appointment ${booking.number} ` +
        `as paid in cash, ${rupees(appointment.total_cost)}.`,
    );
    await expect(entry.getByRole('row', { name: /^Payment/ })).toHaveText('PaymentPendingPaid');
    await expect(entry).not.toContainText('payment_id');
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page)).toEqual([]);

    // The number is the way to the appointment.
    await entry.getByRole('link', { name: booking.number }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/appointments/${booking.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(booking.number);

    // Days with nothing done show so; Tamil reads the same entry in Tamil, and axe finds nothing there either.
    await page.goto('/admin/activity?from=2020-01-01&to=2020-01-02');
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('language', 'tamil'));
    await page.goto('/admin/activity?action=appointment.mark_cash_paid');
    await expect(page.getByRole('heading', { level: 1, name: 'செயல்பாடுகள்' })).toBeVisible();
    const tamilEntry = page.getByRole('listitem').filter({ hasText: booking.number });
    await expect(tamilEntry.locator('.admin-audit__sentence')).toContainText(
      `சந்திப்பு ${booking.number} ரொக்கமாகச் செலுத்தப்பட்டது எனக் குறித்தார், ${rupees(appointment.total_cost)}.`,
    );
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page)).toEqual([]);
  },
);
