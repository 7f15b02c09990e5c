import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** An e-mail's confirmation link: its token confirms the address it was sent to (no sign-in needed). */
export async function confirmEmail(token: string, language: Language): Promise<void> {
  await apiRequest<ConfirmEmailReply>('/api/user/email/confirm', {
    method: 'POST',
    body: { token },
    language,
  });
}

export function useConfirmEmail(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => confirmEmail(token, language),
    // Signed in, My Profile then shows the address confirmed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
