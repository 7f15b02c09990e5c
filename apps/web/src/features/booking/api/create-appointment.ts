import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentReply, Language } from '@portal/contracts';
import { apiUpload } from '../../../lib/api-client';

export function createAppointment(form: FormData, language: Language, onProgress?: (fraction: number) => void): Promise<Appointment> {
  return apiUpload<AppointmentReply>('/api/appointments', form, { language, onProgress }).then((reply) => reply.appointment);
}

/** Books, reporting how much of the upload has gone (0 to 1) while it is sent. */
export function useCreateAppointment(language: Language, onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => createAppointment(form, language, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
