import { ApiError } from '../../lib/api-client';

/** The country codes offered, +91 first and default. */
export const COUNTRY_CODES = ['+91', '+1', '+44', '+61', '+971', '+65', '+60', '+94'] as const;
export const PHONE_MAX_LENGTH = 15;

/** A message key for each field of the number step that has a problem. */
export type PhoneStepProblems = { phone?: string; terms?: string };

/** The full number to send: as typed when it starts with +, else country code + digits. */
export function fullPhoneNumber(countryCode: string, typed: string): string {
  const compact = typed.replace(/[\s-]/g, '');
  return compact.startsWith('+') ? compact : `${countryCode}${compact}`;
}

/** The phone step: the number's problem and the terms' problem, each said at its field. */
export function phoneStepProblems(typed: string, agreedToTerms: boolean): PhoneStepProblems {
  const compact = typed.replace(/[\s-]/g, '');
  const problems: PhoneStepProblems = {};
  if (compact === '') problems.phone = 'enter_mobile';
  else if (!/^\+?\d+$/.test(compact) || compact.length < 7 || compact.length > PHONE_MAX_LENGTH)
    problems.phone = 'invalid_mobile';
  // The terms and the privacy notice, agreed with one box (decision 0100).
  if (!agreedToTerms) problems.terms = 'privacy-notice:sign_in_agree_required';
  return problems;
}

/** The code step: the code field's problem, or null. */
export function otpStepProblem(codeSent: boolean, otp: string): string | null {
  if (!codeSent) return 'send_first';
  if (!/^\d{6}$/.test(otp.trim())) return 'invalid_otp_format';
  return null;
}

/** The security check could not be fetched or solved. */
export class CaptchaSetupError extends Error {
  override name = 'CaptchaSetupError';
}

/** The messages for a failure to send a code. */
export function sendFailureKey(error: unknown): string {
  if (error instanceof CaptchaSetupError) return 'error_captcha_setup';
  if (error instanceof ApiError) {
    if (error.code === 'PHONE_INVALID' || error.code === 'VALIDATION_FAILED')
      return 'error_phone_invalid';
    if (error.code === 'RATE_LIMITED') return 'error_too_many';
    if (error.code === 'CAPTCHA_FAILED') return 'error_captcha';
    if (error.code === 'SIGN_IN_PAUSED') return 'error_sign_in_paused';
  }
  return 'error_send_failed';
}

/**
 * A refusal of the number itself (not a number, or of a country not served), said at the number
 * field rather than in a toast: its message key, or null.
 */
export function numberFieldProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'COUNTRY_NOT_SERVED') return 'error_country_not_served';
  if (error.code === 'PHONE_INVALID' || error.code === 'VALIDATION_FAILED')
    return 'error_phone_invalid';
  return null;
}

/** A refusal of the code typed (wrong, or not 6 digits), said at the code field: its message key, or null. */
export function codeFieldProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'OTP_INVALID') return 'error_otp_invalid';
  if (error.code === 'VALIDATION_FAILED') return 'invalid_otp_format';
  return null;
}

/** The messages for a failure to check a code. */
export function verifyFailureKey(error: unknown): string {
  if (error instanceof CaptchaSetupError) return 'error_captcha_setup';
  if (error instanceof ApiError) {
    if (error.code === 'OTP_REQUEST_UNKNOWN') return 'error_request_unknown';
    if (error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_FAILED')
      return 'error_captcha';
    if (error.code === 'OTP_INVALID') return 'error_otp_invalid';
    if (error.code === 'OTP_EXPIRED') return 'error_otp_expired';
    if (error.code === 'OTP_ATTEMPTS_EXHAUSTED') return 'error_otp_attempts_exhausted';
    if (error.code === 'RATE_LIMITED') return 'error_too_many';
    if (error.code === 'VALIDATION_FAILED') return 'invalid_otp_format';
    if (error.status >= 500) return 'error_backend';
  }
  return 'error_verify_failed';
}

/**
 * The code can no longer be used (out of guesses, expired, or its request has ended): only a new
 * code helps.
 */
export function codeIsDead(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'OTP_ATTEMPTS_EXHAUSTED' ||
      error.code === 'OTP_EXPIRED' ||
      error.code === 'OTP_REQUEST_UNKNOWN')
  );
}

/** A message key with the count it needs, if any (plurals, lib/translation/translator.ts). */
export type Message = { key: string; count?: number };

/**
 * "Too many attempts", with when to try again when the server said (Retry-After): seconds under
 * a minute, then whole minutes, then whole hours, always rounded up.
 */
export function tooManyMessage(retryAfterSeconds: number | undefined): Message {
  if (retryAfterSeconds === undefined || retryAfterSeconds <= 0) return { key: 'error_too_many' };
  if (retryAfterSeconds < 60) return { key: 'error_too_many_seconds', count: retryAfterSeconds };
  if (retryAfterSeconds < 60 * 60)
    return { key: 'error_too_many_minutes', count: Math.ceil(retryAfterSeconds / 60) };
  return { key: 'error_too_many_hours', count: Math.ceil(retryAfterSeconds / (60 * 60)) };
}

/** The message for a failure, given the key a *FailureKey function chose for it. */
export function failureMessage(key: string, error: unknown): Message {
  return key === 'error_too_many' && error instanceof ApiError
    ? tooManyMessage(error.retryAfterSeconds)
    : { key };
}

/** A wait as the Resend button shows it: 0:42, 1:05, 1:00:00. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutesAndSeconds = (total: number) =>
    `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
  if (whole < 60 * 60) return minutesAndSeconds(whole);
  return `${Math.floor(whole / 3600)}:${minutesAndSeconds(whole % 3600).padStart(5, '0')}`;
}

/**
 * The wait as a screen reader is told it (the Resend button's description): whole minutes, or whole
 * hours from an hour on, rounded up, so it changes at most once a minute, never every second.
 */
export function resendWaitMessage(seconds: number): Message {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole <= 60 * 60) return { key: 'resend_wait_minutes', count: Math.ceil(whole / 60) };
  return { key: 'resend_wait_hours', count: Math.ceil(whole / (60 * 60)) };
}
