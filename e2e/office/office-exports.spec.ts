import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@portal/contracts';
import {
  AT_THE_DESK,
  bookThroughApi,
  payThroughTestGateway,
  englishWordsOn,
  choosePlace,
  saveLanguageAs,
  signInThroughScreen,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

// The accountants' files (decision 0068): the Exports section of the office console, in English and
// Tamil, on a phone and a desktop. A customer in Karnataka pays online; the administrator downloads
// the sales register and reads it back with a CSV parser that is not ours: the Tamil name intact,
// IGST for another state, each row adding up. The GST settings sit on the same screen.

type Project = 'phone' | 'desktop';

const words = {
  english: {
    customerState: "Customer's state (GST)",
    stateSaved: 'State saved: receipts now show this place of supply.',
    saveState: 'Save state',
    nav: 'Exports',
    title: 'Exports for the accountant',
    sales: 'Download Sales register',
    downloaded: 'Sales register downloaded.',
    gst: 'GST settings',
    state: "The business's state",
    save: 'Save GST settings',
    saved: 'GST settings saved.',
  },
  tamil: {
    customerState: 'வாடிக்கையாளரின் மாநிலம் (ஜிஎஸ்டி)',
    stateSaved: 'மாநிலம் சேமிக்கப்பட்டது: ரசீதுகள் இனி இந்த வழங்கல் இடத்தைக் காட்டும்.',
    saveState: 'மாநிலத்தைச் சேமி',
    nav: 'ஏற்றுமதிகள்',
    title: 'கணக்காளருக்கான ஏற்றுமதிகள்',
    sales: 'விற்பனைப் பதிவேடு பதிவிறக்கு',
    downloaded: 'விற்பனைப் பதிவேடு பதிவிறக்கப்பட்டது.',
    gst: 'ஜிஎஸ்டி அமைப்புகள்',
    state: 'வணிகத்தின் மாநிலம்',
    save: 'ஜிஎஸ்டி அமைப்புகளைச் சேமி',
    saved: 'ஜிஎஸ்டி அமைப்புகள் சேமிக்கப்பட்டன.',
  },
} as const;

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const paise = (text: string | undefined) => Math.round(Number(text) * 100);

/**
 * csv-parse (another library than the one that wrote it) reads the file as a spreadsheet would:
 * the byte-order mark, quotes, line breaks.
 */
function parseCsv(path: string): Record<string, string>[] {
  return parse<Record<string, string>>(readFileSync(path), { bom: true, columns: true });
}

test(
  'the sales register downloads with its GST split, in English and Tamil',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name as Project;

    // A customer in Karnataka books Jathagam and pays online.
    await signInThroughScreen(page);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const headers = { authorization: `Bearer ${token}` };
    const name = project === 'phone' ? 'மீனாட்சி சுந்தரம்' : 'கார்த்திகேயன்';
    const booked = await request.post('/api/appointments', {
      headers,
      data: {
        name,
        gender: 'female',
        date_of_birth: '1990-05-10',
        birth_time: '06:15',
        birth_place: 'Madurai',
        customer_state: '29',
        services: [1],
        terms_agreed: true,
      },
    });
    expect(booked.status()).toBe(201);
    const { appointment } = (await booked.json()) as {
      appointment: { id: number; appointment_number: string };
    };
    await payThroughTestGateway(request, { id: appointment.id, headers });
    await page.evaluate(() => {
      localStorage.removeItem('auth_token');
      localStorage.removeItem('user_data');
    });

    await signInThroughScreen(page, OFFICE_NUMBERS[project].exports);
    // The customer said Karnataka: IGST. The office then corrects it to Tamil Nadu (CGST + SGST), and back.
    const expected = {
      english: {
        state: 'Karnataka',
        place: '29-Karnataka',
        CGST: '0.00',
        SGST: '0.00',
        IGST: '90.00',
        next: '33',
      },
      tamil: {
        state: 'Tamil Nadu',
        place: '33-Tamil Nadu',
        CGST: '45.00',
        SGST: '45.00',
        IGST: '0.00',
        next: '29',
      },
    } as const;
    for (const language of ['english', 'tamil'] as const) {
      const w = words[language];
      const { next, ...split } = expected[language];
      await saveLanguageAs(page, language);
      await page.goto('/admin');
      await page.locator('nav.admin-nav').getByRole('link', { name: w.nav, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/exports$/);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.gst })).toBeVisible();
      await expect(page.getByLabel(w.state)).toHaveValue('33');

      // Today only, then the sales register.
      const today = todayInIndia();
      await page.locator('#exports-from').fill(today);
      await page.locator('#exports-to').fill(today);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: w.sales }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`sales-${today}-to-${today}.csv`);
      await expect(page.getByText(w.downloaded)).toBeVisible();
      const path = await file.path();
      expect(readFileSync(path).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const rows = parseCsv(path);
      const row = rows.find((candidate) =>
        candidate['Receipt number']!.includes(appointment.appointment_number),
      );
      expect(row).toMatchObject({
        Customer: name,
        'State or country': split.state,
        'Place of supply': split.place,
        'SAC code': '999799',
        'Taxable value': '500.00',
        CGST: split.CGST,
        SGST: split.SGST,
        IGST: split.IGST,
        Total: '590.00',
      });
      for (const each of rows)
        expect(
          paise(each['Taxable value']) + paise(each.CGST) + paise(each.SGST) + paise(each.IGST),
        ).toBe(paise(each.Total));

      // The settings save as they are (audited; nothing changes).
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();

      if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
      expect(await noSideScroll(page)).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`exports-${language}-${project}.png`),
        fullPage: true,
      });

      // On the appointment, the office corrects where the customer is; the receipt follows at once.
      await page.goto(`/admin/appointments/${appointment.id}`);
      await expect(page.getByRole('form', { name: w.customerState })).toBeVisible();
      await page.locator('#customer-state').selectOption(next);
      await page.getByRole('button', { name: w.saveState }).click();
      await expect(page.getByText(w.stateSaved)).toBeVisible();
      const receipt = (await (
        await request.get(`/api/appointments/${appointment.id}`, { headers })
      ).json()) as { appointment: { receipt_payment_id: number } };
      const tax = (await (
        await request.get(`/api/payments/${receipt.appointment.receipt_payment_id}/receipt`, {
          headers,
        })
      ).json()) as { receipt: { tax: { place_of_supply: { state_code: string } } } };
      expect(tax.receipt.tax.place_of_supply.state_code).toBe(next);
      expect(await noSideScroll(page)).toBe(0);
      await page
        .locator('form.exports-state')
        .screenshot({ path: testInfo.outputPath(`customer-state-${language}-${project}.png`) });
    }
  },
);

