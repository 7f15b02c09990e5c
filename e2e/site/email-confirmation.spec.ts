import { randomInt } from 'node:crypto';
import { confirmationLinksSentTo, expect, signInThroughScreen, test } from '../fixtures';

/** An address whose four characters before the @ are new to the run (the log names it by them). */
function freshAddress(): string {
  for (;;) {
    const address = `meena.${randomInt(100_000, 1_000_000)}@example.com`;
    if (confirmationLinksSentTo(address).length === 0) return address;
  }
}

// The link opened a second time is refused (409), and the browser reports the refused call.
test.use({ allowConsoleErrors: [/status of 409/] });

test('a new e-mail address waits for its link, and the link confirms it', async ({ page }) => {
  await signInThroughScreen(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  const address = freshAddress();
  await page.getByLabel('Name').fill('Meena');
  await page.getByLabel('E-mail (optional)').fill(address);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('.toast').filter({ hasText: `We sent a link to ${address}` }),
  ).toBeVisible();
  const details = page.locator('.profile-details');
  await expect(details.getByText('Waiting for confirmation')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Send the link again' })).toBeVisible();

  // The e-mail, as the console provider wrote it: its link opens the web app's page.
  let link = '';
  await expect
    .poll(() => (link = confirmationLinksSentTo(address).at(-1) ?? ''), { timeout: 10_000 })
    .toMatch(/\/confirm-email\?token=[\w-]+&language=english$/);
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(details.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Send the link again' })).toHaveCount(0);

  // Opened again (a second click in the mail), the link says it was used.
  await page.goto(`${pathname}${search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has already been used' }),
  ).toBeVisible();
});
