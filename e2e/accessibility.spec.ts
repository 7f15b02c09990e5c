import AxeBuilder from '@axe-core/playwright';
import { expect, freshMobileNumber, test } from './fixtures';

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
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}

test('axe finds no serious or critical problem on the code step of sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(freshMobileNumber());
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('One-time code (OTP)')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
});