test(
  'the appointments file, on the days it starts with, lists the consultations ahead',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    // A consultation three weeks ahead, paid in cash at the desk (decision 0110: the default days
    // run to the end of next month).
    await signInThroughScreen(page);
    const booking = await bookThroughApi(page, request, { name: 'சுந்தரி' });
    await page.evaluate(() => {
      localStorage.removeItem('auth_token');
      localStorage.removeItem('user_data');
    });
    await signInThroughScreen(page, OFFICE_NUMBERS.desktop.exports);
    const office = {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}`,
    };
    expect(
      (
        await request.post(`/api/admin/appointments/${booking.id}/mark-paid`, { headers: office })
      ).status(),
    ).toBe(200);
    // Within next month whatever today is: three weeks ahead at most reaches the month after this.
    // A Sunday (closed by default) is moved to Monday; 07:07, before the office opens, is no other
    // test's time.
    let ahead = addDays(todayInIndia(), 21 + testInfo.retry);
    if (new Date(`${ahead}T00:00:00Z`).getUTCDay() === 0) ahead = addDays(ahead, 1);
    const placed = await request.post(`/api/admin/appointments/${booking.id}/schedule`, {
      headers: office,
      data: { date: ahead, slot_id: 427, astrologer_id: 1 },
    });
    expect(placed.status(), await placed.text()).toBe(200);

    const names = { english: 'Download Appointments', tamil: 'சந்திப்புகள் பதிவிறக்கு' } as const;
    for (const language of ['english', 'tamil'] as const) {
      await saveLanguageAs(page, language);
      await page.goto('/admin/exports');
      const from = await page.locator('#exports-from').inputValue();
      const to = await page.locator('#exports-to').inputValue();
      expect(from).toBe(`${todayInIndia().slice(0, 7)}-01`);
      expect(to >= ahead).toBe(true);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: names[language] }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`appointments-${from}-to-${to}.csv`);
      const rows = parseCsv(await file.path());
      expect(rows.map((row) => row['Appointment number'])).toContain(booking.number);
      await page.screenshot({
        path: testInfo.outputPath(`exports-default-days-${language}.png`),
        fullPage: true,
      });
    }
  },
);

test('a customer names their state on the booking form and the receipt is supplied there', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name as Project;
  await signInThroughScreen(page);
  const headers = {
    authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}`,
  };
  const labels = {
    english: { next: 'Next', submit: 'Book appointment', state: 'Your state', kerala: 'Kerala' },
    tamil: { next: 'அடுத்து', submit: 'முன்பதிவு செய்', state: 'உங்கள் மாநிலம்', kerala: 'கேரளா' },
  } as const;
  for (const language of ['english', 'tamil'] as const) {
    const l = labels[language];
    await saveLanguageAs(page, language);
    await page.goto('/booking?service=1');
    await page.locator('#name').fill('மீனா');
    await page.locator('#gender').selectOption('female');
    await page.locator('#date_of_birth').fill('1990-05-10');
    await page.locator('#birth_time').fill('06:15');
    await choosePlace(page.locator('#birth_place'), 'Madurai', /^(Madurai|மதுரை), /);
    await page.getByRole('button', { name: l.next }).click();
    await page.locator('input[name=consultation_mode][value=phone]').check();
    // India is the country: the form asks the state, in the screen's language.
    await page.getByLabel(l.state).selectOption({ label: l.kerala });
    await page.locator('#terms_agreed').check();
    if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
    expect(await noSideScroll(page)).toBe(0);
    await page.locator('#customer_state').scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`booking-state-${language}-${project}.png`),
    });
    await page.getByRole('button', { name: l.submit }).click();
    await expect(page).toHaveURL(/\/payment\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    const booked = (await (await request.get(`/api/appointments/${id}`, { headers })).json()) as {
      appointment: { customer_state: string | null };
    };
    expect(booked.appointment.customer_state).toBe('32');
    await payThroughTestGateway(request, { id, headers });
    const paid = (await (await request.get(`/api/appointments/${id}`, { headers })).json()) as {
      appointment: { receipt_payment_id: number };
    };
    const receipt = (await (
      await request.get(`/api/payments/${paid.appointment.receipt_payment_id}/receipt`, { headers })
    ).json()) as { receipt: { tax: { place_of_supply: { label: string }; igst: string } } };
    expect(receipt.receipt.tax).toMatchObject({
      place_of_supply: { label: '32-Kerala' },
      igst: '90.00',
    });
  }
});
