import { ApiError } from '../../../lib/api-client';
import { solveCaptcha } from '../captcha/solve-captcha';
import { CaptchaSetupError } from '../sign-in-rules';
import { getCaptcha } from './get-captcha';

/**
 * A fresh security check solved (GET /api/auth/captcha, then the proof of work, decision 0105):
 * the payload send-otp and, after a few wrong codes, verify-otp take; null when the server asks
 * for none.
 */
export async function securityCheck(): Promise<string | null> {
  try {
    const challenge = await getCaptcha();
    return challenge ? await solveCaptcha(challenge) : null;
  } catch {
    throw new CaptchaSetupError();
  }
}

/**
 * Makes a code check; when the server answers that a request with several wrong codes needs the
 * security check first (CAPTCHA_REQUIRED), solves one and makes it once more with it.
 * `onChecking` is told while the check runs, so the form can say so.
 */
export async function withSecurityCheckWhenAsked<T>(
  check: (captcha: string | undefined) => Promise<T>,
  onChecking?: (checking: boolean) => void,
): Promise<T> {
  try {
    return await check(undefined);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'CAPTCHA_REQUIRED') throw error;
    onChecking?.(true);
    let captcha: string | null;
    try {
      captcha = await securityCheck();
    } finally {
      onChecking?.(false);
    }
    return check(captcha ?? undefined);
  }
}
