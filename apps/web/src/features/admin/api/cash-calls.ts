import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAppointmentsReply,
  CashBookReply,
  Language,
  RetryFailedReply,
  RetryFailedRequest,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The cash book of a range of India days (both ends optional: the last seven days to today). */
export function useCashBook(
  range: { from?: string | undefined; to?: string | undefined },
  language: Language,
) {
  const search = new URLSearchParams(
    Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return useQuery({
    queryKey: ['admin', 'cash', range, language],
    queryFn: () =>
      apiRequest<CashBookReply>(`/api/admin/cash${search ? `?${search}` : ''}`, { language }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/**
 * Every failed message of the filter sent again (at most 200 at once); the lists, the count and the
 * activity log are asked again.
 */
export function useRetryFailedMessages(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: RetryFailedRequest) =>
      apiRequest<RetryFailedReply>('/api/admin/messages/retry-failed', {
        method: 'POST',
        body: filter,
        language,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}

/** The whole of one day's list for printing (a day rarely holds more than a page; at most 100 lines). */
export function fetchDayForPrint(
  date: string,
  language: Language,
): Promise<AdminAppointmentsReply> {
  return apiRequest<AdminAppointmentsReply>(
    `/api/admin/appointments?date=${encodeURIComponent(date)}&page_size=100`,
    { language },
  );
}
