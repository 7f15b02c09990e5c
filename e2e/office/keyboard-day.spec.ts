import type { TestInfo } from '@playwright/test';
import { addDays, todayInIndia } from '@portal/contracts';
import {
  AT_THE_DESK,
  bookThroughApi,
  codeSentTo,
  codesSentTo,
  expect,
  forgetSession,
  signInThroughScreen,
  test,
} from '../fixtures';
import { expectFocusShown, tabTo } from '../keyboard';
import { OFFICE_NUMBERS } from '../office-numbers';

/** A working day of the test's own ahead in India (Sundays are closed), a new one on a retry. */
function workingDayAhead(testInfo: TestInfo): string {
  let day = addDays(todayInIndia(), 13 + 4 * testInfo.retry);
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}

test(
  "the office's day is done with the keyboard alone: sign in, find, take the cash, give a time",
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const booking = await test.step('a customer books to pay in cash at the office', async () => {
      await signInThroughScreen(page);
      const booking = await bookThroughApi(page, request, { name: 'Kavitha' });
      const cash = await request.post(`/api/payments/appointments/${booking.id}/cash`, {
        headers: booking.headers,
      });
      expect(cash.status()).toBe(200);
      await forgetSession(page);
      return booking;
    });

    await test.step('the office signs in with the keyboard', async () => {
      const number = OFFICE_NUMBERS.desktop.keyboardDay;
      await page.goto('/login');
      await tabTo(page, page.getByLabel('Mobile number'));
      await page.keyboard.type(number);
      await tabTo(page, page.getByRole('checkbox').first());
      await page.keyboard.press('Space');
      const codesBefore = codesSentTo(`+91${number}`).length;
      await tabTo(page, page.getByRole('button', { name: 'Send OTP' }));
      await page.keyboard.press('Enter');
      const code = await codeSentTo(`+91${number}`, { after: codesBefore });
      await tabTo(page, page.getByLabel('One-time code (OTP)'));
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/home$/);
    });

    await test.step("the console opens at today's consultations, its heading focused", async () => {
      await tabTo(
        page,
        page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Office' }),
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin$/);
      await expectFocusShown(page.getByRole('heading', { level: 1, name: 'Consultations' }));
    });

    await test.step('the booking is found by its number and opened', async () => {
      await tabTo(page, page.getByRole('button', { name: 'All days' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByLabel('Number, name or phone'));
      await page.keyboard.type(booking.number);
      await page.keyboard.press('Enter');
      const open = page.getByRole('link', { name: `Open ${booking.number}` });
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      await expectFocusShown(
        page.getByRole('heading', { level: 1, name: new RegExp(booking.number) }),
      );
    });

    await test.step('the cash is taken through its dialog', async () => {
      await tabTo(page, page.getByRole('button', { name: 'Mark cash received' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await tabTo(page, dialog.getByRole('button', { name: 'Confirm cash received' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Cash payment recorded.')).toBeVisible();
      await expect(page.getByText('Payment received').first()).toBeVisible();
    });

    const day = workingDayAhead(testInfo);
    await test.step('a time is given on a day ahead', async () => {
      await tabTo(page, page.getByLabel('Day', { exact: true }));
      const [year, month, date] = day.split('-');
      await page.keyboard.type(`${month}${date}${year}`);
      const time = page.getByLabel('Time', { exact: true });
      await expect(time.locator('option')).not.toHaveCount(1);
      await tabTo(page, time);
      await page.keyboard.press('ArrowDown');
      await expect(time).not.toHaveValue('');
      await tabTo(page, page.getByRole('button', { name: 'Give a slot' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Slot saved.')).toBeVisible();
    });

    await test.step("back on the day's list, the consultation is there on its day", async () => {
      await tabTo(page, page.getByRole('link', { name: 'Back to consultations' }), { back: true });
      await page.keyboard.press('Enter');
      await expectFocusShown(page.getByRole('heading', { level: 1, name: 'Consultations' }));
      await tabTo(page, page.getByLabel('Day', { exact: true }));
      const [year, month, date] = day.split('-');
      await page.keyboard.type(`${month}${date}${year}`);
      await expect(page).toHaveURL(new RegExp(`[?&]date=${day}`));
      const row = page.getByRole('listitem').filter({ hasText: booking.number });
      await expect(row).toContainText('Scheduled');
      await tabTo(page, row.getByRole('link', { name: `Open ${booking.number}` }));
    });
  },
);
