import type { Challenge } from 'altcha-lib';
import type { CaptchaReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/captcha: a fresh proof-of-work challenge for one send, or null when the server requires none. */
export async function getCaptcha(): Promise<Challenge | null> {
  const reply = await apiRequest<CaptchaReply>('/api/auth/captcha');
  if (!reply.required) return null;
  return {
    parameters: reply.parameters as unknown as Challenge['parameters'],
    signature: reply.signature,
  };
}
