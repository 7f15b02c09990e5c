import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInIndia } from '@portal/contracts';
import {
  ANY_WIDTH,
  bookThroughApi,
  englishWordsOn,
  expect,
  payThroughTestGateway,
  saveLanguageAs,
  signInThroughScreen,
  test,
} from '../fixtures';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.toast').filter({ hasText: text });

/** A day with this JavaScript weekday (0 Sunday ... 6 Saturday) from tomorrow on, some weeks later. */
function aDay(weekday: number, weeksLater: number): string {
  let day = addDays(todayInIndia(), 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return addDays(day, 7 * weeksLater);
}

/** A booked and paid (through the test gateway's real calls) appointment of the page's customer. */
async function paidAppointment(
  page: Page,
  request: APIRequestContext,
): Promise<{ id: number; number: string }> {
  const booking = await bookThroughApi(page, request, { services: [1, 3] });
  await payThroughTestGateway(request, booking);
  return booking;
}

test.describe('slot selection', () => {
  test('offers tomorrow, confirms a free slot and then shows the scheduled date', async ({
    page,
    request,
  }, testInfo) => {
    const weeks = testInfo.project.name === 'phone' ? 4 : 5;
    await signInThroughScreen(page);
    const rival = await paidAppointment(page, request);
    const tuesday = aDay(2, weeks);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(
      (
        await request.post(`/api/appointments/${rival.id}/book-slot`, {
          headers: { authorization: `Bearer ${token}` },
          data: { slot_id: 600, date: tuesday },
        })
      ).status(),
    ).toBe(200);
    const mine = await paidAppointment(page, request);

    await page.goto(`/select-slot/${mine.id}`);
    await expect(page.getByRole('link', { name: 'Back to My Appointments' })).toHaveAttribute(
      'href',
      '/appointments',
    );
    await expect(page.locator('.appointment-card')).toContainText(mine.number);
    await expect(page.locator('.appointment-card')).toContainText('Jathagam Reading, Prasanam');
    const date = page.getByLabel('Date', { exact: true });
    await expect(date).toHaveValue(addDays(todayInIndia(), 1));
    await expect(date).toHaveAttribute('min', addDays(todayInIndia(), 1));
    await expect(page.getByRole('list', { name: 'What the colours mean' })).toContainText(
      'Available',
    );
    const confirm = page.getByRole('button', { name: 'Confirm slot' });
    await expect(confirm).toBeDisabled();

    await date.fill(aDay(0, weeks));
    await page.getByRole('button', { name: 'Show times' }).click();
    await expect(page.getByText('No slots available')).toBeVisible();
    await expect(page.getByText('Try another date')).toBeVisible();
    await date.fill('');
    await page.getByRole('button', { name: 'Show times' }).click();
    await expect(page.getByText('No slots available')).toBeVisible();

    await date.fill(tuesday);
    await page.getByRole('button', { name: 'Show times' }).click();
    // Jathagam and Prasanam together last 50 minutes (the demo's lengths): slots start on the
    // half-hour grid, and the rival's 10:00-10:50 takes 9:30, 10:00 and 10:30 away.
    const booked = page.locator('.slot-card').filter({ hasText: '10:00 am - 10:50 am' });
    await expect(booked).toContainText('Booked');
    await expect(booked).toBeDisabled();
    await expect(
      page.locator('.slot-card').filter({ hasText: '10:30 am - 11:20 am' }),
    ).toBeDisabled();
    const chosen = page.locator('.slot-card').filter({ hasText: '11:00 am - 11:50 am' });
    await chosen.click();
    await expect(chosen).toContainText('Selected');
    await page.locator('.slot-card').filter({ hasText: '11:30 am - 12:20 pm' }).click();
    await expect(chosen).toHaveAttribute('aria-checked', 'false');
    await chosen.click();
    await confirm.click();
    await expect(toast(page, 'Slot confirmed')).toBeVisible();
    await expect(page).toHaveURL(/\/appointments$/, { timeout: 5000 });
    await expect(page.locator('.appointment-card').filter({ hasText: mine.number })).toContainText(
      '11:00 am (India time)',
    );

    await page.goto(`/select-slot/${mine.id}`);
    await expect(page.getByText('Your consultation is scheduled for')).toBeVisible();
    await expect(page.locator('.slot-card')).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    test(
      "a refused confirmation shows the server's words and the button comes back",
      ANY_WIDTH,
      async ({ page, request }, testInfo) => {
        await signInThroughScreen(page);
        const mine = await paidAppointment(page, request);
        await page.goto(`/select-slot/${mine.id}`);
        await page
          .getByLabel('Date', { exact: true })
          .fill(aDay(3, testInfo.project.name === 'phone' ? 4 : 5));
        await page.getByRole('button', { name: 'Show times' }).click();
        await page.locator('.slot-card').nth(2).click();
        await page.route(
          `/api/appointments/${mine.id}/book-slot`,
          (route) =>
            route.fulfill({
              status: 503,
              json: {
                success: false,
                error: 'The service is briefly unavailable. Please try again in a moment.',
                code: 'SERVICE_UNAVAILABLE',
              },
            }),
          { times: 1 },
        );
        await page.getByRole('button', { name: 'Confirm slot' }).click();
        await expect(
          toast(page, 'The service is briefly unavailable. Please try again in a moment.'),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Confirm slot' })).toBeEnabled();
      },
    );

    test(
      'an unknown appointment returns to My Appointments; slots that fail to load say so',
      ANY_WIDTH,
      async ({ page, request }) => {
        await signInThroughScreen(page);
        await page.goto('/select-slot/999999');
        await expect(toast(page, 'Appointment not found.')).toBeVisible();
        await expect(page).toHaveURL(/\/appointments$/);
        const mine = await paidAppointment(page, request);
        await page.route('/api/slots/**', (route) => route.abort());
        await page.goto(`/select-slot/${mine.id}`);
        await expect(toast(page, 'Could not load the slots. Please try again.')).toBeVisible();
      },
    );
  });
});

// Slot times are India's (decision 0109): the grid says so, and a customer whose phone keeps
// another zone reads the chosen time on their own clock too.
for (const language of ['english', 'tamil'] as const) {
  const words = {
    english: {
      showTimes: 'Show times',
      india: 'All times are India time (IST, UTC+5:30).',
      local: 'That is 1:30 pm your time (Singapore Standard Time).',
    },
    tamil: {
      showTimes: 'நேரங்களைக் காட்டு',
      india: 'எல்லா நேரங்களும் இந்திய நேரப்படி (IST, UTC+5:30).',
      local: 'அது உங்கள் நேரப்படி மதியம் 1:30 (சிங்கப்பூர் நிலையான நேரம்).',
    },
  }[language];

  test.describe(`the slot grid's India time, in ${language}`, () => {
    test.describe(() => {
      test.use({ timezoneId: 'Asia/Singapore' });

      test('a customer in Singapore reads the chosen slot on their own clock', async ({
        page,
        request,
      }, testInfo) => {
        await signInThroughScreen(page);
        const mine = await paidAppointment(page, request);
        await saveLanguageAs(page, language);
        await page.goto(`/select-slot/${mine.id}`);
        await page
          .getByLabel(language === 'english' ? 'Date' : 'தேதி', { exact: true })
          .fill(aDay(2, testInfo.project.name === 'phone' ? 6 : 7));
        await page.getByRole('button', { name: words.showTimes }).click();
        await expect(page.getByText(words.india)).toBeVisible();
        await expect(page.getByTestId('slot-local-time')).toHaveCount(0);
        await page
          .locator('.slot-card:not([disabled])')
          .filter({ hasText: /11:00/ })
          .first()
          .click();
        await expect(page.getByTestId('slot-local-time')).toHaveText(words.local);
        // The booking's name (Ravi) is the customer's data, not English left in.
        if (language === 'tamil')
          expect((await englishWordsOn(page)).filter((word) => word !== 'Ravi')).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(`slot-grid-singapore-${language}-${testInfo.project.name}.png`),
          fullPage: true,
        });
      });
    });

    test.describe(() => {
      test.use({ timezoneId: 'Asia/Kolkata' });

      test(
        'a customer in India reads India time alone',
        ANY_WIDTH,
        async ({ page, request }, testInfo) => {
          await signInThroughScreen(page);
          const mine = await paidAppointment(page, request);
          await saveLanguageAs(page, language);
          await page.goto(`/select-slot/${mine.id}`);
          await page
            .getByLabel(language === 'english' ? 'Date' : 'தேதி', { exact: true })
            .fill(aDay(3, testInfo.project.name === 'phone' ? 6 : 7));
          await page.getByRole('button', { name: words.showTimes }).click();
          await expect(page.getByText(words.india)).toBeVisible();
          await page.locator('.slot-card:not([disabled])').first().click();
          await expect(page.locator('.slot-card[aria-checked="true"]')).toHaveCount(1);
          await expect(page.getByTestId('slot-local-time')).toHaveCount(0);
        },
      );
    });
  });
}
