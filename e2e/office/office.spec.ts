import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Locator, Page, TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  AT_THE_DESK,
  bookThroughApi,
  englishWordsOn,
  forgetSession,
  openFromHeader,
  saveLanguageAs,
  signInThroughScreen,
  wakePage,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS, type OfficeTest } from '../office-numbers';

/**
 * A day of the test's own this many days ahead in India, moved on to the Monday when it falls on a
 * Sunday (closed in the default schedule). A retry (or a repeat) takes a day four later: the
 * attempt before may have taken the slot it gives.
 */
function futureOfficeDay(daysAhead: number, testInfo: TestInfo): string {
  const india = new Date(Date.now() + 330 * 60_000);
  india.setUTCDate(
    india.getUTCDate() + daysAhead + 4 * (testInfo.retry + testInfo.repeatEachIndex),
  );
  if (india.getUTCDay() === 0) india.setUTCDate(india.getUTCDate() + 1);
  return india.toISOString().slice(0, 10);
}

const officeNumber = (projectName: string, test: OfficeTest) =>
  OFFICE_NUMBERS[projectName as keyof typeof OFFICE_NUMBERS][test];

async function session(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('auth_token')!,
    user: localStorage.getItem('user_data')!,
  }));
}

async function restoreSession(page: Page, saved: { token: string; user: string }) {
  await page.evaluate((values) => {
    localStorage.setItem('auth_token', values.token);
    localStorage.setItem('user_data', values.user);
  }, saved);
}

/**
 * Clicks a button that opens a PDF in a tab of its own, and tells what the tab did with it. The
 * full browser shows the file at its blob: address; the headless shell the suite drives has no PDF
 * viewer and saves it, so its bytes can be read.
 */
async function openPdfTab(
  page: Page,
  button: Locator,
): Promise<{ tab: Page; opened: { shownAt: string } | { saved: Buffer } }> {
  // Listened for as the tab appears: the shell may save the file before the popup event is awaited.
  const download = new Promise<Download>((resolve) =>
    page.context().once('page', (tab) => tab.once('download', resolve)),
  );
  const [tab] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  // A download aborts the tab's navigation: the first to succeed tells.
  const opened = await Promise.any([
    download.then(async (saved) => ({ saved: readFileSync(await saved.path()) })),
    tab.waitForURL(/^blob:/).then(() => ({ shownAt: tab.url() })),
  ]);
  return { tab, opened };
}

