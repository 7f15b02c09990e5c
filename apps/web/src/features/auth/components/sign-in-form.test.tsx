import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SignInForm } from './sign-in-form';

// The proof of work itself is tested on its own; here it answers at once.
const { solveCaptcha } = vi.hoisted(() => ({
  solveCaptcha: vi.fn(() => Promise.resolve('solved')),
}));
vi.mock('../captcha/solve-captcha', () => ({ solveCaptcha }));

type Reply = { status: number; body: unknown; headers?: Record<string, string> } | 'network-down';
const challenge = {
  status: 200,
  body: { success: true, required: true, parameters: {}, signature: 's' },
};
const failure = (status: number, code: string) => ({
  status,
  body: { success: false, error: 'server text', code },
});

/** A server whose calls answer from the given queues, in order. */
function fakeServer(replies: Record<string, Reply[]>) {
  return async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : input, 'http://portal.test')
      .pathname;
    const reply = replies[path]?.shift() ?? {
      status: 404,
      body: { success: false, code: 'ROUTE_NOT_FOUND' },
    };
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
}

async function renderForm(language: 'english' | 'tamil') {
  await renderWithProviders(<SignInForm language={language} onSignedIn={() => undefined} />, {
    language,
  });
}

function fillPhoneStep() {
  fireEvent.change(screen.getByRole('textbox', { name: /Mobile number|கைபேசி எண்/ }), {
    target: { value: '9876543210' },
  });
  fireEvent.click(termsBox());
}

const termsBox = () =>
  screen.getByRole('checkbox', { name: /Terms and Conditions|விதிமுறைகள் மற்றும் நிபந்தனைகளையும்/ });
const sendButton = () => screen.getByRole('button', { name: /Send OTP|OTP அனுப்பு/ });
const phoneField = () => screen.getByRole('textbox', { name: /Mobile number|கைபேசி எண்/ });
const REQUEST_ID = 'request-0123456789abcdefghijklmnopqrstuvwxyz';
const sent = (resendAfter = 30, requestId = REQUEST_ID) => ({
  status: 200,
  body: { success: true, request_id: requestId, expires_in: 300, resend_after: resendAfter },
});
const otpField = () => screen.findByRole('textbox', { name: /One-time code|ஒருமுறைக் குறியீடு/ });
const verifyButton = () => screen.getByRole('button', { name: /^(Verify|சரிபார்)$/ });
/** The message is in a toast (not at a field). */
const expectToast = (text: string) =>
  waitFor(() =>
    expect(
      [...document.querySelectorAll('.toast__message')].map((toast) => toast.textContent),
    ).toContain(text),
  );
/** The field is marked, described by the message, has the focus, and no toast repeats it. */
async function expectAtField(field: HTMLElement, message: string) {
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  const described = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(message);
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message);
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(document.querySelector('.toast')).toBeNull();
}

/** Calls the fake server answered: method, address and body. */
let served: string[] = [];
const addressOf = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input.toString();

async function reachCodeStep(language: 'english' | 'tamil', replies: Record<string, Reply[]>) {
  const server = fakeServer({ '/api/auth/captcha': [challenge, challenge, challenge], ...replies });
  served = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    served.push(
      `${init?.method ?? 'GET'} ${addressOf(input)}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`,
    );
    return server(input);
  });
  await renderForm(language);
  fillPhoneStep();
  fireEvent.click(sendButton());
  return otpField();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  solveCaptcha.mockClear();
  localStorage.clear();
});

describe('sign-in when the server requires no captcha (CAPTCHA=off)', () => {
  it('sends the code request without a proof of work, and goes on to the code step', async () => {
    const bodies: unknown[] = [];
    const server = fakeServer({
      '/api/auth/captcha': [{ status: 200, body: { success: true, required: false } }],
      '/api/auth/send-otp': [sent(30)],
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (input === '/api/auth/send-otp' && typeof init?.body === 'string')
        bodies.push(JSON.parse(init.body));
      return server(input);
    });
    await renderForm('english');
    fillPhoneStep();
    fireEvent.click(sendButton());
    await screen.findByRole('textbox', { name: /One-time code/ });
    expect(bodies).toEqual([{ phone_number: '+919876543210' }]);
    expect(solveCaptcha).not.toHaveBeenCalled();
  });
});

