import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  CaptchaSetupError,
  codeIsDead,
  failureMessage,
  formatCountdown,
  fullPhoneNumber,
  otpStepProblem,
  phoneStepProblem,
  sendFailureKey,
  verifyFailureKey,
} from './sign-in-rules';

describe('the phone step (spec section 5)', () => {
  it('warns on an empty number, then checks length 7 to 15, then the terms', () => {
    expect(phoneStepProblem('  ', true)).toEqual({ kind: 'warning', key: 'enter_mobile' });
    expect(phoneStepProblem('123456', true)).toEqual({ kind: 'error', key: 'invalid_mobile' });
    expect(phoneStepProblem('1234567890123456', true)).toEqual({ kind: 'error', key: 'invalid_mobile' });
    expect(phoneStepProblem('98765abcde', true)).toEqual({ kind: 'error', key: 'invalid_mobile' });
    expect(phoneStepProblem('98765 43210', false)).toEqual({ kind: 'error', key: 'agree_terms' });
    expect(phoneStepProblem('98765 43210', true)).toBeNull();
  });

  it('puts the chosen country code before the number, unless it was typed with a plus', () => {
    expect(fullPhoneNumber('+91', '98765 43210')).toBe('+919876543210');
    expect(fullPhoneNumber('+65', '8123-4567')).toBe('+6581234567');
    expect(fullPhoneNumber('+91', '+447911123456')).toBe('+447911123456');
  });

});

describe('the code step', () => {
  it('needs a sent code and exactly 6 digits', () => {
    expect(otpStepProblem(false, '123456')).toEqual({ kind: 'error', key: 'send_first' });
    expect(otpStepProblem(true, '12345')).toEqual({ kind: 'error', key: 'invalid_otp_format' });
    expect(otpStepProblem(true, '123456')).toBeNull();
  });
});

describe('server failures map to the messages of spec section 8', () => {
  const api = (code: ConstructorParameters<typeof ApiError>[2], status = 400) => new ApiError('x', status, code);

  it('when sending', () => {
    expect(sendFailureKey(api('PHONE_INVALID'))).toBe('error_phone_invalid');
    expect(sendFailureKey(api('RATE_LIMITED', 429))).toBe('error_too_many');
    expect(sendFailureKey(api('CAPTCHA_FAILED'))).toBe('error_captcha');
    expect(sendFailureKey(new CaptchaSetupError())).toBe('error_captcha_setup');
    expect(sendFailureKey(api('SMS_FAILED', 502))).toBe('error_send_failed');
    expect(sendFailureKey(new Error('offline'))).toBe('error_send_failed');
  });

  it('when checking', () => {
    expect(verifyFailureKey(api('OTP_INVALID'))).toBe('error_otp_invalid');
    expect(verifyFailureKey(api('OTP_EXPIRED'))).toBe('error_otp_expired');
    expect(verifyFailureKey(api('OTP_ATTEMPTS_EXHAUSTED'))).toBe('error_otp_attempts_exhausted');
    expect(verifyFailureKey(api('INTERNAL_ERROR', 500))).toBe('error_backend');
    expect(verifyFailureKey(new Error('offline'))).toBe('error_verify_failed');
  });
});

describe('waits (issue 15)', () => {
  const limited = (retryAfter?: number) => new ApiError('x', 429, 'RATE_LIMITED', {}, retryAfter);

  it('says when a refused send may be tried again, rounded up', () => {
    expect(failureMessage('error_too_many', limited())).toEqual({ key: 'error_too_many' });
    expect(failureMessage('error_too_many', limited(1))).toEqual({ key: 'error_too_many_seconds', count: 1 });
    expect(failureMessage('error_too_many', limited(59))).toEqual({ key: 'error_too_many_seconds', count: 59 });
    expect(failureMessage('error_too_many', limited(60))).toEqual({ key: 'error_too_many_minutes', count: 1 });
    expect(failureMessage('error_too_many', limited(721))).toEqual({ key: 'error_too_many_minutes', count: 13 });
    expect(failureMessage('error_too_many', limited(3599))).toEqual({ key: 'error_too_many_minutes', count: 60 });
    expect(failureMessage('error_too_many', limited(86_000))).toEqual({ key: 'error_too_many_hours', count: 24 });
    expect(failureMessage('error_otp_invalid', limited(60))).toEqual({ key: 'error_otp_invalid' });
  });

  it('shows the Resend wait as minutes and seconds', () => {
    expect(formatCountdown(42)).toBe('0:42');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('knows a code out of guesses or expired is dead', () => {
    expect(codeIsDead(new ApiError('x', 400, 'OTP_ATTEMPTS_EXHAUSTED'))).toBe(true);
    expect(codeIsDead(new ApiError('x', 400, 'OTP_EXPIRED'))).toBe(true);
    expect(codeIsDead(new ApiError('x', 400, 'OTP_INVALID'))).toBe(false);
  });
});
