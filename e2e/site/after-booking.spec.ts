import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInIndia, type ConsultationMode } from '@portal/contracts';
import {
  ANY_WIDTH,
  englishWordsOn,
  expect,
  payThroughTestGateway,
  signInThroughScreen,
  test,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

type Language = 'english' | 'tamil';

const words = {
  english: {
    mode: 'At the office · 30 minutes',
    reschedule: 'Reschedule',
    left: 'You can reschedule 2 more times.',
    length: 'Your consultation lasts 30 minutes.',
    ten: '10:00 am',
    yours: 'Your current time',
    filter: 'Show times',
    move: 'Move to this slot',
    moved: 'Appointment rescheduled',
    cancel: 'Cancel appointment',
    full: 'You get ₹590.00 back.',
    confirm: 'Confirm cancellation',
    cancelled: (number: string) => `Appointment ${number} is cancelled.`,
    refund: /Refund ₹590\.00 · (processed on \d{1,2} \w{3} \d{4}|on its way \(5-7 business days\))/,
    status: 'Cancelled',
    cashTitle: 'Pay in cash at our office',
    payOnline: 'Pay online instead',
    testPay: 'Pay (test)',
    paid: 'Payment successful. Now choose your slot.',
    received: 'Payment received',
    cashDue: 'Amount due at the office',
    address: 'Madurai',
    join: 'Join video consultation',
  },
  tamil: {
    mode: 'அலுவலகத்தில் · 30 நிமிடங்கள்',
    reschedule: 'நேரத்தை மாற்று',
    left: 'இன்னும் 2 முறை நேரத்தை மாற்றலாம்.',
    length: 'உங்கள் ஆலோசனை 30 நிமிடங்கள் நடைபெறும்.',
    ten: 'காலை 10:00',
    yours: 'உங்கள் தற்போதைய நேரம்',
    filter: 'நேரங்களைக் காட்டு',
    move: 'இந்த நேரத்துக்கு மாற்று',
    moved: 'சந்திப்பின் நேரம் மாற்றப்பட்டது',
    cancel: 'சந்திப்பை ரத்துசெய்',
    full: 'உங்களுக்கு ₹590.00 முழுமையாகத் திரும்பக் கிடைக்கும்.',
    confirm: 'ரத்துசெய்வதை உறுதிசெய்',
    cancelled: (number: string) => `சந்திப்பு ${number} ரத்துசெய்யப்பட்டது.`,
    refund:
      /பணத்திருப்பம் ₹590\.00 · (.+ அன்று திருப்பி அனுப்பப்பட்டது|வந்துகொண்டிருக்கிறது \(5-7 வேலை நாட்கள்\))/,
    status: 'ரத்துசெய்யப்பட்டது',
    cashTitle: 'எங்கள் அலுவலகத்தில் ரொக்கமாகச் செலுத்துங்கள்',
    payOnline: 'பதிலாக ஆன்லைனில் செலுத்துங்கள்',
    testPay: 'செலுத்து (சோதனை)',
    paid: 'கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது. இப்போது நேரத்தைத் தேர்ந்தெடுங்கள்.',
    received: 'கட்டணம் பெறப்பட்டது',
    cashDue: 'அலுவலகத்தில் செலுத்த வேண்டிய தொகை',
    address: 'மதுரை',
    join: 'வீடியோ ஆலோசனையில் இணையுங்கள்',
  },
};

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.toast').filter({ hasText: text });
const cardOf = (page: Page, number: string) =>
  page.locator('.appointment-card').filter({ hasText: number });

/** A day with this weekday (0 Sunday ... 6 Saturday), three days from today or later (India time), some weeks on. */
function dayAhead(weekday: number, weeksLater: number): string {
  let day = addDays(todayInIndia(), 3);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return addDays(day, 7 * weeksLater);
}

async function useLanguage(page: Page, language: Language) {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
}

/** Books a Jathagam reading through the API with a way to consult; returns its id, number and the bearer header. */
async function book(
  page: Page,
  request: APIRequestContext,
  consultationMode: ConsultationMode,
  name = 'Ravi',
) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const headers = { authorization: `Bearer ${token}` };
  const response = await request.post('/api/appointments', {
    headers,
    data: {
      name,
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      services: [1],
      consultation_mode: consultationMode,
      terms_agreed: true,
    },
  });
  expect(response.status()).toBe(201);
  const { appointment } = (await response.json()) as {
    appointment: { id: number; appointment_number: string };
  };
  return { id: appointment.id, number: appointment.appointment_number, headers };
}

