import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  choosePlace,
  expect,
  freshMobileNumber,
  signInThroughScreen,
  test,
  wakePage,
} from '../fixtures';

async function blockingProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const language of ['english', 'tamil'] as const) {
  for (const path of ['/', '/terms', '/refund-policy', '/contact', '/login']) {
    test(`axe finds no serious or critical problem on ${path} in ${language}`, async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto(path);
      await expect(page.locator('footer')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(blocking).toEqual([]);
    });
  }
}

test.describe('the not-found page', () => {
  // The browser reports the page's own 404.
  test.use({ allowConsoleErrors: [/the server responded with a status of 404/] });
  for (const language of ['english', 'tamil'] as const) {
    test(`passes axe in ${language}, prerendered and once its bundle runs`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/no-such-page');
      await expect(page.locator('footer')).toBeVisible();
      expect(await blockingProblems(page)).toEqual([]);
      await wakePage(page);
      expect(await blockingProblems(page)).toEqual([]);
    });
  }
});

test('axe finds no serious or critical problem on the code step of sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(freshMobileNumber());
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('One-time code (OTP)')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    ),
  ).toEqual([]);
});

test('the booking form, payment, checkout and My Appointments pass axe in Tamil', async ({
  page,
}) => {
  // Five screens, each analysed by axe: about 25 s on a quiet machine.
  test.setTimeout(60_000);
  await signInThroughScreen(page);
  await page.evaluate(() => localStorage.setItem('language', 'tamil'));
  await page.goto('/appointments');
  await expect(page.locator('.empty-state')).toBeVisible();
  expect(await blockingProblems(page)).toEqual([]);

  await page.goto('/booking?service=2');
  await page.getByRole('button', { name: 'அடுத்து' }).click();
  await expect(page.locator('.form-field__error').first()).toBeVisible();
  expect(await blockingProblems(page)).toEqual([]);

  await page.locator('input[name=marriage_first][value=bride]').check();
  await page.locator('#name').fill('Meena');
  await page.locator('#date_of_birth').fill('1992-05-04');
  await page.locator('#birth_time').fill('06:10');
  await choosePlace(page.locator('#birth_place'), 'Erode', /^ஈரோடு, தமிழ்நாடு/);
  await page.locator('#partner_name').fill('Arun');
  await page.locator('#partner_date_of_birth').fill('1990-01-01');
  await choosePlace(page.locator('#partner_birth_place'), 'Karur', /^கரூர், தமிழ்நாடு/);
  await page.locator('#partner_current_location').fill('Chennai');
  await page.getByRole('button', { name: 'அடுத்து' }).click();
  await expect(page.locator('.price-summary')).toBeVisible();
  expect(await blockingProblems(page)).toEqual([]);

  await page.locator('input[name=consultation_mode][value=in_person]').check();
  await page.locator('#terms_agreed').check();
  await page.locator('#other_person_agreed').check();
  await page.getByRole('button', { name: 'முன்பதிவு செய்' }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  await expect(page.getByRole('radio', { name: /ஆன்லைன் கட்டணம்/ })).toBeVisible();
  expect(await blockingProblems(page)).toEqual([]);
  await page.getByRole('radio', { name: /ஆன்லைன் கட்டணம்/ }).check();
  await page.locator('.payment-form button[type=submit]').click();
  await expect(page.getByRole('dialog', { name: 'சோதனைக் கட்டணப் பக்கம்' })).toBeVisible();
  expect(await blockingProblems(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'ரத்துசெய்' }).click();
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'விவரங்களைப் பார்' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await blockingProblems(page)).toEqual([]);
});
