import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@portal/contracts';
import {
  chooseLanguage,
  choosePlace,
  codeSentTo,
  englishWordsOn,
  expect,
  freshMobileNumber,
  test,
} from '../fixtures';

const words = {
  english: {
    language: 'English' as const,
    sendOtp: 'Send OTP',
    mobile: 'Mobile number',
    code: 'One-time code (OTP)',
    verify: 'Verify',
    name: 'Name',
    gender: 'Gender',
    dateOfBirth: 'Date of birth',
    exact: 'Exact time',
    birthPlace: 'Place of birth',
    next: 'Next',
    mode: 'At the office',
    book: 'Book appointment',
    online: 'Pay online',
    testPay: 'Pay (test)',
    checkout: 'Test checkout',
    confirm: 'Confirm slot',
    confirmed: 'Slot confirmed',
    scheduled: 'Scheduled',
    nineAm: '9:00 am',
    indiaTime: '(India time)',
  },
  tamil: {
    language: 'தமிழ்' as const,
    sendOtp: 'OTP அனுப்பு',
    mobile: 'கைபேசி எண்',
    code: 'ஒருமுறைக் குறியீடு (OTP)',
    verify: 'சரிபார்',
    name: 'பெயர்',
    gender: 'பாலினம்',
    dateOfBirth: 'பிறந்த தேதி',
    exact: 'சரியான நேரம்',
    birthPlace: 'பிறந்த இடம்',
    next: 'அடுத்து',
    mode: 'அலுவலகத்தில்',
    book: 'முன்பதிவு செய்',
    online: 'ஆன்லைன் கட்டணம்',
    testPay: 'செலுத்து (சோதனை)',
    checkout: 'சோதனைக் கட்டணப் பக்கம்',
    confirm: 'நேரத்தை உறுதிசெய்',
    confirmed: 'நேரம் உறுதிசெய்யப்பட்டது',
    scheduled: 'திட்டமிடப்பட்டது',
    nineAm: 'காலை 9:00',
    indiaTime: '(இந்திய நேரம்)',
  },
};

/**
 * A Monday (a working day) from tomorrow on, India time, a week of its own for each journey
 * running side by side, so that each finds its 9:00 AM slot free. Three weeks on at least: the
 * office's tests give the first free slot of a day 9 to 16 days ahead (a Sunday moved on to the
 * Monday), which on some dates is the first Mondays' 9:00.
 */
function aMonday(weeksLater: number): string {
  let day = addDays(todayInIndia(), 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return addDays(day, 7 * (3 + weeksLater));
}

async function walkTheJourney(
  page: Page,
  language: 'english' | 'tamil',
  personName: string,
  weeksLater: number,
) {
  const w = words[language];
  await page.goto('/');
  await chooseLanguage(page, w.language);
  await page.locator('.service-card[data-service="jathagam"] button').click();
  const number = freshMobileNumber();
  await page.getByLabel(w.mobile).fill(number);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: w.sendOtp }).click();
  await page.getByLabel(w.code).fill(await codeSentTo(`+91${number}`));
  await page.getByRole('button', { name: w.verify }).click();
  await expect(page).toHaveURL(/\/booking\?service=1$/);

  await page.getByRole('textbox', { name: new RegExp(`^${w.name}`) }).fill(personName);
  await page.getByRole('combobox', { name: new RegExp(`^${w.gender}`) }).selectOption('female');
  await page.getByLabel(new RegExp(`^${w.dateOfBirth}`)).fill('1991-08-15');
  await page.getByRole('textbox', { name: w.exact }).fill('07:45');
  await choosePlace(
    page.getByRole('combobox', { name: new RegExp(`^${w.birthPlace}`) }),
    language === 'tamil' ? 'தஞ்சாவூர்' : 'Thanjavur',
    language === 'tamil' ? /^தஞ்சாவூர், தமிழ்நாடு/ : /^Thanjavur, Tamil Nadu/,
  );
  await page.getByRole('button', { name: w.next }).click();
  await page.getByRole('radio', { name: new RegExp(`^${w.mode}`) }).check();
  await page.locator('#terms_agreed').check();
  await page.getByRole('button', { name: w.book }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);

  await page.getByRole('radio', { name: new RegExp(w.online) }).check();
  await page.locator('.payment-form button[type=submit]').click();
  await page
    .getByRole('dialog', { name: w.checkout })
    .getByRole('button', { name: w.testPay })
    .click();
  await expect(page).toHaveURL(/\/select-slot\/\d+$/);

  const monday = aMonday(weeksLater);
  await page.locator('input[type=date]').fill(monday);
  await page.locator('.slot-filter button').click();
  const nine = page.locator('.slot-card').first();
  await expect(nine).toContainText(w.nineAm, { ignoreCase: true });
  await nine.click();
  await expect(nine).toHaveAttribute('aria-checked', 'true');
  if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
  await page.getByRole('button', { name: w.confirm }).click();
  await expect(page.locator('.toast').filter({ hasText: w.confirmed })).toBeVisible();
  await expect(page).toHaveURL(/\/appointments$/);
  const card = page.locator('.appointment-card');
  await expect(card).toContainText(w.scheduled);
  await expect(card).toContainText(w.nineAm, { ignoreCase: true });
  await expect(card).toContainText(w.indiaTime);
  if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
  return monday;
}

test.describe('the whole journey: landing, sign-in, booking, test payment, slot', () => {
  // Seven screens and a checkout: on two busy cores the walk alone can take most of 30 s.
  test.describe.configure({ timeout: 60_000 });
  test.describe('in English, the browser in New York', () => {
    test.use({ timezoneId: 'America/New_York' });
    test('ends with the 9:00 AM India-time slot on My Appointments', async ({ page }, testInfo) => {
      await walkTheJourney(page, 'english', 'Meena', testInfo.project.name === 'phone' ? 0 : 1);
    });
  });

  test.describe('in Tamil, the browser in UTC', () => {
    test.use({ timezoneId: 'UTC' });
    test('ends with the காலை 9:00 India-time slot on My Appointments', async ({
      page,
    }, testInfo) => {
      await walkTheJourney(page, 'tamil', 'மீனா', testInfo.project.name === 'phone' ? 2 : 3);
    });
  });
});
