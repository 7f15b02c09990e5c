import { useMutation } from '@tanstack/react-query';
import type { Language, VerifyOtpReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { deviceTokenFor, keepDeviceToken } from '../../../lib/device-tokens';
import { saveSession } from '../../../lib/session';
import { withSecurityCheckWhenAsked } from './security-check';

export interface VerifyOtpInput {
  phoneNumber: string;
  /** send-otp's request_id: the code belongs to it (decision 0105). */
  requestId: string;
  otp: string;
  marketing?: boolean;
  /** Told while a security check runs (asked for after several wrong codes). */
  onChecking?: (checking: boolean) => void;
}

/**
 * POST /api/auth/verify-otp; on success the session is stored (lib/session.ts), unless the
 * person still owes their second factor (decision 0106): then the sign-in form keeps the token
 * until the second step is done (give-second-factor.ts). The device token is kept for the number
 * (lib/device-tokens.ts). The code step comes only after the box agreeing to the terms and the
 * privacy notice was ticked: the agreement goes with the code, and the optional offers box as it
 * was left (decision 0100).
 */
export async function verifyOtp(
  { phoneNumber, requestId, otp, marketing = false, onChecking }: VerifyOtpInput,
  language: Language,
): Promise<VerifyOtpReply> {
  const deviceToken = deviceTokenFor(phoneNumber);
  const reply = await withSecurityCheckWhenAsked(
    (captcha) =>
      apiRequest<VerifyOtpReply>('/api/auth/verify-otp', {
        method: 'POST',
        body: {
          phone_number: phoneNumber,
          request_id: requestId,
          otp,
          language_preference: language,
          accept_notice: true,
          marketing,
          ...(captcha ? { captcha } : {}),
          ...(deviceToken ? { device_token: deviceToken } : {}),
        },
        language,
      }),
    onChecking,
  );
  if (!reply.second_factor_required) saveSession(reply.token, reply.user);
  keepDeviceToken([phoneNumber, reply.user.mobile_number], reply.device_token);
  return reply;
}

export function useVerifyOtp(language: Language) {
  return useMutation({ mutationFn: (input: VerifyOtpInput) => verifyOtp(input, language) });
}
