import { useMutation } from '@tanstack/react-query';
import type { Language, VerifyOtpReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /api/auth/verify-otp; on success the session is stored (lib/session.ts). */
export async function verifyOtp(
  phoneNumber: string,
  otp: string,
  language: Language,
): Promise<VerifyOtpReply> {
  const reply = await apiRequest<VerifyOtpReply>('/api/auth/verify-otp', {
    method: 'POST',
    body: { phone_number: phoneNumber, otp, language_preference: language },
    language,
  });
  saveSession(reply.token, reply.user);
  return reply;
}

export function useVerifyOtp(language: Language) {
  return useMutation({
    mutationFn: ({ phoneNumber, otp }: { phoneNumber: string; otp: string }) =>
      verifyOtp(phoneNumber, otp, language),
  });
}
