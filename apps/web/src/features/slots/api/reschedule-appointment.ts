import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, BookSlotReply, Language, RescheduleRequest } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useIntentKeys, withIntentKey } from '../../../lib/intent-key';
import { deviceTimeZone, type AstrologerChoice } from './slot-calls';

/** Moves a scheduled appointment to another slot (24 hours' notice, within the office's limit). */
export function rescheduleAppointment(
  appointmentId: number,
  request: RescheduleRequest,
  language: Language,
  idempotencyKey?: string,
): Promise<Appointment> {
  return apiRequest<BookSlotReply>(`/api/appointments/${appointmentId}/reschedule`, {
    method: 'POST',
    body: request,
    language,
    idempotencyKey,
  }).then((reply) => reply.appointment);
}

export function useRescheduleAppointment(appointmentId: number, language: Language) {
  const queryClient = useQueryClient();
  const intents = useIntentKeys();
  return useMutation({
    mutationFn: ({
      slotId,
      date,
      astrologerId,
    }: {
      slotId: number;
      date: string;
      astrologerId: AstrologerChoice;
    }) =>
      withIntentKey(intents, { appointmentId, slotId, date, astrologerId }, (key) =>
        rescheduleAppointment(
          appointmentId,
          {
            slot_id: slotId,
            date,
            time_zone: deviceTimeZone(),
            // Any astrologer: the server's policy keeps the one it has when free, else chooses (decision 0091).
            astrologer_id: astrologerId ?? 'any',
          },
          language,
          key,
        ),
      ),
    // The old slot is free and the new one taken; the lists catch up behind the caller's toast.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
}
