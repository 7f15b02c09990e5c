import { ANY_WIDTH, expect, openFromHeader, signInThroughScreen, test } from '../fixtures';

test.describe('the signed-in customer', () => {
  test.use({
    allowConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
  });

  test('edits the profile, stays signed in, and its token is refused after logout', async ({
    page,
    request,
  }) => {
    const number = await signInThroughScreen(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
    await expect(page.locator('.service-card')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /My Appointments/ }).last()).toBeVisible();

    await openFromHeader(page, 'My Profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('.profile-details')).toContainText(
      `+91 ${number.slice(0, 5)} ${number.slice(5)}`,
    );
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Mobile number')).toHaveAttribute('readonly', '');
    await page.getByLabel('Name').fill('Meena Raman');
    await page.getByLabel('E-mail (optional)').fill('meena@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.locator('.toast').filter({ hasText: 'Your profile is saved.' }),
    ).toBeVisible();

    await page.reload();
    await expect(page.locator('.profile-details')).toContainText('Meena Raman');
    await expect(page.locator('.profile-details')).toContainText('meena@example.com');
    await expect(page.locator('.signed-in-header .avatar')).toHaveText('M');

    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    await openFromHeader(page, 'Logout');
    await page
      .getByRole('dialog', { name: 'Log out?' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(
      page.locator('.toast').filter({ hasText: 'Logged out successfully' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    const refused = await request.get('/api/user/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
  });

  test(
    'an empty name is refused on screen, and cancel keeps what was saved',
    ANY_WIDTH,
    async ({ page }) => {
      await signInThroughScreen(page);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Name').fill(' ');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.locator('.toast').filter({ hasText: 'Please enter your name.' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    },
  );

  test(
    'a session the server refuses ends with "Session expired" and the sign-in screen',
    ANY_WIDTH,
    async ({ page }) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('auth_token', 'not-a-real-token-0123456789abcdef');
          localStorage.setItem(
            'user_data',
            JSON.stringify({ name: 'Old', mobile_number: '+919876543210' }),
          );
        }
      });
      await page.goto('/profile');
      await expect(
        page.locator('.toast').filter({ hasText: 'Session expired. Please login again.' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    },
  );

  test('the floating toggle switches the home screen to Tamil', ANY_WIDTH, async ({ page }) => {
    await signInThroughScreen(page);
    await page.getByRole('button', { name: 'Switch to தமிழ்' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('வணக்கம்');
    await expect(page.locator('.service-card').first()).toContainText('ஜாதகம் பார்த்தல்');
  });
});
