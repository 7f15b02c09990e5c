import { useMutation } from '@tanstack/react-query';
import type { Language, SendOtpReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { solveCaptcha } from '../captcha/solve-captcha';
import { CaptchaSetupError } from '../sign-in-rules';
import { getCaptcha } from './get-captcha';

/** POST /api/auth/send-otp, after solving a fresh security check (when the server asks for one). */
export async function sendOtp(phoneNumber: string, language: Language): Promise<SendOtpReply> {
  let captcha: string | null;
  try {
    const challenge = await getCaptcha();
    captcha = challenge ? await solveCaptcha(challenge) : null;
  } catch {
    throw new CaptchaSetupError();
  }
  return apiRequest<SendOtpReply>('/api/auth/send-otp', {
    method: 'POST',
    body: { phone_number: phoneNumber, ...(captcha ? { captcha } : {}) },
    language,
  });
}

export function useSendOtp(language: Language) {
  return useMutation({ mutationFn: (phoneNumber: string) => sendOtp(phoneNumber, language) });
}
