import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SignInForm } from './sign-in-form';

// The proof of work itself is tested on its own; here it answers at once.
const { solveCaptcha } = vi.hoisted(() => ({ solveCaptcha: vi.fn(() => Promise.resolve('solved')) }));
vi.mock('../captcha/solve-captcha', () => ({ solveCaptcha }));

type Reply = { status: number; body: unknown } | 'network-down';
const challenge = { status: 200, body: { success: true, required: true, parameters: {}, signature: 's' } };
const failure = (status: number, code: string) => ({ status, body: { success: false, error: 'server text', code } });

/** A server whose calls answer from the given queues, in order. */
function fakeServer(replies: Record<string, Reply[]>) {
  return async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : input, 'http://portal.test').pathname;
    const reply = replies[path]?.shift() ?? { status: 404, body: { success: false, code: 'ROUTE_NOT_FOUND' } };
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
}

async function renderForm(language: 'english' | 'tamil') {
  await renderWithProviders(<SignInForm language={language} onSignedIn={() => undefined} />);
  await changeLanguage(language);
}

function fillPhoneStep() {
  fireEvent.change(screen.getByRole('textbox', { name: /Mobile number|கைபேசி எண்/ }), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

const sendButton = () => screen.getByRole('button', { name: /Send OTP|OTP அனுப்பு/ });
const expectToast = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeTruthy());

afterEach(() => {
  vi.unstubAllGlobals();
  solveCaptcha.mockClear();
});

describe('sign-in when the server requires no captcha (CAPTCHA=off)', () => {
  it('sends the code request without a proof of work, and goes on to the code step', async () => {
    const sent: unknown[] = [];
    const server = fakeServer({
      '/api/auth/captcha': [{ status: 200, body: { success: true, required: false } }],
      '/api/auth/send-otp': [{ status: 200, body: { success: true, expires_in: 300, resend_after: 30 } }],
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (input === '/api/auth/send-otp' && typeof init?.body === 'string') sent.push(JSON.parse(init.body));
      return server(input);
    });
    await renderForm('english');
    fillPhoneStep();
    fireEvent.click(sendButton());
    await screen.findByRole('textbox', { name: /One-time code/ });
    expect(sent).toEqual([{ phone_number: '+919876543210' }]);
    expect(solveCaptcha).not.toHaveBeenCalled();
  });
});

type Case = [Reply, string];
interface LanguageCases {
  sendFailures: Case[];
  captchaSetup: string;
  verifyFailures: Case[];
}

const cases: Record<'english' | 'tamil', LanguageCases> = {
  english: {
    sendFailures: [
      [failure(400, 'PHONE_INVALID'), 'Please enter a valid phone number.'],
      [failure(429, 'RATE_LIMITED'), 'Too many attempts. Please try again later.'],
      [failure(400, 'CAPTCHA_FAILED'), 'Security verification failed. Please refresh the page and try again.'],
      [failure(502, 'SMS_FAILED'), 'Failed to send OTP. Please try again.'],
    ],
    captchaSetup: 'Failed to initialize security verification. Please refresh the page.',
    verifyFailures: [
      [failure(400, 'OTP_INVALID'), 'Invalid OTP code. Please check and try again.'],
      [failure(400, 'OTP_EXPIRED'), 'OTP has expired. Please request a new one.'],
      [failure(500, 'INTERNAL_ERROR'), 'Backend verification failed'],
      ['network-down', 'Invalid OTP. Please try again.'],
    ],
  },
  tamil: {
    sendFailures: [
      [failure(400, 'PHONE_INVALID'), 'சரியான தொலைபேசி எண்ணை உள்ளிடுங்கள்.'],
      [failure(429, 'RATE_LIMITED'), 'மிக அதிகமான முயற்சிகள். சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.'],
      [failure(400, 'CAPTCHA_FAILED'), 'பாதுகாப்புச் சரிபார்ப்பு தோல்வியடைந்தது. பக்கத்தைப் புதுப்பித்து மீண்டும் முயலுங்கள்.'],
      [failure(502, 'SMS_FAILED'), 'OTP அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.'],
    ],
    captchaSetup: 'பாதுகாப்புச் சரிபார்ப்பைத் தொடங்க முடியவில்லை. பக்கத்தைப் புதுப்பியுங்கள்.',
    verifyFailures: [
      [failure(400, 'OTP_INVALID'), 'OTP குறியீடு தவறு. சரிபார்த்து மீண்டும் முயலுங்கள்.'],
      [failure(400, 'OTP_EXPIRED'), 'OTP காலாவதியாகிவிட்டது. புதிய குறியீட்டைக் கேளுங்கள்.'],
      [failure(500, 'INTERNAL_ERROR'), 'சரிபார்ப்பு தோல்வியடைந்தது'],
      ['network-down', 'OTP தவறு. மீண்டும் முயலுங்கள்.'],
    ],
  },
};

for (const [language, expected] of Object.entries(cases) as ['english' | 'tamil', LanguageCases][]) {
  describe(`sign-in errors on screen in ${language}`, () => {
    it.each(expected.sendFailures)('sending: %j shows its message and gives the button back', async (reply, message) => {
      vi.stubGlobal('fetch', fakeServer({ '/api/auth/captcha': [challenge], '/api/auth/send-otp': [reply] }));
      await renderForm(language);
      fillPhoneStep();
      fireEvent.click(sendButton());
      await expectToast(message);
      expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    });

    it('sending: a security check that cannot start', async () => {
      vi.stubGlobal('fetch', fakeServer({ '/api/auth/captcha': [failure(500, 'INTERNAL_ERROR')] }));
      await renderForm(language);
      fillPhoneStep();
      fireEvent.click(sendButton());
      await expectToast(expected.captchaSetup);
    });

    it.each(expected.verifyFailures)('checking: %j shows its message', async (reply, message) => {
      vi.stubGlobal(
        'fetch',
        fakeServer({
          '/api/auth/captcha': [challenge],
          '/api/auth/send-otp': [{ status: 200, body: { success: true, expires_in: 300, resend_after: 30 } }],
          '/api/auth/verify-otp': [reply],
        }),
      );
      await renderForm(language);
      fillPhoneStep();
      fireEvent.click(sendButton());
      const otp = await screen.findByRole('textbox', { name: /One-time code|ஒருமுறைக் குறியீடு/ });
      fireEvent.change(otp, { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: /^(Verify|சரிபார்)$/ }));
      await expectToast(message);
    });
  });
}
