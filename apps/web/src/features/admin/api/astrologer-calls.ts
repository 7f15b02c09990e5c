import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAstrologerInput,
  AdminAstrologerSavedReply,
  AdminAstrologersReply,
  AstrologerScheduleReply,
  Language,
  OpeningHours,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const astrologersKey = ['admin', 'astrologers'];

/** The whole team, active or not, as the office keeps it. */
export function useAdminAstrologers(language: Language) {
  return useQuery({
    queryKey: [...astrologersKey, language],
    queryFn: () => apiRequest<AdminAstrologersReply>('/api/admin/astrologers', { language }),
    retry: 1,
  });
}

export type AstrologerChange =
  | { kind: 'add'; astrologer: AdminAstrologerInput }
  | { kind: 'update'; astrologerId: number; astrologer: AdminAstrologerInput };

/** An astrologer added or changed; the reply's list replaces the cached one. */
export function useAstrologerChange(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AstrologerChange) =>
      change.kind === 'add'
        ? apiRequest<AdminAstrologerSavedReply>('/api/admin/astrologers', {
            method: 'POST',
            body: change.astrologer,
            language,
          })
        : apiRequest<AdminAstrologerSavedReply>(`/api/admin/astrologers/${change.astrologerId}`, {
            method: 'PUT',
            body: change.astrologer,
            language,
          }),
    onSuccess: (reply) => {
      queryClient.setQueryData([...astrologersKey, language], {
        success: true,
        astrologers: reply.astrologers,
      });
      // The order decides whose hours the office's schedule shows.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'schedule'] });
    },
  });
}

const hoursKey = (astrologerId: number | null, language: Language) => [
  'admin',
  'astrologer-hours',
  astrologerId,
  language,
];

/** One astrologer's weekly hours (nothing asked for without one). */
export function useAstrologerHours(astrologerId: number | null, language: Language) {
  return useQuery({
    queryKey: hoursKey(astrologerId, language),
    queryFn: () =>
      apiRequest<AstrologerScheduleReply>(`/api/admin/astrologers/${astrologerId}/schedule`, {
        language,
      }),
    enabled: astrologerId !== null,
    retry: 1,
  });
}

/** Saves one astrologer's weekly hours; the reply replaces the cached ones, and the office's schedule is read again. */
export function useAstrologerHoursChange(astrologerId: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyHours: OpeningHours[]) =>
      apiRequest<AstrologerScheduleReply>(`/api/admin/astrologers/${astrologerId}/schedule`, {
        method: 'PUT',
        body: { weekly_hours: weeklyHours },
        language,
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(hoursKey(astrologerId, language), reply);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'schedule'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'slots'] });
    },
  });
}
