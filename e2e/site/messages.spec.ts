import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@portal/contracts';
import {
  ANY_WIDTH,
  bookThroughApi,
  englishWordsOn,
  expect,
  payThroughTestGateway,
  signInThroughScreen,
  test,
} from '../fixtures';

/**
 * The token of a customer's e-mail unsubscribe link, as the server signs it with the AUTH_SECRET
 * of playwright.config.ts (apps/server/src/modules/opt-out/unsubscribe-token.ts).
 */
function unsubscribeToken(userId: number) {
  const signature = createHmac('sha256', 'e2e-secret-0123456789abcdef0123456789')
    .update(`unsubscribe:v1:${userId}`)
    .digest('base64url');
  return `1.${userId}.${signature}`;
}

/** Serious or critical accessibility problems axe finds on the page. */
async function blockingProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Latin words on a Tamil screen that are not the e-mail address typed in it. */
async function englishWordsBesides(page: Page, address: string) {
  const parts = new Set(address.split(/[@.]/));
  return (await englishWordsOn(page)).filter((word) => !parts.has(word));
}

/** A Wednesday three days or more ahead (India time): a working day with slots. */
function wednesdayAhead(): string {
  let day = addDays(todayInIndia(), 3);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 3) day = addDays(day, 1);
  return day;
}

