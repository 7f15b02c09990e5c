import { useMutation, useQuery } from '@tanstack/react-query';
import type { ErasurePreviewReply, ErasureReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const erasurePreviewKey = ['erasure-preview'] as const;

/** GET /api/user/erase: what deleting the account would cancel and refund, what stays how long. */
export function useErasurePreview(language: Language) {
  return useQuery({
    queryKey: [...erasurePreviewKey, language],
    queryFn: () => apiRequest<ErasurePreviewReply>('/api/user/erase', { language }),
    retry: false,
  });
}

/** POST /api/user/erase with the code just sent: the account's data is erased (decision 0101). */
export function eraseAccount(otp: string, language: Language): Promise<ErasureReply> {
  return apiRequest<ErasureReply>('/api/user/erase', {
    method: 'POST',
    body: { otp },
    language,
  });
}

export function useEraseAccount(language: Language) {
  return useMutation({ mutationFn: (otp: string) => eraseAccount(otp, language) });
}
