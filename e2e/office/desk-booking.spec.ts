import type { Page, TestInfo } from '@playwright/test';
import { addDays, todayInIndia } from '@portal/contracts';
import {
  AT_THE_DESK,
  freshMobileNumber,
  englishWordsOn,
  saveLanguageAs,
  signInThroughScreen,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

// Decisions 0062 and 0063: the desk books for a customer who telephones
// (a new number, a consultation at the office with cash at the desk and a time from the team's free
// slots), corrects the birth time on the appointment's page, and the customer, signing in with their
// own number, finds the booking in My Appointments. English and Tamil, on a phone and a desktop.

type Project = 'phone' | 'desktop';
type Language = 'english' | 'tamil';

const words = {
  english: {
    nav: 'Book for a caller',
    title: 'Book for a caller',
    service: /Jathagam/,
    atOffice: 'At the office',
    cash: 'Cash at the office',
    book: 'Book',
    booked: /^Booked: AST-/,
    newCustomer: 'A new customer',
    cashDue: 'Amount due at the office',
    open: 'Open the appointment',
    correct: 'Correct birth details',
    reason: 'Reason for the correction',
    save: 'Save correction',
    corrected: 'Birth details corrected.',
    person: { name: 'Murugan', place: 'Madurai', chosen: 'Madurai, Tamil Nadu, India' },
    male: 'male',
  },
  tamil: {
    nav: 'அழைப்பவருக்கு முன்பதிவு',
    title: 'அழைப்பவருக்கு முன்பதிவு',
    service: /ஜாதக/,
    atOffice: 'அலுவலகத்தில்',
    cash: 'அலுவலகத்தில் ரொக்கம்',
    book: 'முன்பதிவு செய்',
    booked: /^முன்பதிவானது: AST-/,
    newCustomer: 'புதிய வாடிக்கையாளர்',
    cashDue: 'அலுவலகத்தில் செலுத்த வேண்டிய தொகை',
    open: 'சந்திப்பைத் திற',
    correct: 'பிறப்பு விவரங்களைத் திருத்து',
    reason: 'திருத்தத்துக்கான காரணம்',
    save: 'திருத்தத்தைச் சேமி',
    corrected: 'பிறப்பு விவரங்கள் திருத்தப்பட்டன.',
    person: { name: 'முருகன்', place: 'மதுரை', chosen: 'மதுரை, தமிழ்நாடு, இந்தியா' },
    male: 'male',
  },
} as const;

/**
 * Each project and language a day of its own (Thursday on a phone, Friday on a desktop), some
 * weeks ahead; a retry a later week.
 */
function ownDay(project: Project, language: Language, testInfo: TestInfo): string {
  const weekday = project === 'phone' ? 4 : 5;
  let day = addDays(todayInIndia(), 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return addDays(day, 7 * (3 + (language === 'english' ? 0 : 1) + 2 * testInfo.retry));
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signOutLocally(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('auth_token');
    localStorage.removeItem('user_data');
  });
}

// One office number per browser project: its two languages sign in one after the other, never with two codes at once.
test.describe.configure({ mode: 'serial' });

for (const language of ['english', 'tamil'] as const) {
  const w = words[language];

  test(
    `a caller booked and corrected at the desk finds the booking, in ${language}`,
    AT_THE_DESK,
    async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const project = testInfo.project.name as Project;
      const day = ownDay(project, language, testInfo);
      const caller = freshMobileNumber();

      // The office opens "Book for a caller" from its navigation.
      await signInThroughScreen(page, OFFICE_NUMBERS[project].desk);
      await saveLanguageAs(page, language);
      await page.goto('/admin');
      const navigation = page.getByRole('navigation', {
        name: language === 'english' ? 'Office' : 'அலுவலகம்',
        exact: true,
      });
      await navigation.getByRole('link', { name: w.nav }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

      // The caller's number and language, the service at the office, their birth details, cash at
      // the desk and a free slot.
      await page.locator('#desk-mobile').fill(caller);
      await page.locator('#desk-language').selectOption(language);
      await page.getByRole('checkbox', { name: w.service }).check();
      await page.getByRole('radio', { name: w.atOffice, exact: true }).check();
      await page.locator('#desk-name').fill(w.person.name);
      await page.locator('#desk-gender').selectOption('male');
      await page.locator('#desk-date_of_birth').fill('1980-04-14');
      await page.locator('#desk-birth_time').fill('06:15');
      // The customer form's place suggestions: the town chosen brings its coordinates.
      await page.locator('#desk-birth_place').fill(w.person.place);
      await page.getByRole('option', { name: w.person.chosen, exact: true }).click();
      await expect(page.locator('#desk-birth_place')).toHaveValue(w.person.chosen);
      await expect(page.locator('#desk-birth_latitude')).toHaveValue(/^9\.9/);
      await page.getByRole('radio', { name: w.cash }).check();
      await page.locator('#desk-date').fill(day);
      const slot = page.locator('#desk-slot');
      await expect(slot.locator('option')).not.toHaveCount(1);
      await slot.selectOption({ index: 1 });
      await page.locator('.desk-booking input[type="checkbox"]').last().check();
      expect(await noSideScroll(page)).toBe(0);
      if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`desk-booking-form-${language}-${project}.png`),
        fullPage: true,
      });

      await page.getByRole('button', { name: w.book, exact: true }).click();
      const done = page.locator('.desk-done');
      await expect(done.getByRole('heading')).toHaveText(w.booked);
      await expect(done).toContainText(w.newCustomer);
      await expect(done).toContainText(w.cashDue);
      const number = (await done.getByRole('heading').textContent())!.match(/AST-\d{4}-\d+/)![0];
      expect(await noSideScroll(page)).toBe(0);
      if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`desk-booking-done-${language}-${project}.png`),
        fullPage: true,
      });

      // On the appointment's page the desk corrects the birth time, with the reason.
      await done.getByRole('link', { name: w.open }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
      await page.getByRole('button', { name: w.correct }).click();
      await page.locator('#correct-birth_time').fill('18:15');
      await page
        .getByLabel(w.reason)
        .fill(
          language === 'english'
            ? 'The caller read the evening time wrongly'
            : 'அழைப்பவர் மாலை நேரத்தைத் தவறாகச் சொன்னார்',
        );
      await expect(page.locator('.desk-correct')).toBeVisible();
      expect(await noSideScroll(page)).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`desk-correct-form-${language}-${project}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.locator('.toast').filter({ hasText: w.corrected })).toBeVisible();
      await expect(page.locator('.desk-correct')).toHaveCount(0);
      // The record as the server now holds it: the new time, and the star cast from it.
      const id = page.url().split('/').at(-1);
      const token = await page.evaluate(() => localStorage.getItem('auth_token'));
      const record = (await (
        await page.request.get(`/api/admin/appointments/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { appointment: { birth_time: string; astrology: { nakshatra: number } | null } };
      expect(record.appointment.birth_time).toMatch(/^18:15/);
      expect(record.appointment.astrology?.nakshatra).toBeGreaterThan(0);
      if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`desk-corrected-${language}-${project}.png`),
        fullPage: true,
      });

      // The customer signs in with their own number and finds the booking, with its time.
      await signOutLocally(page);
      await saveLanguageAs(page, 'english');
      await signInThroughScreen(page, caller);
      await saveLanguageAs(page, language);
      await page.goto('/appointments');
      await expect(page.getByRole('main')).toContainText(number);
      expect(await noSideScroll(page)).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`desk-customer-appointments-${language}-${project}.png`),
        fullPage: true,
      });
    },
  );
}
