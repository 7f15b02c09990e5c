import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DataRequestCreate,
  DataRequestReply,
  DataRequestsReply,
  Language,
} from '@portal/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { useIntentKeys, withIntentKey } from '../../../../lib/intent-key';

/** The customer's requests and grievances (decision 0102): GET and POST /api/user/requests. */
export const dataRequestsQueryKey = ['data-requests'] as const;

export function getDataRequests(language: Language): Promise<DataRequestsReply> {
  return apiRequest<DataRequestsReply>('/api/user/requests', { language });
}

export function useDataRequests(language: Language) {
  return useQuery({
    queryKey: [...dataRequestsQueryKey, language],
    queryFn: () => getDataRequests(language),
    retry: false,
  });
}

/** Sends a request under one Idempotency-Key per intent: a retried send makes one request. */
export function useSendDataRequest(language: Language) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (request: DataRequestCreate) =>
      withIntentKey(keys, request, (idempotencyKey) =>
        apiRequest<DataRequestReply>('/api/user/requests', {
          method: 'POST',
          body: request,
          language,
          idempotencyKey,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataRequestsQueryKey }),
  });
}