type Case = [Reply, string];
interface LanguageCases {
  sendFailures: Case[];
  captchaSetup: string;
  verifyFailures: Case[];
  /** Said at their fields. */
  enterMobile: string;
  invalidMobile: string;
  agreeTerms: string;
  phoneInvalid: string;
  otpFormat: string;
  otpInvalid: string;
}

const cases: Record<'english' | 'tamil', LanguageCases> = {
  english: {
    sendFailures: [
      [failure(429, 'RATE_LIMITED'), 'Too many attempts. Please try again later.'],
      [
        failure(400, 'CAPTCHA_FAILED'),
        'Security verification failed. Please refresh the page and try again.',
      ],
      [failure(502, 'SMS_FAILED'), 'Failed to send OTP. Please try again.'],
      [
        failure(429, 'SIGN_IN_PAUSED'),
        'We are not sending sign-in codes just now. Please try again later.',
      ],
    ],
    captchaSetup: 'Failed to initialize security verification. Please refresh the page.',
    verifyFailures: [
      [failure(500, 'INTERNAL_ERROR'), 'Backend verification failed'],
      ['network-down', 'Invalid OTP. Please try again.'],
    ],
    enterMobile: 'Please enter your mobile number',
    invalidMobile: 'Please enter a valid mobile number',
    agreeTerms: 'Please agree to the Terms and Conditions and the Privacy Notice',
    phoneInvalid: 'Please enter a valid phone number.',
    otpFormat: 'Please enter a valid 6-digit OTP',
    otpInvalid: 'Invalid OTP code. Please check and try again.',
  },
  tamil: {
    sendFailures: [
      [failure(429, 'RATE_LIMITED'), 'மிக அதிகமான முயற்சிகள். சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.'],
      [
        failure(400, 'CAPTCHA_FAILED'),
        'பாதுகாப்புச் சரிபார்ப்பு தோல்வியடைந்தது. பக்கத்தைப் புதுப்பித்து மீண்டும் முயலுங்கள்.',
      ],
      [failure(502, 'SMS_FAILED'), 'OTP அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.'],
      [
        failure(429, 'SIGN_IN_PAUSED'),
        'இப்போது உள்நுழைவுக் குறியீடுகளை அனுப்பவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
      ],
    ],
    captchaSetup: 'பாதுகாப்புச் சரிபார்ப்பைத் தொடங்க முடியவில்லை. பக்கத்தைப் புதுப்பியுங்கள்.',
    verifyFailures: [
      [failure(500, 'INTERNAL_ERROR'), 'சரிபார்ப்பு தோல்வியடைந்தது'],
      ['network-down', 'OTP தவறு. மீண்டும் முயலுங்கள்.'],
    ],
    enterMobile: 'உங்கள் கைபேசி எண்ணை உள்ளிடுங்கள்',
    invalidMobile: 'சரியான கைபேசி எண்ணை உள்ளிடுங்கள்',
    agreeTerms: 'விதிமுறைகள் மற்றும் நிபந்தனைகளையும் தனியுரிமை அறிவிப்பையும் ஏற்றுக்கொள்ளுங்கள்',
    phoneInvalid: 'சரியான தொலைபேசி எண்ணை உள்ளிடுங்கள்.',
    otpFormat: 'சரியான 6 இலக்க OTP-ஐ உள்ளிடுங்கள்',
    otpInvalid: 'OTP குறியீடு தவறு. சரிபார்த்து மீண்டும் முயலுங்கள்.',
  },
};

