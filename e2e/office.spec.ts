import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { bookThroughApi, englishWordsOn, expect, openFromHeader, signInThroughScreen, test } from './fixtures';
import { OFFICE_NUMBERS } from './office-numbers';

/** Today in India, or the Monday after when today is a Sunday (closed in the default schedule). */
function officeDay(): { date: string; isToday: boolean } {
  const india = new Date(Date.now() + 330 * 60_000);
  const isSunday = india.getUTCDay() === 0;
  if (isSunday) india.setUTCDate(india.getUTCDate() + 1);
  return { date: india.toISOString().slice(0, 10), isToday: !isSunday };
}

const officeNumber = (projectName: string, test: 'day' | 'language') => OFFICE_NUMBERS[projectName as keyof typeof OFFICE_NUMBERS][test];

async function session(page: Page) {
  return page.evaluate(() => ({ token: localStorage.getItem('auth_token')!, user: localStorage.getItem('user_data')! }));
}

async function restoreSession(page: Page, saved: { token: string; user: string }) {
  await page.evaluate((values) => {
    localStorage.setItem('auth_token', values.token);
    localStorage.setItem('user_data', values.user);
  }, saved);
}

test("the office finds the day's paid consultation, completes it and uploads the report; the customer downloads the same bytes", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await signInThroughScreen(page);
  const booking = await bookThroughApi(page, request, { name: 'கவிதா' });
  expect((await request.post(`/api/payments/appointments/${booking.id}/cash`, { headers: booking.headers })).status()).toBe(200);
  const customer = await session(page);

  // The office signs in on the same browser and opens its console from the header.
  await page.evaluate(() => localStorage.clear());
  await signInThroughScreen(page, officeNumber(testInfo.project.name, 'day'));
  await openFromHeader(page, 'Office');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();

  // Finds the booking by its number, takes the cash and gives it a slot on the day.
  await page.getByRole('button', { name: 'All days' }).click();
  await page.getByLabel('Number, name or phone').fill(booking.number);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Open ${booking.number}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(booking.number);
  await page.getByRole('button', { name: 'Mark cash received' }).click();
  await expect(page.getByText('Cash payment recorded.')).toBeVisible();
  await expect(page.getByText('Payment received').first()).toBeVisible();

  const day = officeDay();
  await page.getByLabel('Day', { exact: true }).fill(day.date);
  const time = page.getByLabel('Time', { exact: true });
  await expect(time.locator('option')).not.toHaveCount(1);
  const options = await time.locator('option').count();
  await time.selectOption({ index: testInfo.project.name === 'phone' ? 1 : options - 1 });
  await page.getByRole('button', { name: 'Give a slot' }).click();
  await expect(page.getByText('Slot saved.')).toBeVisible();

  // The day's list, in time order, with the birth details one click away.
  await page.getByRole('link', { name: 'Back to consultations' }).click();
  if (!day.isToday) await page.getByLabel('Day', { exact: true }).fill(day.date);
  const row = page.getByRole('listitem').filter({ hasText: booking.number });
  await expect(row).toContainText('Scheduled');
  await row.getByRole('button', { name: 'Birth details' }).click();
  await expect(row.getByText('Coimbatore').first()).toBeVisible();
  await expect(row.getByText('2 November 1985')).toBeVisible();
  await row.getByRole('link', { name: `Open ${booking.number}` }).click();

  await page.getByRole('button', { name: 'Mark consultation completed' }).click();
  await expect(page.getByText('Marked completed.')).toBeVisible();
  const pdf = Buffer.from(`%PDF-1.4\n% The Jathagam reading of ${booking.number}\n%%EOF\n`);
  await page.getByLabel('Upload PDF report').setInputFiles({ name: 'reading.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Report uploaded.')).toBeVisible();
  await expect(page.getByText(/Jathagam Reading: Report uploaded/)).toBeVisible();

  // The customer downloads the report from My Appointments.
  await restoreSession(page, customer);
  await page.goto('/appointments');
  const card = page.getByRole('listitem').filter({ hasText: booking.number });
  await expect(card).toContainText('Completed');
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download report: Jathagam Reading' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^report_\d+\.pdf$/);
  expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
  await expect(page.getByText('PDF downloaded successfully')).toBeVisible();
});

test('the console speaks Tamil; a customer is sent home from /admin', async ({ page }, testInfo) => {
  await signInThroughScreen(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/home$/);

  await page.evaluate(() => localStorage.clear());
  await signInThroughScreen(page, officeNumber(testInfo.project.name, 'language'));
  await page.evaluate(() => localStorage.setItem('language', 'tamil'));
  for (const path of ['/admin', '/admin/schedule']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(path === '/admin' ? 'ஆலோசனைகள்' : 'திறந்திருக்கும் நேரமும் நேர இடங்களும்');
    await expect(page.getByRole('status').or(page.getByRole('list')).first()).toBeVisible();
    expect(await englishWordsOn(page)).toEqual([]);
  }
});
