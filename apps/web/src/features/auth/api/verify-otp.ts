import { useMutation } from '@tanstack/react-query';
import type { Language, VerifyOtpReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/**
 * POST /api/auth/verify-otp; on success the session is stored (lib/session.ts), unless the
 * person still owes their second factor (decision 0106): then the sign-in form keeps the token
 * until the second step is done (give-second-factor.ts). The code step
 * comes only after the box agreeing to the terms and the privacy notice was ticked: the
 * agreement goes with the code, and the optional offers box as it was left (decision 0100).
 */
export async function verifyOtp(
  phoneNumber: string,
  otp: string,
  language: Language,
  marketing = false,
): Promise<VerifyOtpReply> {
  const reply = await apiRequest<VerifyOtpReply>('/api/auth/verify-otp', {
    method: 'POST',
    body: {
      phone_number: phoneNumber,
      otp,
      language_preference: language,
      accept_notice: true,
      marketing,
    },
    language,
  });
  if (!reply.second_factor_required) saveSession(reply.token, reply.user);
  return reply;
}

export function useVerifyOtp(language: Language) {
  return useMutation({
    mutationFn: ({
      phoneNumber,
      otp,
      marketing,
    }: {
      phoneNumber: string;
      otp: string;
      marketing?: boolean;
    }) => verifyOtp(phoneNumber, otp, language, marketing),
  });
}
