import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerNoteRemovedReply,
  CustomerNoteReply,
  CustomerNoteRequest,
  CustomerReply,
  CustomersReply,
  Language,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const base = '/api/admin/customers';

/** Customers, newest first, found by any part of a name, an appointment number or phone digits. */
export function useCustomers(
  query: { q?: string | undefined; page: number; page_size: number },
  language: Language,
) {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  search.set('page', String(query.page));
  search.set('page_size', String(query.page_size));
  return useQuery({
    queryKey: ['admin', 'customers', query, language],
    queryFn: () => apiRequest<CustomersReply>(`${base}?${search.toString()}`, { language }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** One customer's details and history, with the office's notes. */
export function useCustomer(id: number, language: Language) {
  return useQuery({
    queryKey: ['admin', 'customer', id, language],
    queryFn: () => apiRequest<CustomerReply>(`${base}/${id}`, { language }),
    retry: 1,
  });
}

/**
 * Keeps a private note on a customer, for the office only or the astrologers chosen (decision
 * 0102); the customer's page is asked again after it.
 */
export function useAddCustomerNote(id: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: CustomerNoteRequest) =>
      apiRequest<CustomerNoteReply>(`${base}/${id}/notes`, {
        method: 'POST',
        body: note,
        language,
      }).then((reply) => reply.note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'customer', id] }),
  });
}

/** Removes a note (its author or an admin); the customer's page is asked again after it. */
export function useRemoveCustomerNote(id: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) =>
      apiRequest<CustomerNoteRemovedReply>(`${base}/${id}/notes/${noteId}`, {
        method: 'DELETE',
        language,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'customer', id] }),
  });
}
