import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, saveLanguageAs, shotPath, signInThroughScreen, test } from '../fixtures';

// My Profile's signed-in devices (decision 0106): a customer sees where they are signed in and
// signs another device out; its token is refused at once. In English and Tamil, phone and desktop.

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const words = {
  english: {
    title: 'Where you are signed in',
    thisDevice: 'This device',
    endOne: 'Sign out',
    endOneConfirm: 'Sign it out',
    endedOne: 'That device is signed out.',
    endOthers: 'Sign out all other devices',
    endOthersConfirm: 'Sign them out',
    endedOthers: 'All other devices are signed out.',
    onlyThis: 'You are signed in on this device only.',
  },
  tamil: {
    title: 'நீங்கள் உள்நுழைந்துள்ள சாதனங்கள்',
    thisDevice: 'இந்தச் சாதனம்',
    endOne: 'வெளியேற்று',
    endOneConfirm: 'வெளியேற்று',
    endedOne: 'அந்தச் சாதனம் வெளியேற்றப்பட்டது.',
    endOthers: 'மற்ற எல்லாச் சாதனங்களையும் வெளியேற்று',
    endOthersConfirm: 'அனைத்தையும் வெளியேற்று',
    endedOthers: 'மற்ற எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.',
    onlyThis: 'நீங்கள் இந்தச் சாதனத்தில் மட்டுமே உள்நுழைந்துள்ளீர்கள்.',
  },
} as const;

/** Signs the number in on "another device": a browser of its own, with a laptop's user agent. */
async function signInElsewhere(browser: Browser, number: string): Promise<string> {
  const context = await browser.newContext({
    userAgent: FIREFOX_ON_WINDOWS,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await signInThroughScreen(page, number);
    return (await page.evaluate(() => localStorage.getItem('auth_token')))!;
  } finally {
    await context.close();
  }
}

const profileOf = (request: APIRequestContext, token: string) =>
  request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a customer signs another device out from My Profile, in English and Tamil', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const number = await signInThroughScreen(page);
  const laptop = await signInElsewhere(browser, number);

  // English: both devices listed, this one marked; the laptop is signed out by its own button.
  let w: (typeof words)[keyof typeof words] = words.english;
  await page.goto('/profile');
  const card = page.locator('section#sessions');
  await expect(card.getByRole('heading', { name: w.title })).toBeVisible();
  const items = card.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(w.thisDevice);
  await expect(items.nth(1)).toContainText('Firefox on Windows');
  await expect(items.nth(1)).toContainText(/\d+\.\d+\.\d+\.x/);
  expect(await noSideScroll(page)).toBe(0);
  await card.screenshot({ path: shotPath(testInfo, 'sessions-english') });

  await items
    .nth(1)
    .getByRole('button', { name: new RegExp(`^${w.endOne}`) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Firefox on Windows');
  await page.screenshot({ path: shotPath(testInfo, 'sessions-confirm-english') });
  await dialog.getByRole('button', { name: w.endOneConfirm, exact: true }).click();
  await expect(page.getByText(w.endedOne)).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(card.getByText(w.onlyThis)).toBeVisible();
  expect((await profileOf(request, laptop)).status()).toBe(401);

  // Tamil: two more devices, both signed out at once; this one stays signed in.
  const tablet = await signInElsewhere(browser, number);
  await saveLanguageAs(page, 'tamil');
  await page.reload();
  w = words.tamil;
  await expect(card.getByRole('heading', { name: w.title })).toBeVisible();
  await expect(items).toHaveCount(2);
  // The brands stay as they are; the sentence around them is Tamil.
  await expect(items.nth(1)).toContainText('Windows-இல் Firefox');
  expect(await noSideScroll(page)).toBe(0);
  await card.screenshot({ path: shotPath(testInfo, 'sessions-tamil') });
  await card.getByRole('button', { name: w.endOthers }).click();
  await page.screenshot({ path: shotPath(testInfo, 'sessions-confirm-tamil') });
  await page.getByRole('dialog').getByRole('button', { name: w.endOthersConfirm }).click();
  await expect(page.getByText(w.endedOthers)).toBeVisible();
  await expect(items).toHaveCount(1);
  expect((await profileOf(request, tablet)).status()).toBe(401);
  const own = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect((await profileOf(request, own!)).status()).toBe(200);
});
