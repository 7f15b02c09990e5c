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

export interface EraseAccountInput {
  /** send-otp's request_id for the code just sent (decision 0105). */
  requestId: string;
  otp: string;
  /** A solved security check, when the request has had several wrong codes. */
  captcha?: string | undefined;
}

/** POST /api/user/erase with the code just sent: the account's data is erased (decision 0101). */
export function eraseAccount(
  { requestId, otp, captcha }: EraseAccountInput,
  language: Language,
): Promise<ErasureReply> {
  return apiRequest<ErasureReply>('/api/user/erase', {
    method: 'POST',
    body: { request_id: requestId, otp, ...(captcha ? { captcha } : {}) },
    language,
  });
}

/**
 * The erasure's call, made through `withSecurityCheck` (the sign-in's, given by the screen): it
 * solves a security check and tries once more when the server asks for one.
 */
export function useEraseAccount(
  language: Language,
  withSecurityCheck: SecurityCheckedCall = (check) => check(undefined),
) {
  return useMutation({
    mutationFn: ({ requestId, otp }: { requestId: string; otp: string }) =>
      withSecurityCheck((captcha) => eraseAccount({ requestId, otp, captcha }, language)),
  });
}

/** Makes a code check, with a solved security check when the server asks for one. */
export type SecurityCheckedCall = <T>(
  check: (captcha: string | undefined) => Promise<T>,
) => Promise<T>;
