import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  codeSentTo,
  codesSentTo,
  expect,
  forgetSession,
  saveLanguageAs,
  shotPath,
  test,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

// The office's second factor (decision 0106): an administrator enrols an authenticator app at
// /admin/security, keeps the recovery codes, and signs in again with the SMS code and then the
// app's code. The codes are worked out here from the setup key the screen shows (RFC 6238).

type Project = 'phone' | 'desktop';
type Language = 'english' | 'tamil';

const words = {
  english: {
    mobile: 'Mobile number',
    send: 'Send OTP',
    otp: 'One-time code (OTP)',
    verify: 'Verify',
    title: 'Sign-in security',
    begin: 'Set up an authenticator app',
    setupKey: 'Setup key',
    openLink: 'Open in authenticator app',
    appCode: 'Code from the app',
    confirm: 'Confirm and turn on',
    recovery: 'Your recovery codes',
    saved: 'I have saved them',
    on: 'On',
    stepCode: 'Code from your authenticator app',
    teamOn: 'Second step on',
  },
  tamil: {
    mobile: 'கைபேசி எண்',
    send: 'OTP அனுப்பு',
    otp: 'ஒருமுறைக் குறியீடு (OTP)',
    verify: 'சரிபார்',
    title: 'உள்நுழைவுப் பாதுகாப்பு',
    begin: 'அங்கீகரிப்புச் செயலியை அமை',
    setupKey: 'அமைவு விசை',
    openLink: 'அங்கீகரிப்புச் செயலியில் திற',
    appCode: 'செயலியின் குறியீடு',
    confirm: 'உறுதிசெய்து இயக்கு',
    recovery: 'உங்கள் மீட்புக் குறியீடுகள்',
    saved: 'சேமித்துவிட்டேன்',
    on: 'இயக்கத்தில்',
    stepCode: 'அங்கீகரிப்புச் செயலியின் குறியீடு',
    teamOn: 'இரண்டாம் படி உள்ளது',
  },
} as const;

/** RFC 4648 base32 to bytes. */
function fromBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const letter of text.replace(/\s/g, '').toUpperCase())
    bits += alphabet.indexOf(letter).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** The code an authenticator app shows at a moment: HMAC-SHA-1, 6 digits, 30-second steps. */
function totp(secret: Buffer, epochMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(epochMs / 30_000)));
  const digest = createHmac('sha1', secret).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The SMS step of the sign-in screen, in the screen's language. */
async function smsStep(page: Page, number: string, language: Language) {
  const w = words[language];
  await page.goto('/login');
  await page.getByLabel(w.mobile).fill(number);
  await page.getByRole('checkbox').first().check();
  const before = codesSentTo(`+91${number}`).length;
  await page.getByRole('button', { name: w.send }).click();
  await page.getByLabel(w.otp).fill(await codeSentTo(`+91${number}`, { after: before }));
  await page.getByRole('button', { name: w.verify, exact: true }).click();
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const language of ['english', 'tamil'] as const) {
  test(`an administrator enrols an authenticator app and signs in with it (${language})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name as Project;
    const w = words[language];
    const number =
      OFFICE_NUMBERS[project][language === 'english' ? 'secondFactor' : 'secondFactorTamil'];
    const shot = (name: string) =>
      page.screenshot({
        path: shotPath(testInfo, `${name}-${language}`),
        fullPage: true,
      });

    await page.goto('/login');
    await saveLanguageAs(page, language);
    await smsStep(page, number, language);
    await expect(page).toHaveURL(/\/home$/);

    // Enrolment: the setup key, the app's first code, the recovery codes shown once.
    await page.goto('/admin');
    await page.locator('nav.admin-nav').getByRole('link', { name: w.title, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await page.getByRole('button', { name: w.begin }).click();
    const setupKey = await page.getByLabel(w.setupKey).innerText();
    const secret = fromBase32(setupKey);
    expect(secret).toHaveLength(20);
    await expect(page.getByRole('link', { name: w.openLink })).toHaveAttribute(
      'href',
      /^otpauth:\/\/totp\/.+secret=/,
    );
    expect(await noSideScroll(page)).toBe(0);
    await shot('second-factor-enrol');
    await page.getByLabel(w.appCode).fill(totp(secret, Date.now()));
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByRole('heading', { name: w.recovery })).toBeVisible();
    const codes = page.getByRole('list', { name: w.recovery }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(await noSideScroll(page)).toBe(0);
    await shot('second-factor-recovery-codes');
    await page.getByRole('button', { name: w.saved }).click();
    await expect(page.getByText(w.on, { exact: true })).toBeVisible();

    // Signing in again asks for the app's code after the SMS code. The code of the next step is
    // taken too (a phone's clock a step ahead), and is later than the one that confirmed.
    await forgetSession(page);
    await page.goto('/login');
    await smsStep(page, number, language);
    const step = page.getByLabel(w.stepCode);
    await expect(step).toBeVisible();
    await expect(step).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(step).toHaveAttribute('inputmode', 'numeric');
    expect(await noSideScroll(page)).toBe(0);
    await shot('second-factor-step');
    await step.fill(totp(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin');
    await expect(page.locator('nav.admin-nav')).toBeVisible();
    await page.goto('/admin/security');
    await expect(page.getByText(w.on, { exact: true })).toBeVisible();
    await shot('second-factor-on');

    // The team screen says who has the second step.
    await page.goto('/admin/staff');
    const member = page.locator('li.staff-member', { hasText: number.slice(-5) });
    await expect(member.getByText(w.teamOn)).toBeVisible();
    await member.screenshot({
      path: shotPath(testInfo, `second-factor-team-${language}`),
    });
  });
}
