import type { Locator } from '@playwright/test';
import {
  ANY_WIDTH,
  chooseLanguage,
  codeSentTo,
  codesSentTo,
  expect,
  freshMobileNumber,
  signInThroughScreen,
  test,
} from '../fixtures';

test.describe('sign-in by mobile number and one-time code', () => {
  test('a new customer picks Tamil and a service and arrives at its booking in Tamil', async ({
    page,
  }) => {
    await page.goto('/');
    await chooseLanguage(page, 'தமிழ்');
    await page.locator('.service-card[data-service="marriage_porutham"] button').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'OTP அனுப்பு' })).toBeVisible();

    const number = freshMobileNumber();
    await page.getByLabel('கைபேசி எண்').fill(number);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'OTP அனுப்பு' }).click();
    // The confirmation is above the code field, not in a toast that would cover it on a phone.
    await expect(
      page.getByRole('status').filter({ hasText: 'எண்ணுக்கு 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம்' }),
    ).toBeVisible();
    // The countdown is seen; the button's name stays "Resend" (screen readers are not told every second).
    const resend = page.getByRole('button', { name: 'மீண்டும் அனுப்பு', exact: true });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^மீண்டும் அனுப்பு \(0:\d\d\)$/);
    const codeField = page.getByLabel('ஒருமுறைக் குறியீடு (OTP)');
    // The phone offers the SMS's code to this field (the SMS ends in "@host #code", decision 0105).
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await codeField.fill(await codeSentTo(`+91${number}`));
    await page.getByRole('button', { name: 'சரிபார்' }).click();

    await expect(page).toHaveURL(/\/booking\?service=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ஆலோசனைக்கு முன்பதிவு செய்யுங்கள்');
    // The Marriage Porutham booking: it asks whose details come first.
    await expect(page.getByRole('radio', { name: 'மணமகனுடையவை' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('auth_token'),
      user: JSON.parse(localStorage.getItem('user_data') ?? '{}') as {
        mobile_number?: string;
        language_preference?: string;
      },
      pending: localStorage.getItem('pending_service'),
      device: Object.keys(localStorage).filter((key) => key.startsWith('sign_in_device:')),
    }));
    expect(stored.token).toMatch(/^[\w-]{43}$/);
    expect(stored.user).toMatchObject({
      mobile_number: `+91${number}`,
      language_preference: 'tamil',
    });
    expect(stored.pending).toBeNull();
    // This browser is now a known device of the number.
    expect(stored.device).toEqual([`sign_in_device:+91${number}`]);
  });

  test('a phone that reads the SMS fills the code field itself', async ({ page }) => {
    // The WebOTP API as Chrome on Android offers it: the test plays the phone, handing over the
    // code of the SMS the console provider "sent" once the page asks for one.
    await page.addInitScript(() => {
      const asked: { resolve: (credential: { code: string }) => void; signal?: AbortSignal }[] = [];
      Object.assign(window, {
        OTPCredential: class {},
        smsArrives: (code: string) => {
          const waiting = asked.filter((ask) => !ask.signal?.aborted);
          waiting.at(-1)?.resolve({ code });
          return waiting.length;
        },
      });
      Object.defineProperty(navigator, 'credentials', {
        value: {
          get: (options: { otp?: unknown; signal?: AbortSignal }) =>
            options.otp
              ? new Promise((resolve) => asked.push({ resolve, signal: options.signal }))
              : Promise.resolve(null),
        },
      });
    });
    await page.goto('/login');
    const number = freshMobileNumber();
    await page.getByLabel('Mobile number').fill(number);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await codeSentTo(`+91${number}`);
    const field = page.getByLabel('One-time code (OTP)');
    await expect(field).toHaveValue('');
    // The page is waiting for the SMS: one request, for this code.
    await expect
      .poll(() =>
        page.evaluate(
          (sms) => (window as unknown as { smsArrives: (code: string) => number }).smsArrives(sms),
          code,
        ),
      )
      .toBe(1);
    await expect(field).toHaveValue(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('without a chosen service, sign-in leads home', ANY_WIDTH, async ({ page }) => {
    // The helper fills both steps and waits for /home.
    await signInThroughScreen(page);
  });
});

const messages = {
  english: {
    choose: 'English' as const,
    mobile: 'Mobile number',
    send: 'Send OTP',
    otp: 'One-time code (OTP)',
    verify: 'Verify',
    resend: 'Resend OTP',
    enterMobile: 'Please enter your mobile number',
    invalidMobile: 'Please enter a valid mobile number',
    agree: 'Please agree to the Terms and Conditions and the Privacy Notice',
    otpFormat: 'Please enter a valid 6-digit OTP',
    otpInvalid: 'Invalid OTP code. Please check and try again.',
    resent: 'We sent a new 6-digit code to',
    phoneInvalid: 'Please enter a valid phone number.',
    tooMany: /Too many attempts\. Please try again in \d+ (minutes?|hours?)\./,
  },
  tamil: {
    choose: 'தமிழ்' as const,
    mobile: 'கைபேசி எண்',
    send: 'OTP அனுப்பு',
    otp: 'ஒருமுறைக் குறியீடு (OTP)',
    verify: 'சரிபார்',
    resend: 'மீண்டும் அனுப்பு',
    enterMobile: 'உங்கள் கைபேசி எண்ணை உள்ளிடுங்கள்',
    invalidMobile: 'சரியான கைபேசி எண்ணை உள்ளிடுங்கள்',
    agree: 'விதிமுறைகள் மற்றும் நிபந்தனைகளையும் தனியுரிமை அறிவிப்பையும் ஏற்றுக்கொள்ளுங்கள்',
    otpFormat: 'சரியான 6 இலக்க OTP-ஐ உள்ளிடுங்கள்',
    otpInvalid: 'OTP குறியீடு தவறு. சரிபார்த்து மீண்டும் முயலுங்கள்.',
    resent: 'எண்ணுக்குப் புதிய 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம்',
    phoneInvalid: 'சரியான தொலைபேசி எண்ணை உள்ளிடுங்கள்.',
    tooMany: /மிக அதிகமான முயற்சிகள்\. \d+ (நிமிடம்|நிமிடங்கள்|மணி நேரம்) கழித்து மீண்டும் முயலுங்கள்\./,
  },
};

for (const [language, text] of Object.entries(messages)) {
  test.describe(`sign-in messages in ${language}`, () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    test(
      'every validation and code error is shown on screen, at its field when it has one',
      ANY_WIDTH,
      async ({ page }) => {
        // Resend waits for the server's resend_after (30 s); the page's clock skips the waits.
        await page.clock.install();
        await page.goto('/login');
        await page.getByRole('radio', { name: text.choose }).check();
        const toast = (message: string | RegExp) =>
          page.locator('.toast').filter({ hasText: message });
        const escaped = (message: string) =>
          new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        /** Marked, described by the message, focused; and no toast says it. */
        const atField = async (field: Locator, message: string) => {
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          await expect(field).toHaveAccessibleDescription(escaped(message));
          await expect(field).toBeFocused();
          await expect(toast(message)).toHaveCount(0);
        };
        const mobile = page.getByLabel(text.mobile);
        const terms = page.getByRole('checkbox').first();
        const otp = page.getByLabel(text.otp);
        const send = page.getByRole('button', { name: text.send });
        const resend = page.getByRole('button', { name: text.resend, exact: true });
        const resendAfterTheWait = async () => {
          await page.clock.fastForward('00:31');
          await resend.click();
        };

        await send.click();
        await atField(mobile, text.enterMobile);
        await expect(terms).toHaveAccessibleDescription(text.agree);
        await mobile.fill('12345');
        await send.click();
        await atField(mobile, text.invalidMobile);
        await mobile.fill('1234567890');
        await send.click();
        await atField(terms, text.agree);
        await terms.check();
        await send.click();
        await atField(mobile, text.phoneInvalid);
        await expect(send).toBeEnabled();

        const number = freshMobileNumber();
        await mobile.fill(number);
        await send.click();
        const code = await codeSentTo(`+91${number}`);
        await otp.fill('123');
        await page.getByRole('button', { name: text.verify }).click();
        await atField(otp, text.otpFormat);
        await otp.fill(code === '000000' ? '000001' : '000000');
        await page.getByRole('button', { name: text.verify }).click();
        await atField(otp, text.otpInvalid);

        // Resend sends a new code to the same number (with its own security check), and waits again.
        for (let sent = 2; sent <= 3; sent += 1) {
          await resendAfterTheWait();
          await expect(otp).toBeFocused();
          await expect(page.getByRole('status').filter({ hasText: text.resent })).toBeVisible();
          await expect(resend).toBeDisabled();
          await expect.poll(() => codesSentTo(`+91${number}`).length).toBe(sent);
        }
        await expect(mobile).toHaveCount(0);
        // A fourth send within 15 minutes is refused: no field for that, so a toast, and Resend waits.
        await resendAfterTheWait();
        await expect(toast(text.tooMany)).toBeVisible();
        await expect(resend).toBeDisabled();
      },
    );
  });
}