for (const [language, expected] of Object.entries(cases) as [
  'english' | 'tamil',
  LanguageCases,
][]) {
  describe(`sign-in errors on screen in ${language}`, () => {
    it.each(expected.sendFailures)(
      'sending: %j shows its message and gives the button back',
      async (reply, message) => {
        vi.stubGlobal(
          'fetch',
          fakeServer({ '/api/auth/captcha': [challenge], '/api/auth/send-otp': [reply] }),
        );
        await renderForm(language);
        fillPhoneStep();
        fireEvent.click(sendButton());
        await expectToast(message);
        expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
      },
    );

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
          '/api/auth/send-otp': [sent(30)],
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

    it('the number step: each problem is said at its field, with the focus; nothing is sent', async () => {
      const server = fakeServer({});
      const asked: string[] = [];
      vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
        asked.push(addressOf(input));
        return server(input);
      });
      await renderForm(language);
      const number = phoneField();
      const terms = termsBox();

      fireEvent.click(sendButton());
      await expectAtField(number, expected.enterMobile);
      // Both problems are said at once; the focus goes to the first.
      expect(terms.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(terms.getAttribute('aria-describedby')!)?.textContent).toBe(
        expected.agreeTerms,
      );

      fireEvent.change(number, { target: { value: '12345' } });
      expect(number.getAttribute('aria-invalid')).toBeNull();
      fireEvent.click(sendButton());
      await expectAtField(number, expected.invalidMobile);

      fireEvent.change(number, { target: { value: '9876543210' } });
      fireEvent.click(sendButton());
      await expectAtField(terms, expected.agreeTerms);
      expect(number.getAttribute('aria-invalid')).toBeNull();
      fireEvent.click(terms);
      expect(terms.getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(asked).toEqual([]);
    });

    it('sending: a number the server refuses is said at the number field', async () => {
      vi.stubGlobal(
        'fetch',
        fakeServer({
          '/api/auth/captcha': [challenge],
          '/api/auth/send-otp': [failure(400, 'PHONE_INVALID')],
        }),
      );
      await renderForm(language);
      fillPhoneStep();
      fireEvent.click(sendButton());
      await expectAtField(phoneField(), expected.phoneInvalid);
      expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    });

    describe('checking: a short code, then a wrong one', () => {
      // Each test reaches the code step afresh and enters the short code; the later ones go on
      // to the wrong code, as a customer correcting it would.
      async function shortCode() {
        const field = await reachCodeStep(language, {
          '/api/auth/send-otp': [sent(30)],
          '/api/auth/verify-otp': [failure(400, 'OTP_INVALID')],
        });
        fireEvent.change(field, { target: { value: '123' } });
        fireEvent.click(verifyButton());
        return field;
      }
      async function shortCodeMarked() {
        const field = await shortCode();
        await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
        return field;
      }
      async function thenWrongCode() {
        const field = await shortCodeMarked();
        fireEvent.change(field, { target: { value: '123456' } });
        (document.activeElement as HTMLElement | null)?.blur();
        fireEvent.click(verifyButton());
        return field;
      }

      it('says a short code at the code field, with the focus', async () => {
        await expectAtField(await shortCode(), expected.otpFormat);
      });

      it('still describes the field by where the code went', async () => {
        const field = await shortCodeMarked();
        // The line saying where the code went still describes the field too.
        expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);
      });

      it('takes the mark off as soon as the code changes', async () => {
        const field = await shortCodeMarked();
        fireEvent.change(field, { target: { value: '123456' } });
        expect(field.getAttribute('aria-invalid')).toBeNull();
      });

      it('says a wrong code at the code field, with the focus', async () => {
        await expectAtField(await thenWrongCode(), expected.otpInvalid);
      });

      it('leaves the code field open after a wrong code', async () => {
        const field = await thenWrongCode();
        await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
        expect((field as HTMLInputElement).disabled).toBe(false);
      });
    });
  });
}

const captchaRounds = () =>
  served.filter((call) => call.startsWith('GET /api/auth/captcha')).length;
const sendsTo = () =>
  served
    .filter((call) => call.startsWith('POST /api/auth/send-otp'))
    .map(
      (call) =>
        (JSON.parse(call.slice(call.indexOf('{'))) as { phone_number: string }).phone_number,
    );
const liveText = () => document.querySelector('[aria-live="polite"].visually-hidden')?.textContent;

