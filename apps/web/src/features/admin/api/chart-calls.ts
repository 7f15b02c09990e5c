import { useQuery } from '@tanstack/react-query';
import type { AppointmentChartsReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The office's astrology of one appointment: each person's chart and, for a marriage booking, the porutham. */
export function useAppointmentCharts(id: number, language: Language) {
  return useQuery({
    queryKey: ['admin', 'appointment-charts', id, language],
    queryFn: () => apiRequest<AppointmentChartsReply>(`/api/admin/appointments/${id}/chart`, { language }),
    enabled: Number.isInteger(id) && id > 0,
    // A chart does not change unless the birth details do (the appointment's own refresh invalidates ['admin']).
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