test(
  'the Messages switches of My Profile are saved and stay after a reload, in Tamil',
  ANY_WIDTH,
  async ({ page, request }) => {
    await signInThroughScreen(page);
    await page.evaluate(() => localStorage.setItem('language', 'tamil'));
    await page.goto('/profile');
    const details = page.locator('.profile-details');
    await expect(details.getByText('WhatsApp, குறுஞ்செய்தி', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'திருத்து' }).click();
    const messages = page.getByRole('group', { name: 'செய்திகள்' });
    await expect(messages.getByRole('switch', { name: 'WhatsApp' })).toBeChecked();
    await expect(messages.getByRole('switch', { name: 'குறுஞ்செய்தி' })).toBeChecked();
    // No e-mail address yet: the e-mail switch waits for one.
    await expect(messages.getByRole('switch', { name: 'மின்னஞ்சல்' })).toBeDisabled();
    await expect(
      messages.getByText('மின்னஞ்சல்கள் பெற, மேலே மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.'),
    ).toBeVisible();
    expect(await englishWordsOn(page)).toEqual([]);
    expect(await blockingProblems(page)).toEqual([]);

    const address = 'meena@example.com';
    await page.getByLabel('பெயர்').fill('மீனா');
    await page.getByLabel('மின்னஞ்சல் (விருப்பத்துக்கு)').fill(address);
    await expect(messages.getByRole('switch', { name: 'மின்னஞ்சல்' })).toBeEnabled();
    await expect(messages.getByRole('switch', { name: 'மின்னஞ்சல்' })).toBeChecked();
    await messages.getByRole('switch', { name: 'WhatsApp' }).click();
    await messages.getByRole('switch', { name: 'மின்னஞ்சல்' }).click();
    await page.getByLabel('மொழி').selectOption('tamil');
    await page.getByRole('button', { name: 'சேமி' }).click();
    await expect(
      page.locator('.toast').filter({ hasText: 'உங்கள் சுயவிவரம் சேமிக்கப்பட்டது.' }),
    ).toBeVisible();
    await expect(details.getByText('குறுஞ்செய்தி', { exact: true })).toBeVisible();

    await page.reload();
    await expect(details.getByText('குறுஞ்செய்தி', { exact: true })).toBeVisible();
    await expect(details).toContainText(address);
    expect(await englishWordsBesides(page, address)).toEqual([]);
    await page.getByRole('button', { name: 'திருத்து' }).click();
    await expect(messages.getByRole('switch', { name: 'WhatsApp' })).not.toBeChecked();
    await expect(messages.getByRole('switch', { name: 'குறுஞ்செய்தி' })).toBeChecked();
    await expect(messages.getByRole('switch', { name: 'மின்னஞ்சல்' })).not.toBeChecked();
    await expect(messages.getByRole('switch', { name: 'மின்னஞ்சல்' })).toBeEnabled();
    expect(await englishWordsBesides(page, address)).toEqual([]);

    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const profile = (await (
      await request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { user: Record<string, unknown> };
    expect(profile.user).toMatchObject({
      email: address,
      notify_whatsapp: false,
      notify_sms: true,
      notify_email: false,
    });
  },
);

test(
  'a scheduled card offers its calendar file and a Google Calendar link',
  ANY_WIDTH,
  async ({ page, request }, testInfo) => {
    await signInThroughScreen(page);
    const booking = await bookThroughApi(page, request);
    await payThroughTestGateway(request, booking);
    const day = wednesdayAhead();
    // The phone and desktop runs share one server: a slot each (10:00 and 11:00 India time).
    const [slotId, utcStart, utcEnd] =
      testInfo.project.name === 'phone'
        ? [600, 'T043000Z', 'T050000Z']
        : [660, 'T053000Z', 'T060000Z'];
    expect(
      (
        await request.post(`/api/appointments/${booking.id}/book-slot`, {
          headers: booking.headers,
          data: { slot_id: slotId, date: day },
        })
      ).status(),
    ).toBe(200);

    await page.goto('/appointments');
    const card = page.locator('.appointment-card').filter({ hasText: booking.number });
    const calendar = card.getByRole('group', { name: 'Add to calendar' });
    await expect(calendar).toBeVisible();
    expect(await blockingProblems(page)).toEqual([]);

    const google = calendar.getByRole('link', { name: /Google Calendar/ });
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAttribute('rel', /noopener/);
    const href = new URL((await google.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(href.searchParams.get('action')).toBe('TEMPLATE');
    expect(href.searchParams.get('dates')).toBe(
      `${day.replaceAll('-', '')}${utcStart}/${day.replaceAll('-', '')}${utcEnd}`,
    );
    expect(href.searchParams.get('text')).toContain(booking.number);

    const [response, download] = await Promise.all([
      page.waitForResponse((answer) =>
        answer.url().includes(`/api/appointments/${booking.id}/calendar.ics`),
      ),
      page.waitForEvent('download'),
      calendar.getByRole('button', { name: 'Calendar file (.ics)' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(download.suggestedFilename()).toBe(`${booking.number}.ics`);
    const file = await readFile(await download.path(), 'utf8');
    expect(file).toContain('BEGIN:VEVENT');
    expect(file).toContain(`DTSTART:${day.replaceAll('-', '')}${utcStart}`);

    // The same on a Tamil screen, with no English left.
    await page.evaluate(() => localStorage.setItem('language', 'tamil'));
    await page.reload();
    const tamil = card.getByRole('group', { name: 'நாட்காட்டியில் சேர்க்க' });
    await expect(tamil.getByRole('button', { name: 'நாட்காட்டிக் கோப்பு' })).toBeVisible();
    await expect(tamil.getByRole('link', { name: /கூகுள் நாட்காட்டி/ })).toBeVisible();
    expect(await englishWordsOn(page)).toEqual([]);
  },
);

test.describe('the unsubscribe link of an e-mail', ANY_WIDTH, () => {
  test.use({
    allowConsoleErrors: [/Failed to load resource: the server responded with a status of 400/],
  });

  test('turns e-mail off only by its button and says why a bad link fails, in Tamil', async ({
    page,
    request,
  }) => {
    await signInThroughScreen(page);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (
        await request.put('/api/user/profile', {
          headers,
          data: { name: 'மீனா', email: 'meena@example.com', language_preference: 'tamil' },
        })
      ).status(),
    ).toBe(200);
    const profile = async () =>
      (
        (await (await request.get('/api/user/profile', { headers })).json()) as {
          user: { id: number; notify_email: boolean };
        }
      ).user;
    const { id } = await profile();
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/messages/unsubscribe'))
        posts.push(sent.url());
    });

    await page.evaluate(() => localStorage.setItem('language', 'tamil'));
    await page.goto('/unsubscribe?token=1.1.not-a-real-signature-000000000000000000000000');
    await page.getByRole('button', { name: 'மின்னஞ்சல்களை நிறுத்து' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^இந்த விலகல் இணைப்பு செல்லாது\./);
    await expect(page.getByRole('button', { name: 'மின்னஞ்சல்களை நிறுத்து' })).toHaveCount(0);
    expect(await englishWordsOn(page)).toEqual([]);

    posts.length = 0;
    await page.goto(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(id))}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'மின்னஞ்சல்களை நிறுத்துதல்' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(posts).toEqual([]);
    expect((await profile()).notify_email).toBe(true);
    expect(await blockingProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'மின்னஞ்சல்களை நிறுத்து' }).click();
    await expect(page.getByRole('status')).toContainText('மின்னஞ்சல்கள் நிறுத்தப்பட்டன.');
    expect(posts).toHaveLength(1);
    expect((await profile()).notify_email).toBe(false);
    await page.getByRole('link', { name: 'எனது சுயவிவரம்' }).last().click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(
      page.locator('.profile-details').getByText('WhatsApp, குறுஞ்செய்தி', { exact: true }),
    ).toBeVisible();
  });
});
