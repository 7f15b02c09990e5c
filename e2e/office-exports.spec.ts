import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { todayInIndia } from '@portal/contracts';
import { englishWordsOn, expect, payThroughTestGateway, saveLanguageAs, signInThroughScreen, test } from './fixtures';
import { OFFICE_NUMBERS } from './office-numbers';

// Issue 33, part 5: the Exports section of the office console, in English and Tamil, on a phone and
// a desktop. A customer in Karnataka pays online; the administrator downloads the sales register
// and reads it back with a CSV parser that is not ours: the Tamil name intact, IGST for another
// state, each row adding up. The GST settings sit on the same screen.

type Project = 'phone' | 'desktop';

const words = {
  english: { nav: 'Exports', title: 'Exports for the accountant', sales: 'Download Sales register', downloaded: 'Sales register downloaded.', gst: 'GST settings', state: "The business's state", save: 'Save GST settings', saved: 'GST settings saved.' },
  tamil: { nav: 'ஏற்றுமதிகள்', title: 'கணக்காளருக்கான ஏற்றுமதிகள்', sales: 'விற்பனைப் பதிவேடு பதிவிறக்கு', downloaded: 'விற்பனைப் பதிவேடு பதிவிறக்கப்பட்டது.', gst: 'ஜிஎஸ்டி அமைப்புகள்', state: 'வணிகத்தின் மாநிலம்', save: 'ஜிஎஸ்டி அமைப்புகளைச் சேமி', saved: 'ஜிஎஸ்டி அமைப்புகள் சேமிக்கப்பட்டன.' },
} as const;

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const paise = (text: string | undefined) => Math.round(Number(text) * 100);

/** Python's csv module reads the file as a spreadsheet would: the byte-order mark, quotes, line breaks. */
function parseCsv(path: string): Record<string, string>[] {
  const script = 'import csv,json,sys; print(json.dumps(list(csv.reader(open(sys.argv[1], encoding="utf-8-sig", newline="")))))';
  const [header, ...rows] = JSON.parse(execFileSync('python3', ['-c', script, path], { encoding: 'utf8' })) as string[][];
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
}

test('the Exports screen downloads the sales register with the GST split, in English and Tamil', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name as Project;

  // A customer in Karnataka books Jathagam and pays online.
  await signInThroughScreen(page);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const headers = { authorization: `Bearer ${token}` };
  const name = project === 'phone' ? 'மீனாட்சி சுந்தரம்' : 'கார்த்திகேயன்';
  const booked = await request.post('/api/appointments', {
    headers,
    data: { name, gender: 'female', date_of_birth: '1990-05-10', birth_time: '06:15', birth_place: 'Madurai', customer_state: '29', services: [1], terms_agreed: true },
  });
  expect(booked.status()).toBe(201);
  const { appointment } = (await booked.json()) as { appointment: { id: number; appointment_number: string } };
  await payThroughTestGateway(request, { id: appointment.id, headers });
  await page.evaluate(() => {
    localStorage.removeItem('auth_token');
    localStorage.removeItem('user_data');
  });

  await signInThroughScreen(page, OFFICE_NUMBERS[project].exports);
  for (const language of ['english', 'tamil'] as const) {
    const w = words[language];
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
    const row = rows.find((candidate) => candidate['Receipt number']!.includes(appointment.appointment_number));
    expect(row).toMatchObject({ Customer: name, 'State or country': 'Karnataka', 'Place of supply': '29-Karnataka', 'SAC code': '999799', 'Taxable value': '500.00', CGST: '0.00', SGST: '0.00', IGST: '90.00', Total: '590.00' });
    for (const each of rows) expect(paise(each['Taxable value']) + paise(each.CGST) + paise(each.SGST) + paise(each.IGST)).toBe(paise(each.Total));

    // The settings save as they are (audited; nothing changes).
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();

    if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
    expect(await noSideScroll(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`exports-${language}-${project}.png`), fullPage: true });
  }
});
