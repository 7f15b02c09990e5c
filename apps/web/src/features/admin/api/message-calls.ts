import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Language,
  MessageChannel,
  MessageReply,
  MessagesReply,
  MessageStatus,
  OutboxMessage,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const base = '/api/admin/messages';

/** What the office asks of GET /api/admin/messages (the contract's query, every part optional). */
export interface OfficeMessagesQuery {
  status?: MessageStatus | undefined;
  channel?: MessageChannel | undefined;
  appointment_id?: number | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

export function messagesQueryString(query: OfficeMessagesQuery): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

const POLL_MS = 4000;

/**
 * Asks again while a message on the screen is about to go (being sent, or due within the
 * minute), so that the office sees it sent (or failed) without reloading; a reminder due
 * tomorrow asks nothing.
 */
export function pollWhileSending(
  messages: OutboxMessage[] | undefined,
  now = Date.now(),
): number | false {
  const soon = (messages ?? []).some(
    (message) =>
      message.status === 'sending' ||
      (message.status === 'pending' && new Date(message.send_after).getTime() - now < 60_000),
  );
  return soon ? POLL_MS : false;
}

/** Messages newest first: all, by status or channel, or one appointment's history. */
export function useOfficeMessages(query: OfficeMessagesQuery, language: Language) {
  return useQuery({
    queryKey: ['admin', 'messages', query, language],
    queryFn: () => apiRequest<MessagesReply>(`${base}?${messagesQueryString(query)}`, { language }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => pollWhileSending(current.state.data?.messages),
    retry: 1,
  });
}

/**
 * How many messages could not be sent (the office may send them again); not asked for a role that
 * may not read messages.
 */
export function useFailedMessageCount(language: Language, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['admin', 'messages', 'failed-count', language],
    queryFn: () =>
      apiRequest<MessagesReply>(
        `${base}?${messagesQueryString({ status: 'failed', page_size: 1 })}`,
        { language },
      ).then((reply) => reply.total),
    retry: 1,
  });
}

/** A failed message sent again: due at once; every list of messages (and the activity log) is asked again. */
export function useRetryMessage(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<MessageReply>(`${base}/${id}/retry`, { method: 'POST', language }).then(
        (reply) => reply.message,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}
