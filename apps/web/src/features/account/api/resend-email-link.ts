import { useMutation } from '@tanstack/react-query';
import type { Language, ResendEmailLinkReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** "Send the link again": a new confirmation link to the address waiting for it. */
export async function resendEmailLink(language: Language): Promise<ResendEmailLinkReply> {
  return apiRequest<ResendEmailLinkReply>('/api/user/email/resend', { method: 'POST', language });
}

export function useResendEmailLink(language: Language) {
  return useMutation({ mutationFn: () => resendEmailLink(language) });
}
