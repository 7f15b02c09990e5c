import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminNoticeReply,
  AdminNoticeRequest,
  Language,
  OfferReply,
  OfferRequest,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useIntentKeys, withIntentKey } from '../../../lib/intent-key';

const noticeKey = ['admin', 'privacy-notice'];

/** The notice as written and its versions (admins only; decision 0100). */
export function useAdminNotice(language: Language) {
  return useQuery({
    queryKey: noticeKey,
    queryFn: () => apiRequest<AdminNoticeReply>('/api/admin/privacy/notice', { language }),
    retry: 1,
  });
}

/** Publishes a new version; the activity log and the customers' notice are asked again after it. */
export function usePublishNotice(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: AdminNoticeRequest) =>
      apiRequest<AdminNoticeReply>('/api/admin/privacy/notice', {
        method: 'PUT',
        body: notice,
        language,
      }),
    onSuccess: (reply) => queryClient.setQueryData(noticeKey, reply),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['privacy-notice'] }),
      ]),
  });
}

/** Sends an offer to those who agreed to offers; the same form sent again sends it once. */
export function useSendOffer(language: Language) {
  const intents = useIntentKeys();
  return useMutation({
    mutationFn: (offer: OfferRequest) =>
      withIntentKey(intents, offer, (idempotencyKey) =>
        apiRequest<OfferReply>('/api/admin/privacy/offers', {
          method: 'POST',
          body: offer,
          language,
          idempotencyKey,
        }),
      ),
  });
}
