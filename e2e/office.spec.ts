import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { bookThroughApi, englishWordsOn, expect, openFromHeader, signInThroughScreen, test } from './fixtures';
import { OFFICE_NUMBERS, type OfficeTest } from './office-numbers';

/** Today in India, or the Monday after when today is a Sunday (closed in the default schedule). */
function officeDay(): { date: string; isToday: boolean } {
  const india = new Date(Date.now() + 330 * 60_000);
  const isSunday = india.getUTCDay() === 0;
  if (isSunday) india.setUTCDate(india.getUTCDate() + 1);
  return { date: india.toISOString().slice(0, 10), isToday: !isSunday };
}

const officeNumber = (projectName: string, test: OfficeTest) => OFFICE_NUMBERS[projectName as keyof typeof OFFICE_NUMBERS][test];

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

test('the console speaks Tamil, and axe finds no serious problem on its screens; a customer is sent home from /admin', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await signInThroughScreen(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/home$/);

  await page.evaluate(() => localStorage.clear());
  await signInThroughScreen(page, officeNumber(testInfo.project.name, 'language'));
  const booking = await bookThroughApi(page, request, { name: 'அருண்' });
  await page.evaluate(() => localStorage.setItem('language', 'tamil'));
  const screens = [
    { path: '/admin', heading: 'ஆலோசனைகள்' },
    { path: `/admin/appointments/${booking.id}`, heading: `${booking.number} · அருண்` },
    { path: '/admin/schedule', heading: 'திறந்திருக்கும் நேரமும் நேர இடங்களும்' },
    { path: '/admin/services', heading: 'சேவைகளும் விலைகளும்' },
    { path: '/admin/content', heading: 'உள்ளடக்கம்' },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
    await page.waitForLoadState('networkidle');
    // The console's own words are Tamil; what the office typed (names, page HTML, settings) is data.
    if (screen.path === '/admin' || screen.path === '/admin/schedule') expect(await englishWordsOn(page)).toEqual([]);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(blocking, screen.path).toEqual([]);
  }
});

/** A weekday far enough ahead that no other test books it: phone and desktop each close their own. */
function farWeekday(projectName: string): string {
  const day = new Date(Date.now() + 330 * 60_000);
  day.setUTCDate(day.getUTCDate() + 40);
  const wanted = projectName === 'phone' ? 3 : 4; // Wednesday or Thursday
  while (day.getUTCDay() !== wanted) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test("closing a day in the schedule editor empties the customers' slots at once; a text override is saved and removed", async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const number = officeNumber(testInfo.project.name, 'editors');
  await signInThroughScreen(page, number);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const headers = { authorization: `Bearer ${token}` };
  const day = farWeekday(testInfo.project.name);
  const slotsOn = async () => ((await (await request.get(`/api/slots/available?date=${day}`, { headers })).json()) as { slots: unknown[] }).slots.length;
  expect(await slotsOn()).toBeGreaterThan(0);

  await page.goto('/admin/schedule');
  const closedDays = page.getByRole('region', { name: 'Closed days' });
  await closedDays.getByLabel('Day', { exact: true }).fill(day);
  await closedDays.getByLabel('Reason (optional)').fill('Temple festival');
  await closedDays.getByRole('button', { name: 'Close this day' }).click();
  await expect(page.getByText('Day closed.')).toBeVisible();
  expect(await slotsOn()).toBe(0);
  await closedDays.getByRole('listitem').filter({ hasText: 'Temple festival' }).getByRole('button', { name: /^Open .* again$/ }).click();
  await expect(page.getByText('Day opened again.')).toBeVisible();
  expect(await slotsOn()).toBeGreaterThan(0);

  await page.goto('/admin/content');
  const key = `note_${testInfo.project.name}`;
  const overrides = page.getByRole('region', { name: 'Text overrides' });
  await overrides.getByLabel('Page', { exact: true }).fill('e2e');
  await overrides.getByLabel('Key', { exact: true }).fill(key);
  await overrides.getByLabel('Text', { exact: true }).fill('வணக்கம்');
  await overrides.getByRole('button', { name: 'Save text' }).click();
  await expect(overrides.getByText(`e2e.${key}`, { exact: true })).toBeVisible();
  const words = async () => ((await (await request.get('/api/localization/all?language=tamil')).json()) as { translations: Record<string, Record<string, string>> }).translations.e2e?.[key];
  expect(await words()).toBe('வணக்கம்');
  await page.getByRole('button', { name: `Remove e2e.${key}` }).click();
  await expect(overrides.getByText(`e2e.${key}`, { exact: true })).toHaveCount(0);
  expect(await words()).toBeUndefined();

  await page.goto('/admin/activity');
  await expect(page.getByText('Text override removed').first()).toBeVisible();
  await expect(page.getByText('Day closed').first()).toBeVisible();
});
