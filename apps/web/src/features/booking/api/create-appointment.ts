import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export function createAppointment(form: FormData, language: Language): Promise<Appointment> {
  return apiRequest<AppointmentReply>('/api/appointments', { method: 'POST', body: form, language }).then((reply) => reply.appointment);
}

export function useCreateAppointment(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => createAppointment(form, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
