import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelAppointmentReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Spec section 9's cancellation by the customer: the policy decides the refund; repeating it is harmless. */
export function cancelAppointment(appointmentId: number, reason: string, language: Language): Promise<CancelAppointmentReply> {
  const body = reason.trim() === '' ? {} : { reason: reason.trim() };
  return apiRequest<CancelAppointmentReply>(`/api/appointments/${appointmentId}/cancel`, { method: 'POST', body, language });
}

export function useCancelAppointment(appointmentId: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelAppointment(appointmentId, reason, language),
    // Its slot is free for others again; the lists catch up behind the caller's toast.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
  });
}
