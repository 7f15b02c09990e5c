import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { addDays, todayInIndia, type CashBookReply } from '@portal/contracts';
import {
  AT_THE_DESK,
  englishWordsOn,
  forgetSession,
  saveLanguageAs,
  signInThroughScreen,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

// The cash desk and the office on paper (decisions 0069 and 0070): the desk takes cash with the
// amount shown and a confirmation, undoes a slip the same day, and reads the cash book (cash taken
// and handed back, each day's balance, the cash refunds owed); the day's list and an appointment
// print cleanly: printed to PDF by Chromium, the day's six consultations on one A4 page. English
// and Tamil, on a phone and a desktop.

type Project = 'phone' | 'desktop';
type Headers = Record<string, string>;

const words = {
  english: {
    markCash: 'Mark cash received',
    confirmCash: 'Confirm cash received',
    cashRecorded: 'Cash payment recorded.',
    undoCash: 'Undo cash received',
    undone: 'Cash received undone: the payment is pending again.',
    cash: 'Cash',
    owed: 'Cash refunds owed',
    handedOver: 'Handed over',
    handedOverToast: 'Refund recorded as handed over.',
    balance: 'Balance',
    print: 'Print',
    due: 'Amount due',
    paid: 'Paid',
  },
  tamil: {
    markCash: 'ரொக்கம் பெறப்பட்டது எனக் குறி',
    confirmCash: 'ரொக்கம் பெற்றதை உறுதிசெய்',
    cashRecorded: 'ரொக்கக் கட்டணம் பதிவுசெய்யப்பட்டது.',
    undoCash: 'ரொக்கம் பெற்றதைச் செயல்தவிர்',
    undone: 'ரொக்கம் பெற்றது செயல்தவிர்க்கப்பட்டது: கட்டணம் மீண்டும் நிலுவையில்.',
    cash: 'ரொக்கம்',
    owed: 'திருப்பி அளிக்க வேண்டிய ரொக்கப் பணத்திருப்பங்கள்',
    handedOver: 'ஒப்படைக்கப்பட்டது',
    handedOverToast: 'பணத்திருப்பம் ஒப்படைக்கப்பட்டதாகப் பதிவுசெய்யப்பட்டது.',
    balance: 'இருப்பு',
    print: 'அச்சிடு',
    due: 'செலுத்த வேண்டியது',
    paid: 'செலுத்தப்பட்டது',
  },
} as const;

const rupees = (text: string) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(Number(text));
const tokenOf = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}`,
});
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A customer's booking (the name in Tamil letters: a Tamil screen has no English in it), cash chosen. */
async function cashBooking(
  request: APIRequestContext,
  customer: Headers,
  name: string,
  mode: 'in_person' | 'phone' | 'video' = 'phone',
) {
  const reply = await request.post('/api/appointments', {
    headers: customer,
    data: {
      name,
      gender: 'female',
      date_of_birth: '1990-04-14',
      birth_time: '06:10',
      birth_place: 'Madurai',
      services: [1],
      consultation_mode: mode,
      terms_agreed: true,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const { appointment } = (await reply.json()) as {
    appointment: { id: number; appointment_number: string; total_cost: string };
  };
  expect(
    (
      await request.post(`/api/payments/appointments/${appointment.id}/cash`, { headers: customer })
    ).status(),
  ).toBe(200);
  return {
    id: appointment.id,
    number: appointment.appointment_number,
    price: appointment.total_cost,
  };
}

async function officeCall(
  request: APIRequestContext,
  office: Headers,
  path: string,
  data?: object,
) {
  const reply = await request.post(path, { headers: office, ...(data ? { data } : {}) });
  expect(reply.status(), `${path}: ${await reply.text()}`).toBe(200);
}

/** Signs a customer in (the page's session), then the office number in its place; both sessions' headers. */
async function customerThenOffice(page: Page, number: string) {
  await signInThroughScreen(page);
  const customer = await tokenOf(page);
  await forgetSession(page);
  await signInThroughScreen(page, number);
  return { customer, office: await tokenOf(page) };
}

test(
  'the cash desk takes cash, undoes a slip and shows each day’s balance',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name as Project;
    const { customer, office } = await customerThenOffice(page, OFFICE_NUMBERS[project].cash);

    for (const language of ['english', 'tamil'] as const) {
      const w = words[language];
      const taken = await cashBooking(request, customer, language === 'english' ? 'கமலா' : 'வள்ளி');
      const owed = await cashBooking(request, customer, language === 'english' ? 'சரோஜா' : 'மீனா');
      // The second booking's cash is taken, then the customer cancels: the cash is owed back.
      await officeCall(request, office, `/api/admin/appointments/${owed.id}/mark-paid`);
      await officeCall(request, customer, `/api/appointments/${owed.id}/cancel`, {});
      await saveLanguageAs(page, language);

      // Cash received: the amount, then the confirmation; undone the same day; taken again.
      await page.goto(`/admin/appointments/${taken.id}`);
      await page.getByRole('button', { name: w.markCash }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(rupees(taken.price));
      if (language === 'english')
        await page.screenshot({
          path: testInfo.outputPath(`cash-confirm-${language}-${project}.png`),
        });
      await dialog.getByRole('button', { name: w.confirmCash }).click();
      await expect(toast(page, w.cashRecorded)).toBeVisible();
      await page.getByRole('button', { name: w.undoCash }).click();
      await expect(toast(page, w.undone)).toBeVisible();
      await expect(page.getByRole('button', { name: w.markCash })).toBeVisible();
      await page.getByRole('button', { name: w.markCash }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.confirmCash }).click();
      await expect(page.getByRole('button', { name: w.undoCash })).toBeVisible();

      // The cash screen: the refund owed, and today's cash with the slip shown struck out and not counted.
      await page
        .getByRole('navigation', {
          name: language === 'english' ? 'Office' : 'அலுவலகம்',
          exact: true,
        })
        .getByRole('link', { name: w.cash, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: w.cash })).toBeVisible();
      const owedPanel = page.getByRole('region', { name: w.owed });
      const owedLine = owedPanel.getByRole('listitem').filter({ hasText: owed.number });
      await expect(owedLine).toContainText(rupees(owed.price));
      const book = (await (
        await request.get('/api/admin/cash', { headers: office })
      ).json()) as CashBookReply;
      const today = book.days[0]!;
      expect(today.date).toBe(todayInIndia());
      const todayPanel = page.locator('.admin-cash__day').first();
      await expect(todayPanel.getByRole('listitem').filter({ hasText: taken.number })).toHaveCount(
        2,
      );
      await expect(
        todayPanel.locator('.admin-cash__line--undone').filter({ hasText: taken.number }),
      ).toHaveCount(1);
      // The day's balance is its cash taken less its cash handed back (other tests take cash today
      // too: read from the screen itself).
      const paise = (text: string) =>
        Math.round(Number(text.replace(/[^\d.−-]/g, '').replace('−', '-')) * 100);
      const [takenTotal, backTotal, balance] = await todayPanel
        .locator('.admin-cash__totals dd')
        .allInnerTexts();
      expect(paise(balance!)).toBe(paise(takenTotal!) - paise(backTotal!));
      expect(paise(takenTotal!)).toBeGreaterThanOrEqual(paise(taken.price) + paise(owed.price));
      expect(
        today.taken
          .filter((line) => line.appointment_id === taken.id)
          .map((line) => line.undone_at === null)
          .sort(),
      ).toEqual([false, true]);
      expect(await noSideScroll(page)).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`cash-screen-${language}-${project}.png`),
        fullPage: true,
      });
      if (language === 'tamil') {
        // Customers' names are their data, in whatever letters they booked with (other tests book
        // "Lakshmi" today): left out.
        const hideNames = (hidden: boolean) =>
          page.evaluate(
            (hide) =>
              document
                .querySelectorAll<HTMLElement>('.admin-cash__name')
                .forEach((name) => (name.style.display = hide ? 'none' : '')),
            hidden,
          );
        await hideNames(true);
        expect(await englishWordsOn(page)).toEqual([]);
        await hideNames(false);
      }

      // Handed over from the cash screen: off the owed list, into today's cash handed back.
      await owedLine.getByRole('button', { name: new RegExp(`^${w.handedOver}`) }).click();
      await expect(toast(page, w.handedOverToast)).toBeVisible();
      await expect(owedPanel.getByRole('listitem').filter({ hasText: owed.number })).toHaveCount(0);
      await expect(todayPanel.getByRole('listitem').filter({ hasText: owed.number })).toHaveCount(
        2,
      ); // taken, and handed back
    }
  },
);

/** Each project its own day of six consultations, a year ahead: no other test holds it; a retry a week later. */
function printDay(project: Project, testInfo: TestInfo): string {
  let day = addDays(todayInIndia(), 330 + (project === 'phone' ? 0 : 1) + 7 * testInfo.retry);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 2);
  return day;
}

/** How many pages a PDF of Chromium's has (its page objects). */
const pagesOf = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

test(
  'the day’s list and an appointment print cleanly, six consultations to an A4 page',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name as Project;
    const { customer, office } = await customerThenOffice(page, OFFICE_NUMBERS[project].print);
    const day = printDay(project, testInfo);
    const names = ['அருணா', 'பாலு', 'செல்வி', 'தேவி', 'கண்ணன்', 'முருகன்'];
    const modes = ['in_person', 'in_person', 'phone', 'video', 'in_person', 'phone'] as const;
    const bookings = [];
    for (const [index, name] of names.entries()) {
      const booking = await cashBooking(request, customer, name, modes[index]);
      await officeCall(request, office, `/api/admin/appointments/${booking.id}/mark-paid`);
      await officeCall(request, office, `/api/admin/appointments/${booking.id}/schedule`, {
        date: day,
        slot_id: 600 + 45 * index,
        astrologer_id: 1,
      });
      bookings.push(booking);
    }
    // Two consultations at the office still owe their cash (taken by mistake, undone): an amount due on paper.
    for (const booking of [bookings[0]!, bookings[4]!])
      await officeCall(request, office, `/api/admin/appointments/${booking.id}/undo-cash`);

    for (const language of ['english', 'tamil'] as const) {
      const w = words[language];
      await saveLanguageAs(page, language);
      await page.goto(`/admin?date=${day}`);
      await expect(page.locator('.admin-row')).toHaveCount(6);
      // The Print button draws the whole day and opens the browser's print (counted, not opened, here).
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.getByRole('button', { name: w.print, exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
        .toBe(1);

      // As paper: the sheet alone, six lines, no navigation, header, buttons or toasts.
      await page.emulateMedia({ media: 'print' });
      const sheet = page.locator('.print-sheet');
      await expect(sheet).toBeVisible();
      await expect(sheet.locator('tbody tr')).toHaveCount(6);
      await expect(sheet.locator('thead')).toContainText(w.due);
      await expect(sheet.locator('tbody tr').nth(0)).toContainText(rupees(bookings[0]!.price));
      await expect(sheet.locator('tbody tr').nth(1)).toContainText(w.paid);
      for (const hidden of [
        '.signed-in-header',
        '.admin-nav',
        '.admin-rows',
        '.admin-filters',
        '.site-footer',
      ])
        await expect(page.locator(hidden).first()).toBeHidden();
      await expect(page.locator('button:visible')).toHaveCount(0);
      if (language === 'tamil')
        expect(
          (await sheet.innerText()).match(/[A-Za-z]{3,}/g)?.filter((word) => word !== 'AST') ?? [],
        ).toEqual([]);
      const pdfPath = testInfo.outputPath(`day-${language}-${project}.pdf`);
      const pdf = await page.pdf({ path: pdfPath, format: 'A4', printBackground: true });
      expect(pagesOf(pdf)).toBe(1);
      expect(pagesOf(readFileSync(pdfPath))).toBe(1);
      await page.emulateMedia({ media: 'screen' });
      await page.screenshot({
        path: testInfo.outputPath(`print-day-screen-${language}-${project}.png`),
        fullPage: true,
      });
    }

    // One appointment on paper: its record, without the console, its buttons or its forms.
    await saveLanguageAs(page, 'english');
    await page.goto(`/admin/appointments/${bookings[2]!.id}`);
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(bookings[2]!.number);
    await expect(page.locator('button:visible')).toHaveCount(0);
    await expect(page.locator('.admin-nav')).toBeHidden();
    // Its time, mode and astrologer print though the slot editor does not; the charts are drawn first.
    await expect(page.locator('.print-only').filter({ hasText: 'Chief Astrologer' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Loading…')).toHaveCount(0);
    const appointmentPdf = await page.pdf({
      path: testInfo.outputPath(`appointment-english-${project}.pdf`),
      format: 'A4',
      printBackground: true,
    });
    expect(pagesOf(appointmentPdf)).toBeGreaterThanOrEqual(1);
    await page.emulateMedia({ media: 'screen' });
  },
);
