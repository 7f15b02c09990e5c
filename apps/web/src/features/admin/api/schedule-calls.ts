import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminScheduleReply, Language, Schedule } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const scheduleKey = ['admin', 'schedule'];

export function useAdminSchedule(language: Language) {
  return useQuery({
    queryKey: [...scheduleKey, language],
    queryFn: () => apiRequest<AdminScheduleReply>('/api/admin/schedule', { language }),
    retry: 1,
  });
}

/** The office-wide booking rules: the slot length, how far ahead, how many reschedules. */
export type BookingRules = Omit<Schedule, 'weekly_hours'>;

/** Whose a closed day or blocked slot is: an astrologer's id, or null for the whole office. */
export type Owner = number | null;

export type ScheduleChange =
  | { kind: 'save-rules'; rules: BookingRules }
  | {
      kind: 'close-day';
      day: string;
      reason: string;
      owner: Owner;
      consultations?: 'move' | 'cancel';
    }
  | { kind: 'reopen-day'; day: string; owner: Owner }
  | { kind: 'block-slot'; day: string; slotId: number; owner: Owner }
  | { kind: 'unblock-slot'; day: string; slotId: number; owner: Owner };

const ownerQuery = (owner: Owner) => (owner === null ? '' : `?astrologer_id=${owner}`);
const ownerField = (owner: Owner) => (owner === null ? {} : { astrologer_id: owner });

function send(change: ScheduleChange, language: Language): Promise<AdminScheduleReply> {
  switch (change.kind) {
    case 'save-rules':
      return apiRequest('/api/admin/schedule', { method: 'PUT', body: change.rules, language });
    case 'close-day':
      return apiRequest('/api/admin/blocked-days', {
        method: 'POST',
        body: {
          day: change.day,
          reason: change.reason || null,
          ...ownerField(change.owner),
          ...(change.consultations ? { consultations: change.consultations } : {}),
        },
        language,
      });
    case 'reopen-day':
      return apiRequest(`/api/admin/blocked-days/${change.day}${ownerQuery(change.owner)}`, {
        method: 'DELETE',
        language,
      });
    case 'block-slot':
      return apiRequest('/api/admin/blocked-slots', {
        method: 'POST',
        body: { day: change.day, slot_id: change.slotId, ...ownerField(change.owner) },
        language,
      });
    case 'unblock-slot':
      return apiRequest(
        `/api/admin/blocked-slots/${change.day}/${change.slotId}${ownerQuery(change.owner)}`,
        { method: 'DELETE', language },
      );
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
