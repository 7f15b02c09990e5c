import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndedSessionsReply, Language, SessionsReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The person's signed-in sessions (decision 0106): GET /api/user/sessions, and ending them. */
export const sessionsQueryKey = ['sessions'] as const;

export function getSessions(language: Language): Promise<SessionsReply> {
  return apiRequest<SessionsReply>('/api/user/sessions', { language });
}

export function useSessions(language: Language) {
  return useQuery({
    queryKey: [...sessionsQueryKey, language],
    queryFn: () => getSessions(language),
    retry: false,
  });
}

/** DELETE /api/user/sessions/{id}: that device is signed out at once. */
export function useEndSession(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<EndedSessionsReply>(`/api/user/sessions/${id}`, { method: 'DELETE', language }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** POST /api/user/sessions/end-others: every device but this one is signed out at once. */
export function useEndOtherSessions(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<EndedSessionsReply>('/api/user/sessions/end-others', {
        method: 'POST',
        language,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
