import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  CaptchaSetupError,
  codeFieldProblem,
  codeIsDead,
  failureMessage,
  formatCountdown,
  fullPhoneNumber,
  numberFieldProblem,
  otpStepProblem,
  phoneStepProblems,
  resendWaitMessage,
  sendFailureKey,
  verifyFailureKey,
} from './sign-in-rules';

describe('the phone step', () => {
  it('says at each field what is wrong: the number or the terms', () => {
    expect(phoneStepProblems('  ', true)).toEqual({ phone: 'enter_mobile' });
    expect(phoneStepProblems('123456', true)).toEqual({ phone: 'invalid_mobile' });
    expect(phoneStepProblems('1234567890123456', true)).toEqual({ phone: 'invalid_mobile' });
    expect(phoneStepProblems('98765abcde', true)).toEqual({ phone: 'invalid_mobile' });
    expect(phoneStepProblems('98765 43210', false)).toEqual({
      terms: 'privacy-notice:sign_in_agree_required',
    });
    expect(phoneStepProblems('', false)).toEqual({
      phone: 'enter_mobile',
      terms: 'privacy-notice:sign_in_agree_required',
    });
    expect(phoneStepProblems('98765 43210', true)).toEqual({});
  });

  it('puts the chosen country code before the number, unless it was typed with a plus', () => {
    expect(fullPhoneNumber('+91', '98765 43210')).toBe('+919876543210');
    expect(fullPhoneNumber('+65', '8123-4567')).toBe('+6581234567');
    expect(fullPhoneNumber('+91', '+447911123456')).toBe('+447911123456');
  });
});

describe('the code step', () => {
  it('needs a sent code and exactly 6 digits', () => {
    expect(otpStepProblem(false, '123456')).toBe('send_first');
    expect(otpStepProblem(true, '12345')).toBe('invalid_otp_format');
    expect(otpStepProblem(true, '123456')).toBeNull();
  });
});

describe("server failures map to the sign-in's messages", () => {
  const api = (code: ApiError['code'], status = 400) => new ApiError('x', { status, code });

  it('when sending', () => {
    expect(sendFailureKey(api('PHONE_INVALID'))).toBe('error_phone_invalid');
    expect(sendFailureKey(api('RATE_LIMITED', 429))).toBe('error_too_many');
    expect(sendFailureKey(api('CAPTCHA_FAILED'))).toBe('error_captcha');
    expect(sendFailureKey(new CaptchaSetupError())).toBe('error_captcha_setup');
    expect(sendFailureKey(api('SMS_FAILED', 502))).toBe('error_send_failed');
    expect(sendFailureKey(new Error('offline'))).toBe('error_send_failed');
  });

  it('a refused number or a wrong code is said at its field; the rest have none', () => {
    expect(numberFieldProblem(api('PHONE_INVALID'))).toBe('error_phone_invalid');
    expect(numberFieldProblem(api('VALIDATION_FAILED'))).toBe('error_phone_invalid');
    expect(numberFieldProblem(api('COUNTRY_NOT_SERVED', 422))).toBe('error_country_not_served');
    expect(numberFieldProblem(api('RATE_LIMITED', 429))).toBeNull();
    expect(numberFieldProblem(new Error('offline'))).toBeNull();
    expect(codeFieldProblem(api('OTP_INVALID'))).toBe('error_otp_invalid');
    expect(codeFieldProblem(api('VALIDATION_FAILED'))).toBe('invalid_otp_format');
    expect(codeFieldProblem(api('OTP_EXPIRED'))).toBeNull();
    expect(codeFieldProblem(api('RATE_LIMITED', 429))).toBeNull();
    expect(codeFieldProblem(new Error('offline'))).toBeNull();
  });

  it('when checking', () => {
    expect(verifyFailureKey(api('OTP_INVALID'))).toBe('error_otp_invalid');
    expect(verifyFailureKey(api('OTP_EXPIRED'))).toBe('error_otp_expired');
    expect(verifyFailureKey(api('OTP_ATTEMPTS_EXHAUSTED'))).toBe('error_otp_attempts_exhausted');
    expect(verifyFailureKey(api('INTERNAL_ERROR', 500))).toBe('error_backend');
    expect(verifyFailureKey(new Error('offline'))).toBe('error_verify_failed');
  });
});

describe('the wait before another try', () => {
  const limited = (retryAfter?: number) =>
    new ApiError('x', {
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: retryAfter,
    });

  it('says when a refused send may be tried again, rounded up', () => {
    expect(failureMessage('error_too_many', limited())).toEqual({ key: 'error_too_many' });
    expect(failureMessage('error_too_many', limited(1))).toEqual({
      key: 'error_too_many_seconds',
      count: 1,
    });
    expect(failureMessage('error_too_many', limited(59))).toEqual({
      key: 'error_too_many_seconds',
      count: 59,
    });
    expect(failureMessage('error_too_many', limited(60))).toEqual({
      key: 'error_too_many_minutes',
      count: 1,
    });
    expect(failureMessage('error_too_many', limited(721))).toEqual({
      key: 'error_too_many_minutes',
      count: 13,
    });
    expect(failureMessage('error_too_many', limited(3599))).toEqual({
      key: 'error_too_many_minutes',
      count: 60,
    });
    expect(failureMessage('error_too_many', limited(86_000))).toEqual({
      key: 'error_too_many_hours',
      count: 24,
    });
    expect(failureMessage('error_otp_invalid', limited(60))).toEqual({ key: 'error_otp_invalid' });
  });

  it('shows the Resend wait as minutes and seconds', () => {
    expect(formatCountdown(42)).toBe('0:42');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(86_000)).toBe('23:53:20');
  });

  it('tells screen readers the wait in whole minutes or hours, rounded up', () => {
    expect(resendWaitMessage(42)).toEqual({ key: 'resend_wait_minutes', count: 1 });
    expect(resendWaitMessage(1)).toEqual({ key: 'resend_wait_minutes', count: 1 });
    expect(resendWaitMessage(61)).toEqual({ key: 'resend_wait_minutes', count: 2 });
    expect(resendWaitMessage(3600)).toEqual({ key: 'resend_wait_minutes', count: 60 });
    expect(resendWaitMessage(3601)).toEqual({ key: 'resend_wait_hours', count: 2 });
  });

  it('knows a code out of guesses or expired is dead', () => {
    expect(codeIsDead(new ApiError('x', { status: 400, code: 'OTP_ATTEMPTS_EXHAUSTED' }))).toBe(
      true,
    );
    expect(codeIsDead(new ApiError('x', { status: 400, code: 'OTP_EXPIRED' }))).toBe(true);
    expect(codeIsDead(new ApiError('x', { status: 400, code: 'OTP_INVALID' }))).toBe(false);
  });
});
