import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminScheduleReply, Language, Schedule } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const scheduleKey = ['admin', 'schedule'];

export function useAdminSchedule(language: Language) {
  return useQuery({ queryKey: [...scheduleKey, language], queryFn: () => apiRequest<AdminScheduleReply>('/api/admin/schedule', { language }), retry: 1 });
}

export type ScheduleChange =
  | { kind: 'save'; schedule: Schedule }
  | { kind: 'close-day'; day: string; reason: string }
  | { kind: 'reopen-day'; day: string }
  | { kind: 'block-slot'; day: string; slotId: number }
  | { kind: 'unblock-slot'; day: string; slotId: number };

function send(change: ScheduleChange, language: Language): Promise<AdminScheduleReply> {
  switch (change.kind) {
    case 'save':
      return apiRequest('/api/admin/schedule', { method: 'PUT', body: change.schedule, language });
    case 'close-day':
      return apiRequest('/api/admin/blocked-days', { method: 'POST', body: { day: change.day, reason: change.reason || null }, language });
    case 'reopen-day':
      return apiRequest(`/api/admin/blocked-days/${change.day}`, { method: 'DELETE', language });
    case 'block-slot':
      return apiRequest('/api/admin/blocked-slots', { method: 'POST', body: { day: change.day, slot_id: change.slotId }, language });
    case 'unblock-slot':
      return apiRequest(`/api/admin/blocked-slots/${change.day}/${change.slotId}`, { method: 'DELETE', language });
  }
}

/** Every change to the schedule answers with the whole schedule, which replaces the cached one. */
export function useScheduleChange(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ScheduleChange) => send(change, language),
    onSuccess: (reply) => {
      queryClient.setQueryData([...scheduleKey, language], reply);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'slots'] });
    },
  });
}
