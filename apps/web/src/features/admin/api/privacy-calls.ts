import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDataRequestReply,
  AdminDataRequestsReply,
  DataRequestStatus,
  Language,
  ReadLogReply,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/* The office's side of customers' privacy (decision 0102): the queue of requests, and the read log. */

export const REQUESTS_PAGE_SIZE = 25;
export const READ_LOG_PAGE_SIZE = 50;

export function useDataRequestQueue(status: DataRequestStatus, page: number, language: Language) {
  const search = new URLSearchParams({
    status,
    page: String(page),
    page_size: String(REQUESTS_PAGE_SIZE),
  });
  return useQuery({
    queryKey: ['admin', 'requests', status, page, language],
    queryFn: () =>
      apiRequest<AdminDataRequestsReply>(`/api/admin/requests?${search.toString()}`, { language }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** Answers a request; the queue is asked again after it. */
export function useAnswerDataRequest(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      apiRequest<AdminDataRequestReply>(`/api/admin/requests/${id}/answer`, {
        method: 'POST',
        body: { answer },
        language,
      }).then((reply) => reply.request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'requests'] }),
  });
}

/** What the read log is filtered by: a customer, a staff member, or neither. */
export interface ReadLogFilters {
  customerId: number | null;
  staffId: number | null;
}

export function readLogPath(filters: ReadLogFilters, page: number): string {
  const search = new URLSearchParams({ page: String(page), page_size: String(READ_LOG_PAGE_SIZE) });
  if (filters.customerId !== null) search.set('customer_id', String(filters.customerId));
  if (filters.staffId !== null) search.set('staff_id', String(filters.staffId));
  return `/api/admin/read-log?${search.toString()}`;
}

export function useReadLog(filters: ReadLogFilters, page: number, language: Language) {
  const path = readLogPath(filters, page);
  return useQuery({
    queryKey: ['admin', 'read-log', path, language],
    queryFn: () => apiRequest<ReadLogReply>(path, { language }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
