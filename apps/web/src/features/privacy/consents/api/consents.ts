import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentsReply, Language, UpdateConsentsRequest } from '@portal/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { readSession } from '../../../../lib/session';

/** The signed-in customer's id: another customer signing in on the same phone asks afresh. */
const signedInId = () => {
  const session = readSession();
  const id = session.status === 'authenticated' ? session.user.id : null;
  return typeof id === 'number' ? id : null;
};

/**
 * GET /api/user/consents: what the customer agreed to (decision 0100); every signed-in shell
 * starts it (prerender.mjs), since every signed-in screen asks whether the notice needs agreeing to.
 */
export const consentsQuery = (userId = signedInId()) =>
  queryOptions({
    queryKey: ['consents', userId],
    queryFn: () => apiRequest<ConsentsReply>('/api/user/consents'),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useConsents(enabled = true) {
  return useQuery({ ...consentsQuery(), enabled });
}

/** Offers on or off, or agreement to the notice's version shown; the reply is the new state. */
export function useUpdateConsents(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateConsentsRequest) =>
      apiRequest<ConsentsReply>('/api/user/consents', { method: 'PUT', body: change, language }),
    onSuccess: (reply) => queryClient.setQueryData(consentsQuery().queryKey, reply),
  });
}
