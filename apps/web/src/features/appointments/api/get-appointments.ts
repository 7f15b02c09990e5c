import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment, AppointmentReply, AppointmentsReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getAppointments(language: Language): Promise<Appointment[]> {
  return apiRequest<AppointmentsReply>('/api/appointments', { language }).then(
    (reply) => reply.appointments,
  );
}

export const appointmentsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['appointments', 'list', language],
    queryFn: () => getAppointments(language),
    retry: 1,
  });

export function useAppointments(language: Language) {
  return useQuery(appointmentsQuery(language));
}

export function getAppointment(id: number, language: Language): Promise<Appointment> {
  return apiRequest<AppointmentReply>(`/api/appointments/${id}`, { language }).then(
    (reply) => reply.appointment,
  );
}

export function useAppointment(id: number, language: Language) {
  return useQuery({
    queryKey: ['appointments', 'one', id, language],
    queryFn: () => getAppointment(id, language),
    retry: false,
    enabled: Number.isInteger(id) && id > 0,
  });
}
