import { useMutation } from '@tanstack/react-query';
import type { Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The unsubscribe link of an e-mail: its token turns e-mails off (no sign-in needed). */
export async function stopEmails(token: string, language: Language): Promise<void> {
  await apiRequest<{ success: true }>('/api/messages/unsubscribe', {
    method: 'POST',
    body: { token },
    language,
  });
}

export function useStopEmails(language: Language) {
  return useMutation({ mutationFn: (token: string) => stopEmails(token, language) });
}
