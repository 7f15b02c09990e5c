import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelAppointmentReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useIntentKeys, withIntentKey } from '../../../lib/intent-key';

/** The customer's own cancellation: the policy decides the refund; repeating it is harmless. */
export function cancelAppointment(
  appointmentId: number,
  reason: string,
  language: Language,
  idempotencyKey?: string,
): Promise<CancelAppointmentReply> {
  const body = reason.trim() === '' ? {} : { reason: reason.trim() };
  return apiRequest<CancelAppointmentReply>(`/api/appointments/${appointmentId}/cancel`, {
    method: 'POST',
    body,
    language,
    idempotencyKey,
  });
}

export function useCancelAppointment(appointmentId: number, language: Language) {
  const queryClient = useQueryClient();
  const intents = useIntentKeys();
  return useMutation({
    mutationFn: (reason: string) =>
      withIntentKey(intents, { appointmentId, reason: reason.trim() }, (key) =>
        cancelAppointment(appointmentId, reason, language, key),
      ),
    // Its slot is free for others again; the lists catch up behind the caller's toast.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
  });
}