describe('the code step right after sending', () => {
  it.each([
    [
      'english',
      'We sent a 6-digit code to +91 98765 43210. It is valid for 5 minutes.',
      'Resend OTP',
      'Resend OTP in 0:42',
      'Resend OTP in 0:41',
      'You can ask for a new code within 1 minute.',
      'You can now ask for a new code.',
    ],
    [
      'tamil',
      '+91 98765 43210 எண்ணுக்கு 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். அது 5 நிமிடங்கள் செல்லுபடியாகும்.',
      'மீண்டும் அனுப்பு',
      'மீண்டும் அனுப்பு (0:42)',
      'மீண்டும் அனுப்பு (0:41)',
      '1 நிமிடத்துக்குள் புதிய குறியீட்டைக் கேட்கலாம்.',
      'இப்போது புதிய குறியீட்டைக் கேட்கலாம்.',
    ],
  ] as const)(
    'in %s: confirms inline, not in a toast, and counts down to Resend from resend_after, quietly for screen readers',
    async (language, confirmation, name, first, second, waitNote, ready) => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      const field = await reachCodeStep(language, { '/api/auth/send-otp': [sent(42)] });
      const note = screen.getByRole('status');
      expect(note.textContent).toContain(confirmation);
      expect(field.getAttribute('aria-describedby')).toBe(note.id);
      expect(document.querySelector('.toast')).toBeNull();

      // The eye sees the seconds; the button's name stays the same and its description is the wait in whole minutes.
      const resend = screen.getByRole<HTMLButtonElement>('button', { name });
      expect(resend.textContent).toBe(first);
      expect(resend.disabled).toBe(true);
      expect(document.getElementById(resend.getAttribute('aria-describedby')!)?.textContent).toBe(
        waitNote,
      );
      expect(resend.closest('[aria-live]')).toBeNull();
      expect(liveText()).toBe('');
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(resend.textContent).toBe(second);
      expect(screen.getByRole('button', { name })).toBe(resend);
      expect(liveText()).toBe('');
      await act(async () => {
        vi.advanceTimersByTime(41_000);
      });
      expect(resend.textContent).toBe(name);
      expect(resend.disabled).toBe(false);
      expect(resend.getAttribute('aria-describedby')).toBeNull();
      // Said once, when it becomes possible.
      expect(liveText()).toBe(ready);
    },
  );
});

describe('Resend sends a new code to the same number', () => {
  it.each([
    [
      'english',
      'Resend OTP',
      'We sent a new 6-digit code to +91 98765 43210. It is valid for 5 minutes.',
      'Resend OTP in 0:30',
    ],
    [
      'tamil',
      'மீண்டும் அனுப்பு',
      '+91 98765 43210 எண்ணுக்குப் புதிய 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். அது 5 நிமிடங்கள் செல்லுபடியாகும்.',
      'மீண்டும் அனுப்பு (0:30)',
    ],
  ] as const)(
    'in %s: after the wait, with a fresh security check, and the wait starts again',
    async (language, name, resentNote, waitAgain) => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      const field = await reachCodeStep(language, { '/api/auth/send-otp': [sent(30), sent(30)] });
      const resend = screen.getByRole<HTMLButtonElement>('button', { name });
      fireEvent.click(resend);
      expect(sendsTo()).toHaveLength(1);
      await act(async () => {
        vi.advanceTimersByTime(30_000);
      });
      expect(resend.disabled).toBe(false);
      fireEvent.click(resend);
      await waitFor(() => expect(screen.getByRole('status').textContent).toContain(resentNote));
      expect(sendsTo()).toEqual(['+919876543210', '+919876543210']);
      expect(captchaRounds()).toBe(2);
      expect(solveCaptcha).toHaveBeenCalledTimes(2);
      // Still the code step, for the same number; the code field has the focus for the new code.
      expect(screen.queryByRole('textbox', { name: /Mobile number|கைபேசி எண்/ })).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(resend.textContent).toBe(waitAgain);
      expect(resend.disabled).toBe(true);
      expect(liveText()).toBe('');
      expect(document.querySelector('.toast')).toBeNull();
    },
  );

  it('a refused resend says so in a toast, and waits as long as the server says', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await reachCodeStep('english', {
      '/api/auth/send-otp': [
        sent(0),
        { ...failure(429, 'RATE_LIMITED'), headers: { 'retry-after': '720' } },
      ],
    });
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP' });
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    await expectToast('Too many attempts. Please try again in 12 minutes.');
    await waitFor(() => expect(resend.textContent).toBe('Resend OTP in 12:00'));
    expect(resend.disabled).toBe(true);
    expect(document.getElementById(resend.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You can ask for a new code within 12 minutes.',
    );
    expect(screen.getByRole('status').textContent).toContain(
      'We sent a 6-digit code to +91 98765 43210.',
    );
  });

  describe('Change number', () => {
    async function changeNumber() {
      await reachCodeStep('english', { '/api/auth/send-otp': [sent(30)] });
      fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
      return phoneField() as HTMLInputElement;
    }

    it('goes back to the number step, keeping the number typed', async () => {
      expect((await changeNumber()).value).toBe('9876543210');
    });

    it('puts the focus on the number', async () => {
      const number = await changeNumber();
      await waitFor(() => expect(document.activeElement).toBe(number));
    });

    it('shows no toast', async () => {
      const number = await changeNumber();
      await waitFor(() => expect(document.activeElement).toBe(number));
      expect(document.querySelector('.toast')).toBeNull();
    });
  });
});

