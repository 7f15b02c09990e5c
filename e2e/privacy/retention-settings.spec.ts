import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  englishWordsOn,
  saveLanguageAs,
  shotPath,
  signInThroughScreen,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

// The office's privacy screen (decision 0103), in English and Tamil, on a phone and a desktop:
// what the next nightly run removes, the retention periods, the grievance contact and the breach
// notice. The administrator reaches it from the console's sections, changes a period and names
// the grievance officer; both are saved and read back.

type Project = 'phone' | 'desktop';

const words = {
  english: {
    nav: 'Privacy settings',
    title: 'Privacy and retention',
    next: 'What the next run removes',
    periods: 'How long data is kept',
    months: 'Uploads and written reports: months after the consultation',
    savePeriods: 'Save periods',
    periodsSaved: 'Periods saved.',
    contact: 'Grievance contact',
    name: 'Name',
    breach: 'Breach notice',
    tamilNotice: 'Notice in Tamil',
    builtin: 'The built-in words',
    saveContact: 'Save contact and notice',
    contactSaved: 'Grievance contact and breach notice saved.',
  },
  tamil: {
    nav: 'தனியுரிமை அமைப்புகள்',
    title: 'தனியுரிமையும் தரவு வைத்திருக்கும் காலமும்',
    next: 'அடுத்த பணி நீக்குபவை',
    periods: 'தரவு வைத்திருக்கும் காலம்',
    months: 'பதிவேற்றங்களும் அறிக்கைகளும்: ஆலோசனைக்குப் பிறகு மாதங்கள்',
    savePeriods: 'காலங்களைச் சேமி',
    periodsSaved: 'காலங்கள் சேமிக்கப்பட்டன.',
    contact: 'குறைதீர்ப்புத் தொடர்பு',
    name: 'பெயர்',
    breach: 'தரவு மீறல் அறிவிப்பு',
    tamilNotice: 'தமிழில் அறிவிப்பு',
    builtin: 'உள்ளமைந்த வாசகம்',
    saveContact: 'தொடர்பையும் அறிவிப்பையும் சேமி',
    contactSaved: 'குறைதீர்ப்புத் தொடர்பும் தரவு மீறல் அறிவிப்பும் சேமிக்கப்பட்டன.',
  },
} as const;

/** Every axe finding on the page, whatever its impact. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the privacy screen keeps the periods, the contact and the breach notice, in English and Tamil', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name as Project;
  await signInThroughScreen(page, OFFICE_NUMBERS[project].retention);
  // Each project its own values: the two may run side by side on one server.
  const plan = {
    english: { months: project === 'phone' ? '36' : '48', name: 'R. Lakshmi' },
    tamil: { months: project === 'phone' ? '30' : '42', name: 'இரா. லட்சுமி' },
  } as const;
  for (const language of ['english', 'tamil'] as const) {
    const w = words[language];
    await saveLanguageAs(page, language);
    await page.goto('/admin');
    await page.locator('nav.admin-nav').getByRole('link', { name: w.nav, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/privacy-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.next })).toBeVisible();

    // A period, saved and read back after a reload.
    const months = page.getByRole('textbox', { name: w.months });
    await months.fill(plan[language].months);
    await page.getByRole('button', { name: w.savePeriods }).click();
    await expect(page.getByText(w.periodsSaved)).toBeVisible();

    // The grievance officer named; the Tamil notice's built-in words are there to read.
    await page.getByRole('textbox', { name: w.name, exact: true }).fill(plan[language].name);
    await page.locator('summary', { hasText: w.builtin }).last().click();
    await expect(page.locator('.retention-builtin p[lang="ta"]')).toBeVisible();
    await expect(page.locator('.retention-builtin p[lang="ta"]')).toContainText('{from}');
    await page.getByRole('button', { name: w.saveContact }).click();
    await expect(page.getByText(w.contactSaved)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: w.months })).toHaveValue(plan[language].months);
    await expect(page.getByRole('textbox', { name: w.name, exact: true })).toHaveValue(
      plan[language].name,
    );
    await expect(page.getByRole('heading', { name: w.breach })).toBeVisible();
    await expect(page.getByRole('textbox', { name: w.tamilNotice })).toBeVisible();

    // {from} and {to} are what the office types in its words for the window, in either language.
    if (language === 'tamil') expect(await englishWordsOn(page)).toEqual(['from']);
    expect(await noSideScroll(page)).toBe(0);
    expect(await axeFindings(page)).toEqual([]);
    await page.locator('summary', { hasText: w.builtin }).last().click();
    await page.screenshot({
      path: shotPath(testInfo, `privacy-settings-${language}`),
      fullPage: true,
    });
    // Each panel at its own size, to read on a phone's width.
    const panels = page.locator('section.admin-panel');
    for (let index = 0; index < (await panels.count()); index += 1)
      await panels.nth(index).screenshot({
        path: shotPath(testInfo, `privacy-settings-${language}-${index + 1}`),
      });
  }
});
