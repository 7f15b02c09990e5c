import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentChartsReply,
  AstrologySettings,
  AstrologySettingsReply,
  Language,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The office's astrology of one appointment: each person's chart and, for a marriage booking, the porutham. */
export function useAppointmentCharts(id: number, language: Language) {
  return useQuery({
    queryKey: ['admin', 'appointment-charts', id, language],
    queryFn: () =>
      apiRequest<AppointmentChartsReply>(`/api/admin/appointments/${id}/chart`, { language }),
    enabled: Number.isInteger(id) && id > 0,
    // A chart does not change unless the birth details do (the appointment's own refresh invalidates ['admin']).
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

/**
 * Records when a Prasanam's question was asked (null: the consultation's start); the reply is the
 * appointment's charts, cast again.
 */
export function useRecordPrasanamTime(id: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (askedAt: string | null) =>
      apiRequest<AppointmentChartsReply>(`/api/admin/appointments/${id}/prasanam-time`, {
        method: 'PUT',
        body: { asked_at: askedAt },
        language,
      }),
    onSuccess: (reply) =>
      queryClient.setQueryData(['admin', 'appointment-charts', id, language], reply),
  });
}

/** Saves the astrologer's private notes on the chart; the reply is the appointment's charts with them. */
export function useSaveChartNotes(id: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<AppointmentChartsReply>(`/api/admin/appointments/${id}/chart-notes`, {
        method: 'PUT',
        body: { text },
        language,
      }),
    onSuccess: (reply) =>
      queryClient.setQueryData(['admin', 'appointment-charts', id, language], reply),
  });
}

const settingsKey = ['admin', 'astrology-settings'];

/** How the office casts charts: the lunar node for Rahu and Ketu. */
export function useAstrologySettings(language: Language) {
  return useQuery({
    queryKey: [...settingsKey, language],
    queryFn: () =>
      apiRequest<AstrologySettingsReply>('/api/admin/astrology-settings', { language }).then(
        (reply) => reply.settings,
      ),
    retry: 1,
  });
}

/** Saves the node; every chart is cast again with it. */
export function useSaveAstrologySettings(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AstrologySettings) =>
      apiRequest<AstrologySettingsReply>('/api/admin/astrology-settings', {
        method: 'PUT',
        body: settings,
        language,
      }).then((reply) => reply.settings),
    onSuccess: (settings) => {
      queryClient.setQueryData([...settingsKey, language], settings);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'appointment-charts'] });
    },
  });
}
