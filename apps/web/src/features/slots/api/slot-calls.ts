import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment, BookSlotReply, Language, SlotsReply } from '@portal/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useIntentKeys, withIntentKey } from '../../../lib/intent-key';

export function getSlots(date: string, language: Language): Promise<SlotsReply> {
  return apiRequest<SlotsReply>(`/api/slots/available?date=${encodeURIComponent(date)}`, { language });
}

/** One more try after a network or server failure; a refusal (a date outside the window) is final at once. */
const retryOnce = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function useSlots(date: string, language: Language) {
  return useQuery({ queryKey: ['slots', date, language], queryFn: () => getSlots(date, language), enabled: date !== '', retry: retryOnce });
}

/** The phone's own zone, so the confirmation also gives the time there when the customer is abroad. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function bookSlot(appointmentId: number, slotId: number, date: string, language: Language, idempotencyKey?: string): Promise<Appointment> {
  return apiRequest<BookSlotReply>(`/api/appointments/${appointmentId}/book-slot`, { method: 'POST', body: { slot_id: slotId, date, time_zone: deviceTimeZone() }, language, idempotencyKey }).then(
    (reply) => reply.appointment,
  );
}

export function useBookSlot(appointmentId: number, language: Language) {
  const queryClient = useQueryClient();
  const intents = useIntentKeys();
  return useMutation({
    mutationFn: ({ slotId, date }: { slotId: number; date: string }) => withIntentKey(intents, { appointmentId, slotId, date }, (key) => bookSlot(appointmentId, slotId, date, language, key)),
    // Not awaited: the booking's own caller speaks first; the lists catch up behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
}