describe('a code out of guesses', () => {
  it.each([
    [
      'english',
      'Too many wrong codes were entered, so this OTP can no longer be used. Please request a new one.',
      'Resend OTP',
      'We sent a new 6-digit code',
    ],
    [
      'tamil',
      'பலமுறை தவறான குறியீடு உள்ளிடப்பட்டதால் இந்த OTP-ஐ இனி பயன்படுத்த முடியாது. புதிய குறியீட்டைக் கேளுங்கள்.',
      'மீண்டும் அனுப்பு',
      'புதிய 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம்',
    ],
  ] as const)(
    'in %s: says so above the field, clears it and offers Resend at once, which sends a new code',
    async (language, message, resendName, resent) => {
      const field = (await reachCodeStep(language, {
        '/api/auth/send-otp': [sent(30), sent(30)],
        '/api/auth/verify-otp': [
          { status: 400, body: { success: false, error: message, code: 'OTP_ATTEMPTS_EXHAUSTED' } },
        ],
      })) as HTMLInputElement;
      fireEvent.change(field, { target: { value: '123456' } });
      fireEvent.click(verifyButton());

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(message);
      expect(screen.queryByRole('status')).toBeNull();
      expect(field.value).toBe('');
      expect(field.disabled).toBe(true);
      expect((verifyButton() as HTMLButtonElement).disabled).toBe(true);
      // The 30-second wait is over at once: the code is dead, so a new one is what is needed.
      const resend = screen.getByRole<HTMLButtonElement>('button', { name: resendName });
      expect(resend.disabled).toBe(false);
      await waitFor(() => expect(document.activeElement).toBe(resend));

      fireEvent.click(resend);
      await waitFor(() => expect(screen.getByRole('status').textContent).toContain(resent));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(field.disabled).toBe(false);
      expect(sendsTo()).toEqual(['+919876543210', '+919876543210']);
      await waitFor(() => expect(document.activeElement).toBe(field));
    },
  );

  it('an expired code is offered a new one the same way', async () => {
    const field = (await reachCodeStep('english', {
      '/api/auth/send-otp': [sent(30)],
      '/api/auth/verify-otp': [failure(400, 'OTP_EXPIRED')],
    })) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'OTP has expired. Please request a new one.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP' }).disabled).toBe(
      false,
    );
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('a plain wrong code keeps the field and the wait', async () => {
    const field = (await reachCodeStep('english', {
      '/api/auth/send-otp': [sent(30)],
      '/api/auth/verify-otp': [failure(400, 'OTP_INVALID')],
    })) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    await expectAtField(field, 'Invalid OTP code. Please check and try again.');
    expect(field.disabled).toBe(false);
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP' });
    expect(resend.textContent).toMatch(/^Resend OTP in 0:\d\d$/);
    expect(resend.disabled).toBe(true);
  });
});