/** Each test of (a) has days of its own, so the four running side by side never want the same slot. */
const weekOf = (project: string, language: Language) =>
  (project === 'phone' ? 0 : 2) + (language === 'english' ? 0 : 1);

for (const language of ['english', 'tamil'] as const) {
  const w = words[language];

  test.describe(`after the booking, in ${language}`, () => {
    test('reschedules, then cancels 3+ days ahead and reads the full refund', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      const { booking, week, thursday } =
        await test.step('a customer books a time at the office and pays', async () => {
          await signInThroughScreen(page);
          const booking = await book(
            page,
            request,
            'in_person',
            language === 'tamil' ? 'ரவி' : 'Ravi',
          );
          await payThroughTestGateway(request, booking);
          const week = weekOf(testInfo.project.name, language);
          const thursday = dayAhead(4, week);
          expect(
            (
              await request.post(`/api/appointments/${booking.id}/book-slot`, {
                headers: booking.headers,
                data: { slot_id: 600, date: thursday },
              })
            ).status(),
          ).toBe(200);
          await useLanguage(page, language);
          return { booking, week, thursday };
        });

      const card =
        await test.step('My Appointments shows how and where, and offers Reschedule', async () => {
          // My Appointments: how the consultation happens, where, and Reschedule.
          await page.goto('/appointments');
          const card = cardOf(page, booking.number);
          await expect(card).toContainText(w.mode);
          await expect(card).toContainText(w.address);
          await expect(card).toContainText(w.ten, { ignoreCase: true });
          if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
          await card.getByRole('link', { name: w.reschedule }).click();
          return card;
        });

      await test.step('the reschedule screen shows the time, moves left and length', async () => {
        // The reschedule screen: the current time, the moves left, the length, the same slot picker.
        await expect(page).toHaveURL(new RegExp(`/reschedule/${booking.id}$`));
        await expect(page.getByTestId('current-time')).toContainText(w.ten, { ignoreCase: true });
        await expect(page.getByText(w.left)).toBeVisible();
        await expect(page.getByText(w.length)).toBeVisible();
      });

      await test.step("the customer's own time is marked as theirs", async () => {
        // On its own day, the customer's time is marked as theirs, not as booked by someone else.
        await page.locator('.slot-filter input').fill(thursday);
        await page.getByRole('button', { name: w.filter }).click();
        const own = page.locator('button.slot-card--current');
        await expect(own).toHaveCount(1);
        await expect(own).toContainText(w.ten, { ignoreCase: true });
        await expect(own).toContainText(w.yours);
        await expect(own).toBeDisabled();
      });

      await test.step('the consultation moves to a new time', async () => {
        await page.locator('.slot-filter input').fill(dayAhead(5, week));
        await page.getByRole('button', { name: w.filter }).click();
        const slot = page.locator('.slot-card:not([disabled])').nth(3);
        const newStart = (await slot.locator('.slot-card__time').innerText()).split(' - ')[0]!;
        await slot.click();
        await expect(slot).toHaveAttribute('aria-checked', 'true');
        if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
        await page.getByRole('button', { name: w.move }).click();
        await expect(toast(page, w.moved)).toBeVisible();
        await expect(page).toHaveURL(/\/appointments$/, { timeout: 5000 });
        await expect(card).toContainText(newStart, { ignoreCase: true });
        await expect(card).not.toContainText(w.ten, { ignoreCase: true });
      });

      await test.step('cancelling 3+ days ahead shows and gives the full refund', async () => {
        // Cancel: the dialog says in rupees what comes back; the card then shows the refund.
        await card.getByRole('button', { name: w.cancel }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByTestId('cancel-quote')).toContainText(w.full);
        if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
        await dialog.getByRole('textbox').fill(language === 'tamil' ? 'பயணம்' : 'Travelling');
        await dialog.getByRole('button', { name: w.confirm }).click();
        await expect(toast(page, w.cancelled(booking.number))).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(card).toContainText(w.status);
        await expect(card.locator('.refund-line')).toHaveText(w.refund);
        await expect(card.getByRole('button', { name: w.cancel })).toHaveCount(0);
        await expect(card.getByRole('link', { name: w.reschedule })).toHaveCount(0);
        if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
      });
    });

    test(
      'a cash customer switches to online from the payment page and ends paid',
      ANY_WIDTH,
      async ({ page, request }) => {
        await signInThroughScreen(page);
        const booking = await book(page, request, 'phone', language === 'tamil' ? 'ரவி' : 'Ravi');
        expect(
          (
            await request.post(`/api/payments/appointments/${booking.id}/cash`, {
              headers: booking.headers,
            })
          ).status(),
        ).toBe(200);
        await useLanguage(page, language);

        await page.goto('/appointments');
        await expect(cardOf(page, booking.number)).toContainText(w.cashDue);
        await page.goto(`/payment/${booking.id}`);
        const cash = page.getByRole('region', { name: w.cashTitle });
        await expect(cash.getByTestId('cash-due')).toHaveText('₹590.00');
        await expect(cash).toContainText(w.address);
        if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
        await cash.getByRole('button', { name: w.payOnline }).click();
        await page.getByRole('dialog').getByRole('button', { name: w.testPay }).click();
        await expect(toast(page, w.paid)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/select-slot/${booking.id}$`));

        await page.goto('/appointments');
        const card = cardOf(page, booking.number);
        await expect(card).toContainText(w.received);
        await expect(card).not.toContainText(w.cashDue);
      },
    );
  });
}

test('a video appointment shows its Join link on the day, in English and Tamil', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'phone',
    'one office number schedules it: the desktop project checks both widths',
  );
  test.setTimeout(60_000);
  await signInThroughScreen(page);
  // A Tamil name: the office's Tamil day view, checked for English words by another test, lists today's consultations.
  const booking = await book(page, request, 'video', 'ரவி');
  await payThroughTestGateway(request, booking);

  // The office, in a browser of its own, schedules it today a few minutes before now (India time).
  const office = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77, 198.51.100.77' },
  });
  const officePage = await office.newPage();
  await signInThroughScreen(officePage, OFFICE_NUMBERS.desktop.video);
  const officeToken = await officePage.evaluate(() => localStorage.getItem('auth_token'));
  await office.close();
  const india = new Date(Date.now() + 330 * 60_000);
  // A few minutes before now; just before midnight, the last half hour of the day (a consultation ends within its day).
  const minute = Math.min(
    Math.max(0, india.getUTCHours() * 60 + india.getUTCMinutes() - 5),
    24 * 60 - 30,
  );
  const scheduled = await request.post(`/api/admin/appointments/${booking.id}/schedule`, {
    headers: { authorization: `Bearer ${officeToken}` },
    data: { slot_id: minute, date: todayInIndia() },
  });
  expect(scheduled.status()).toBe(200);

  for (const language of ['english', 'tamil'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useLanguage(page, language);
    await page.goto('/appointments');
    const join = cardOf(page, booking.number).getByRole('link', { name: words[language].join });
    await expect(join).toBeVisible();
    await expect(join).toHaveAttribute('href', /^https:\/\//);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', /noopener/);
    if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(join).toBeVisible();
    const box = (await join.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  }
});
