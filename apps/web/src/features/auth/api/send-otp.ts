import { useMutation } from '@tanstack/react-query';
import type { Language, SendOtpReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { deviceTokenFor } from '../../../lib/device-tokens';
import { securityCheck } from './security-check';

/**
 * POST /api/auth/send-otp, after solving a fresh security check (when the server asks for one),
 * with this device's token for the number when it signed in to it before (decision 0105). The
 * reply's request_id goes with the code to verify-otp.
 */
export async function sendOtp(phoneNumber: string, language: Language): Promise<SendOtpReply> {
  const captcha = await securityCheck();
  const deviceToken = deviceTokenFor(phoneNumber);
  return apiRequest<SendOtpReply>('/api/auth/send-otp', {
    method: 'POST',
    body: {
      phone_number: phoneNumber,
      ...(captcha ? { captcha } : {}),
      ...(deviceToken ? { device_token: deviceToken } : {}),
    },
    language,
  });
}

export function useSendOtp(language: Language) {
  return useMutation({ mutationFn: (phoneNumber: string) => sendOtp(phoneNumber, language) });
}