describe('the send limit says when to try again', () => {
  it.each([
    ['english', '720', 'Too many attempts. Please try again in 12 minutes.'],
    ['english', '45', 'Too many attempts. Please try again in 45 seconds.'],
    ['english', '61', 'Too many attempts. Please try again in 2 minutes.'],
    ['english', '3600', 'Too many attempts. Please try again in 1 hour.'],
    ['tamil', '720', 'மிக அதிகமான முயற்சிகள். 12 நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.'],
    ['tamil', '45', 'மிக அதிகமான முயற்சிகள். 45 விநாடிகள் கழித்து மீண்டும் முயலுங்கள்.'],
    ['tamil', '7200', 'மிக அதிகமான முயற்சிகள். 2 மணி நேரம் கழித்து மீண்டும் முயலுங்கள்.'],
  ] as const)('in %s, Retry-After %s', async (language, retryAfter, message) => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        '/api/auth/captcha': [challenge],
        '/api/auth/send-otp': [
          { ...failure(429, 'RATE_LIMITED'), headers: { 'retry-after': retryAfter } },
        ],
      }),
    );
    await renderForm(language);
    fillPhoneStep();
    fireEvent.click(sendButton());
    await expectToast(message);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('checking a code too often says the time too', async () => {
    const field = await reachCodeStep('english', {
      '/api/auth/send-otp': [sent(30)],
      '/api/auth/verify-otp': [
        { ...failure(429, 'RATE_LIMITED'), headers: { 'retry-after': '300' } },
      ],
    });
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    await expectToast('Too many attempts. Please try again in 5 minutes.');
  });
});

describe('a number of a country the portal does not serve', () => {
  it.each([
    [
      'english',
      'We cannot send sign-in codes to mobile numbers of this country. Please use a mobile ' +
        'number from a country we serve.',
    ],
    [
      'tamil',
      'இந்த நாட்டுக் கைபேசி எண்களுக்கு உள்நுழைவுக் குறியீடுகளை அனுப்ப இயலாது. நாங்கள் சேவை ' +
        'வழங்கும் நாட்டின் கைபேசி எண்ணைப் பயன்படுத்துங்கள்.',
    ],
  ] as const)(
    'is said in %s at the number field (not in a toast) and focuses it, and the mark goes when the number changes',
    async (language, message) => {
      vi.stubGlobal(
        'fetch',
        fakeServer({
          '/api/auth/captcha': [challenge],
          '/api/auth/send-otp': [failure(422, 'COUNTRY_NOT_SERVED')],
        }),
      );
      await renderForm(language);
      fillPhoneStep();
      fireEvent.click(sendButton());
      const field = phoneField();
      await expectAtField(field, message);
      expect(screen.getAllByText(message)).toHaveLength(1);
      fireEvent.change(field, { target: { value: '9876543211' } });
      expect(field.getAttribute('aria-invalid')).toBeNull();
    },
  );
});