// Each test has an office number of its own; they run one after the other all the same, so the
// office's day reads as one story (cash and report, then refunds).
test.describe("the office's day", () => {
  test.describe.configure({ mode: 'default' });

  test(
    'the office takes the cash, gives a slot and a report the customer downloads',
    AT_THE_DESK,
    async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      const phone = testInfo.project.name === 'phone';
      const { booking, customer } =
        await test.step('a customer books a consultation to pay in cash', async () => {
          await signInThroughScreen(page);
          const booking = await bookThroughApi(page, request, { name: 'கவிதா' });
          expect(
            (
              await request.post(`/api/payments/appointments/${booking.id}/cash`, {
                headers: booking.headers,
              })
            ).status(),
          ).toBe(200);
          const customer = await session(page);
          return { booking, customer };
        });

      await test.step('the office opens its console from the header', async () => {
        // The office signs in on the same browser and opens its console from the header.
        await forgetSession(page);
        await signInThroughScreen(page, officeNumber(testInfo.project.name, 'day'));
        await openFromHeader(page, 'Office');
        await expect(page).toHaveURL(/\/admin$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();
      });

      await test.step('the office finds the booking by its number and takes the cash', async () => {
        // Finds the booking by its number and takes the cash.
        await page.getByRole('button', { name: 'All days' }).click();
        await page.getByLabel('Number, name or phone').fill(booking.number);
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByRole('link', { name: `Open ${booking.number}` }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(booking.number);
        await page.getByRole('button', { name: 'Mark cash received' }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'Confirm cash received' })
          .click();
        await expect(page.getByText('Cash payment recorded.')).toBeVisible();
        await expect(page.getByText('Payment received').first()).toBeVisible();
      });

      const day =
        await test.step('the office gives the booking a slot on a day ahead', async () => {
          // A slot on a day of its own ahead (never today, where other tests schedule): the phone takes
          // a free slot of the day, the desktop a time outside the grid, before the office opens.
          const day = futureOfficeDay(phone ? 9 : 10, testInfo);
          await page.getByLabel('Day', { exact: true }).fill(day);
          if (phone) {
            const time = page.getByLabel('Time', { exact: true });
            await expect(time.locator('option')).not.toHaveCount(1);
            await time.selectOption({ index: 1 });
          } else {
            await page.getByLabel('Other time', { exact: true }).fill('07:10');
          }
          await page.getByRole('button', { name: 'Give a slot' }).click();
          await expect(page.getByText('Slot saved.')).toBeVisible();
          const consultation = page.getByRole('region', { name: 'Consultation' });
          await expect(consultation).toContainText('At the office');
          await expect(consultation).toContainText(/30 minutes/);
          if (!phone) await expect(consultation).toContainText(/7:10\s?am – 7:40\s?am/i);
          return day;
        });

      await test.step('it cannot be marked completed before it starts', async () => {
        // Before the start it cannot be marked completed (or absent), and the screen says why.
        const complete = page.getByRole('button', { name: 'Mark consultation completed' });
        await expect(complete).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Mark absent (no-show)' })).toBeDisabled();
        await expect(page.getByText('Can be marked after the consultation starts.')).toBeVisible();
        await expect(complete).toHaveAccessibleDescription(
          'Can be marked after the consultation starts.',
        );
      });

      await test.step("the day's list shows it, with the birth details a click away", async () => {
        // The day's list shows it on its day, in time order, with the birth details one click away.
        await page.getByRole('link', { name: 'Back to consultations' }).click();
        // The list, not the consultation's own Day field before the list has replaced it.
        await expect(page.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();
        await page.getByLabel('Day', { exact: true }).fill(day);
        await expect(page).toHaveURL(new RegExp(`[?&]date=${day}`));
        const row = page.getByRole('listitem').filter({ hasText: booking.number });
        await expect(row).toContainText('Scheduled');
        await expect(row).toContainText('At the office');
        await row.getByRole('button', { name: 'Birth details' }).click();
        await expect(row.getByText('Coimbatore').first()).toBeVisible();
        await expect(row.getByText('2 November 1985')).toBeVisible();
        await row.getByRole('link', { name: `Open ${booking.number}` }).click();
      });

      const pdf = await test.step('the office uploads, replaces and gives the report', async () => {
        // The written report is ready before the consultation: uploaded, opened, replaced, then given to the customer.
        const draft = Buffer.from(`%PDF-1.4\n% A draft of ${booking.number}\n%%EOF\n`);
        const pdf = Buffer.from(`%PDF-1.4\n% The Jathagam reading of ${booking.number}\n%%EOF\n`);
        await page
          .getByLabel('Upload PDF report')
          .setInputFiles({ name: 'draft.pdf', mimeType: 'application/pdf', buffer: draft });
        await expect(
          page.getByText(/Jathagam Reading: Uploaded, not yet given to the customer/),
        ).toBeVisible();
        const { tab, opened } = await openPdfTab(
          page,
          page.getByRole('button', { name: 'Open report' }),
        );
        expect(
          'saved' in opened ? opened.saved.equals(draft) : opened.shownAt.startsWith('blob:'),
        ).toBe(true);
        await tab.close();
        await page
          .getByLabel('Replace PDF report')
          .setInputFiles({ name: 'reading.pdf', mimeType: 'application/pdf', buffer: pdf });
        await expect(
          page
            .getByText('Report uploaded. The customer does not see it until you give it to them.')
            .last(),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Give to the customer' }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'Give to the customer' })
          .click();
        await expect(page.getByText(/Jathagam Reading: Given to the customer on/)).toBeVisible();
        await expect(page.getByLabel('Replace PDF report')).toHaveCount(0);
        return pdf;
      });

      await test.step('the customer downloads the report from My Appointments', async () => {
        // The customer downloads the report from My Appointments: the request is completed and paid.
        await restoreSession(page, customer);
        await page.goto('/appointments');
        const card = page.getByRole('listitem').filter({ hasText: booking.number });
        await expect(card).toContainText('Scheduled');
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          card.getByRole('button', { name: 'Download report: Jathagam Reading' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^report_\d+\.pdf$/);
        expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
        await expect(page.getByText('PDF downloaded successfully')).toBeVisible();
      });
    },
  );

  test(
    'a cash refund is handed back at once or owed until the office hands it over',
    AT_THE_DESK,
    async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      await signInThroughScreen(page);
      const byOffice = await bookThroughApi(page, request, { name: 'மீனா' });
      const byCustomer = await bookThroughApi(page, request, { name: 'மீனா' });
      for (const booking of [byOffice, byCustomer]) {
        expect(
          (
            await request.post(`/api/payments/appointments/${booking.id}/cash`, {
              headers: booking.headers,
            })
          ).status(),
        ).toBe(200);
      }

      // The office takes the cash of both and gives each a time before opening, on a day of their own days ahead.
      await forgetSession(page);
      await signInThroughScreen(page, officeNumber(testInfo.project.name, 'refunds'));
      const office = { authorization: `Bearer ${(await session(page)).token}` };
      const day = futureOfficeDay(testInfo.project.name === 'phone' ? 11 : 12, testInfo);
      for (const [booking, minute] of [
        [byOffice, 7 * 60],
        [byCustomer, 7 * 60 + 40],
      ] as const) {
        expect(
          (
            await request.post(`/api/admin/appointments/${booking.id}/mark-paid`, {
              headers: office,
            })
          ).status(),
        ).toBe(200);
        expect(
          (
            await request.post(`/api/admin/appointments/${booking.id}/schedule`, {
              headers: office,
              data: { slot_id: minute, date: day },
            })
          ).status(),
        ).toBe(200);
      }

      // The office's cancel says what goes back first (all of it, whatever the hour) and that the
      // cash is handed back there and then; the refund is recorded as handed over.
      await page.goto(`/admin/appointments/${byOffice.id}`);
      await page.getByRole('button', { name: 'Cancel appointment' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel ${byOffice.number}?` });
      await expect(dialog).toContainText(
        new RegExp(
          /The office is cancelling, so the customer gets everything back: ₹[\d,]+\.\d\d\. /
            .source + /No fee is kept, whatever the hour\./.source,
        ),
      );
      await expect(dialog).toContainText(
        'Paid in cash: hand the refund back now; it is recorded as handed over.',
      );
      await dialog.getByLabel('Reason (optional)').fill('பயணம்');
      await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
      await expect(page.getByText('Appointment cancelled.')).toBeVisible();
      const refunds = page.getByRole('region', { name: 'Refunds' });
      const refund = refunds.getByRole('listitem');
      await expect(refund).toContainText('Cancellation');
      await expect(refund).toContainText('Cash');
      await expect(refund).toContainText('Handed over in cash');
      await expect(refund).toContainText('பயணம்');
      // Nothing is left to do with it: its only button is its credit note.
      await expect(refunds.getByRole('button')).toHaveText(['Credit note (PDF)']);
      await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);

      // The customer cancels the other a day or more ahead: the full price is owed at the counter,
      // and the day's list says so.
      const cancelled = await request.post(`/api/appointments/${byCustomer.id}/cancel`, {
        headers: byCustomer.headers,
        data: {},
      });
      expect(cancelled.status()).toBe(200);
      expect(
        ((await cancelled.json()) as { refund: { method: string; status: string } }).refund,
      ).toMatchObject({ method: 'cash', status: 'pending' });
      await page.goto(`/admin?all=1&q=${byCustomer.number}`);
      await expect(page.getByRole('listitem').filter({ hasText: byCustomer.number })).toContainText(
        'Refund owed',
      );

      // Its detail in Tamil: the console's words are Tamil, and axe finds nothing serious.
      await page.evaluate(() => localStorage.setItem('language', 'tamil'));
      await page.goto(`/admin/appointments/${byCustomer.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${byCustomer.number} · மீனா`,
      );
      const tamilRefunds = page.getByRole('region', { name: 'பணத்திருப்பங்கள்' });
      await expect(tamilRefunds).toContainText('ரத்துசெய்தல்');
      await expect(tamilRefunds).toContainText('நிலுவையில்: ரொக்கமாகத் திருப்பி அளிக்க வேண்டும்');
      await expect(page.getByRole('region', { name: 'ஆலோசனை' })).toContainText('அலுவலகத்தில்');
      await expect(
        tamilRefunds.getByRole('button', { name: 'பணத்திருப்பம் ஒப்படைக்கப்பட்டது எனக் குறி' }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      // What the customer typed (the place of birth) and the appointment number are data.
      expect(
        (await englishWordsOn(page)).filter((word) => !['Coimbatore', 'AST'].includes(word)),
      ).toEqual([]);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => violation.id),
      ).toEqual([]);

      // Back in English, the customer collects the cash and the office records it.
      await page.evaluate(() => localStorage.setItem('language', 'english'));
      await page.reload();
      await expect(refund).toContainText('Owed: to be handed back in cash');
      await refunds.getByRole('button', { name: 'Mark refund handed over' }).click();
      await expect(page.getByText('Refund recorded as handed over.')).toBeVisible();
      await expect(refund).toContainText('Handed over in cash');
      // Nothing is left to do with it: its only button is its credit note.
      await expect(refunds.getByRole('button')).toHaveText(['Credit note (PDF)']);
      await page.goto('/admin/activity');
      await expect(
        page.getByText(
          new RegExp(
            `handed the cash refund of ₹[\\d,.]+ for appointment ${byCustomer.number} back to the customer\\.`,
          ),
        ),
      ).toBeVisible();
    },
  );
});

test('the console speaks Tamil and passes axe; a customer is sent home from /admin', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInThroughScreen(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/home$/);

  await forgetSession(page);
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
    if (screen.path === '/admin' || screen.path === '/admin/schedule')
      expect(await englishWordsOn(page)).toEqual([]);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
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

test(
  'closing a day empties its slots at once; a landing text changes in Tamil',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const number = officeNumber(testInfo.project.name, 'editors');
    await signInThroughScreen(page, number);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const headers = { authorization: `Bearer ${token}` };
    const day = farWeekday(testInfo.project.name);
    const slotsOn = async () =>
      (
        (await (await request.get(`/api/slots/available?date=${day}`, { headers })).json()) as {
          slots: unknown[];
        }
      ).slots.length;
    expect(await slotsOn()).toBeGreaterThan(0);

    await page.goto('/admin/schedule');
    const closedDays = page.getByRole('region', { name: 'Closed days' });
    await closedDays.getByLabel('Day', { exact: true }).fill(day);
    await closedDays.getByLabel('Reason (optional)').fill('Temple festival');
    await closedDays.getByRole('button', { name: 'Close this day' }).click();
    await expect(page.getByText('Day closed.')).toBeVisible();
    expect(await slotsOn()).toBe(0);
    await closedDays
      .getByRole('listitem')
      .filter({ hasText: 'Temple festival' })
      .getByRole('button', { name: /^Open .* again$/ })
      .click();
    await expect(page.getByText('Day opened again.')).toBeVisible();
    expect(await slotsOn()).toBeGreaterThan(0);

    // The office finds a landing text by its words (each project its own, so the two runs do not meet,
    // and none another spec reads), changes its Tamil, and the landing page in Tamil shows it; then
    // the built-in text comes back.
    const phone = testInfo.project.name === 'phone';
    const target = phone
      ? {
          words: 'Book a Jathagam reading, Marriage Porutham',
          place: 'Landing page · top banner text under the heading',
          key: 'hero_subtitle',
          tamil: 'தொலைபேசியிலிருந்தே ஜோதிட ஆலோசனையை முன்பதிவு செய்யுங்கள்.',
        }
      : {
          words: 'two decades our astrologers in Madurai',
          place: 'Landing page · about us section',
          key: 'about_text',
          tamil: 'மதுரையில் முப்பது ஆண்டுகளாக உங்கள் குடும்பத்தின் நம்பகமான ஜோதிடர்கள்.',
        };
    const findAndChoose = async () => {
      await page.goto('/admin/content');
      const texts = page.getByRole('region', { name: 'Text overrides' });
      await texts.getByRole('searchbox', { name: 'Find a text' }).fill(target.words);
      const found = texts.getByRole('list', { name: 'Texts found' }).getByRole('button');
      await expect(found).toHaveCount(1);
      await expect(found).toContainText(target.place);
      await found.click();
      const chosen = texts.getByRole('region', { name: 'Chosen text' });
      await chosen.getByLabel('Language', { exact: true }).selectOption('tamil');
      return chosen;
    };
    const words = async () =>
      (
        (await (await request.get('/api/localization/all?language=tamil')).json()) as {
          translations: Record<string, Record<string, string>>;
        }
      ).translations.landing?.[target.key];
    let chosen = await findAndChoose();
    await chosen.getByLabel('Your text in Tamil').fill(target.tamil);
    await expect(chosen.getByTestId('text-preview')).toHaveText(target.tamil);
    // The search, its results and the chosen text with its preview: nothing serious for axe.
    const problems = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      problems.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    await chosen.getByRole('button', { name: 'Save text' }).click();
    await expect(chosen.getByRole('button', { name: 'Use the built-in text again' })).toBeVisible();
    expect(await words()).toBe(target.tamil);
    // As the language switch saves a choice: the server draws the page in Tamil with the office's
    // text, and its code, woken, hydrates that very text (a mismatch is a console error).
    await saveLanguageAs(page, 'tamil');
    await page.goto('/');
    await expect(page.getByText(target.tamil, { exact: true })).toBeVisible();
    await wakePage(page);
    await expect(page.getByText(target.tamil, { exact: true })).toBeVisible();
    await saveLanguageAs(page, 'english');
    chosen = await findAndChoose();
    await chosen.getByRole('button', { name: 'Use the built-in text again' }).click();
    await expect(chosen.getByText('Not changed: the built-in text shows.')).toBeVisible();
    expect(await words()).toBeUndefined();

    await page.goto('/admin/activity');
    await expect(
      page.getByText(`removed the text override landing.${target.key} (Tamil).`).first(),
    ).toBeVisible();
    await expect(page.getByText(/ closed \d{1,2} \w+ \d{4}\./).first()).toBeVisible();
  },
);

/** A Saturday seven weeks or more ahead, India time. */
function farSaturday(): string {
  const day = new Date(Date.now() + 330 * 60_000);
  day.setUTCDate(day.getUTCDate() + 49);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Runs `work` while no other worker of this run does (a folder in the run's data directory is the lock). */
async function oneAtATime(work: () => Promise<void>): Promise<void> {
  const lock = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'weekly-hours.lock');
  for (let tries = 0; ; tries += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// Days with breaks (decision 0021): Saturday opens 09:00-13:00 and 14:00-18:00 for a moment, then
// the schedule is put back. The weekly hours are one for all, so the two projects take turns.
test(
  'a day with a break gives slots in both windows and none in the break',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await signInThroughScreen(page, officeNumber(testInfo.project.name, 'breaks'));
    const headers = {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}`,
    };
    const startsOn = async (day: string) =>
      (
        (await (await request.get(`/api/slots/available?date=${day}`, { headers })).json()) as {
          slots: { start_time: string }[];
        }
      ).slots.map((slot) => slot.start_time);
    await oneAtATime(async () => {
      const original = (
        (await (await request.get('/api/admin/schedule', { headers })).json()) as {
          schedule: object;
        }
      ).schedule;
      try {
        await page.goto('/admin/schedule');
        await page.getByRole('button', { name: 'Add a break on Saturday' }).click();
        await expect(page.getByLabel('Saturday, opening time 1: Closes')).toHaveValue('13:00');
        await expect(page.getByLabel('Saturday, opening time 2: Opens')).toHaveValue('14:00');
        await page.getByRole('button', { name: 'Save schedule' }).click();
        await expect(page.getByText('Schedule saved.')).toBeVisible();
        const starts = await startsOn(farSaturday());
        expect(starts).toHaveLength(16);
        expect(starts).toEqual(expect.arrayContaining(['09:00', '12:30', '14:00', '17:30']));
        expect(starts.filter((start) => start >= '13:00' && start < '14:00')).toEqual([]);

        // Saved: the editor shows the two windows and the break between them; nothing serious for axe.
        await page.reload();
        await expect(page.getByLabel('Saturday, opening time 2: Opens')).toHaveValue('14:00');
        await expect(page.getByText('Break 1:00 pm – 2:00 pm')).toBeVisible();
        const problems = (await new AxeBuilder({ page }).analyze()).violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        expect(
          problems.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);

        // Windows that overlap are refused beside the later one, and nothing is saved.
        await page.getByLabel('Saturday, opening time 2: Opens').fill('12:00');
        await page.getByRole('button', { name: 'Save schedule' }).click();
        await expect(
          page.getByText(
            "Saturday, opening time 2: A day's opening times must not overlap or meet: leave a break between them.",
          ),
        ).toBeVisible();
        expect(await startsOn(farSaturday())).toHaveLength(16);
      } finally {
        expect(
          (await request.put('/api/admin/schedule', { headers, data: original })).status(),
        ).toBe(200);
      }
    });
  },
);
