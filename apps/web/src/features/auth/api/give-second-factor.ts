import { useMutation } from '@tanstack/react-query';
import type { Language, SecondFactorStepReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** What the second step gives: a code of the authenticator app, or one recovery code. */
export type SecondFactorGiven = { code: string } | { recovery_code: string };

/**
 * POST /api/auth/second-factor with the token verify-otp gave (not stored until now); on success
 * the session is stored and the person is signed in (decision 0106).
 */
export async function giveSecondFactor(
  token: string,
  given: SecondFactorGiven,
  language: Language,
): Promise<SecondFactorStepReply> {
  const reply = await apiRequest<SecondFactorStepReply>('/api/auth/second-factor', {
    method: 'POST',
    body: given,
    language,
    token,
  });
  saveSession(token, reply.user);
  return reply;
}

export function useGiveSecondFactor(language: Language) {
  return useMutation({
    mutationFn: ({ token, given }: { token: string; given: SecondFactorGiven }) =>
      giveSecondFactor(token, given, language),
  });
}