describe('the privacy notice at sign-in (decision 0100)', () => {
  const verified = {
    status: 200,
    body: {
      success: true,
      token: 't',
      consent_needed: false,
      user: { id: 1, name: null, mobile_number: '+919876543210', role: 'customer' },
    },
  };
  const verifyBody = (): unknown =>
    JSON.parse(served.find((call) => call.startsWith('POST /api/auth/verify-otp'))!.split(' ')[2]!);

  it('links the terms and the notice, with offers off until ticked', async () => {
    await renderForm('english');
    expect(screen.getByRole('link', { name: 'Privacy Notice' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      '/terms',
    );
    const offers = screen.getByRole<HTMLInputElement>('checkbox', { name: /Send me offers too/ });
    expect(offers.checked).toBe(false);
  });

  it('sends the agreement with the code, and no offers when the box is left alone', async () => {
    const field = await reachCodeStep('english', {
      '/api/auth/send-otp': [sent(30)],
      '/api/auth/verify-otp': [verified],
    });
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    await waitFor(() =>
      expect(verifyBody()).toMatchObject({ accept_notice: true, marketing: false }),
    );
  });

  it('sends a yes to offers when the optional box is ticked, in Tamil too', async () => {
    const server = fakeServer({
      '/api/auth/captcha': [challenge],
      '/api/auth/send-otp': [sent(30)],
      '/api/auth/verify-otp': [verified],
    });
    served = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      served.push(
        `${init?.method ?? 'GET'} ${addressOf(input)}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`,
      );
      return server(input);
    });
    await renderForm('tamil');
    fillPhoneStep();
    fireEvent.click(screen.getByRole('checkbox', { name: /சலுகைகளையும் அனுப்புங்கள்/ }));
    fireEvent.click(sendButton());
    fireEvent.change(await otpField(), { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    await waitFor(() =>
      expect(verifyBody()).toMatchObject({ accept_notice: true, marketing: true }),
    );
  });
});

describe('a code belongs to its request, and a device that signed in is known (decision 0105)', () => {
  const verified = {
    status: 200,
    body: {
      success: true,
      token: 't',
      consent_needed: false,
      device_token: 'device-0123456789abcdefghijklmnopqrstuvwxyz',
      user: { id: 1, name: null, mobile_number: '+919876543210', role: 'customer' },
    },
  };
  const bodiesOf = (path: string) =>
    served
      .filter((call) => call.startsWith(`POST ${path}`))
      .map((call) => JSON.parse(call.split(' ')[2]!) as Record<string, unknown>);

  it('offers the code field to the phone’s one-time-code fill, with a number pad', async () => {
    const field = await reachCodeStep('english', { '/api/auth/send-otp': [sent(30)] });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
  });

  it('checks the code on the request it was sent on, and keeps the device token for the number', async () => {
    const field = await reachCodeStep('english', {
      '/api/auth/send-otp': [sent(30)],
      '/api/auth/verify-otp': [verified],
    });
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    await waitFor(() => expect(localStorage.getItem('sign_in_device:+919876543210')).toBeTruthy());
    expect(bodiesOf('/api/auth/verify-otp')[0]).toMatchObject({
      request_id: REQUEST_ID,
      otp: '123456',
    });
    expect(localStorage.getItem('sign_in_device:+919876543210')).toBe(verified.body.device_token);
  });

  it('sends the device token it keeps with the next code request for that number', async () => {
    localStorage.setItem('sign_in_device:+919876543210', 'device-token-kept-from-before-0123');
    await reachCodeStep('english', { '/api/auth/send-otp': [sent(30)] });
    expect(bodiesOf('/api/auth/send-otp')[0]).toMatchObject({
      phone_number: '+919876543210',
      device_token: 'device-token-kept-from-before-0123',
    });
  });

  it('after several wrong codes, runs the security check and tries the code once more', async () => {
    const field = await reachCodeStep('english', {
      '/api/auth/send-otp': [sent(30)],
      '/api/auth/verify-otp': [failure(400, 'CAPTCHA_REQUIRED'), verified],
    });
    solveCaptcha.mockClear();
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    await waitFor(() => expect(bodiesOf('/api/auth/verify-otp')).toHaveLength(2));
    expect(solveCaptcha).toHaveBeenCalledTimes(1);
    expect(bodiesOf('/api/auth/verify-otp')[0]!.captcha).toBeUndefined();
    expect(bodiesOf('/api/auth/verify-otp')[1]).toMatchObject({
      request_id: REQUEST_ID,
      otp: '123456',
      captcha: 'solved',
    });
  });

  it('an ended request is offered a new code, as a dead one is', async () => {
    const field = await reachCodeStep('english', {
      '/api/auth/send-otp': [sent(30)],
      '/api/auth/verify-otp': [failure(400, 'OTP_REQUEST_UNKNOWN')],
    });
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    expect(
      (await screen.findByText('This code request has ended. Please ask for a new code.'))
        .className,
    ).toBe('sign-in-form__dead');
  });
});
