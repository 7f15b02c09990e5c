import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment, BookSlotReply, Language, SlotsReply } from '@portal/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useIntentKeys, withIntentKey } from '../../../lib/intent-key';

/** Who the customer asked for: one astrologer, or whoever is free (null). */
export type AstrologerChoice = number | null;

/** A day's slots for this appointment (sized by its services, offered by who gives them), for one astrologer or any. */
export function getSlots(
  date: string,
  language: Language,
  appointmentId: number,
  astrologerId: AstrologerChoice,
): Promise<SlotsReply> {
  const query = new URLSearchParams({ date, appointment_id: String(appointmentId), language });
  if (astrologerId !== null) query.set('astrologer_id', String(astrologerId));
  return apiRequest<SlotsReply>(`/api/slots/available?${query.toString()}`, { language });
}

/** One more try after a network or server failure; a refusal (a date outside the window) is final at once. */
const retryOnce = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function useSlots(
  date: string,
  language: Language,
  appointmentId: number,
  astrologerId: AstrologerChoice,
) {
  return useQuery({
    queryKey: ['slots', date, language, appointmentId, astrologerId],
    queryFn: () => getSlots(date, language, appointmentId, astrologerId),
    enabled: date !== '',
    retry: retryOnce,
    // Another astrologer's day keeps the team's chips on screen while it loads.
    placeholderData: (previous) => previous,
  });
}

/** The phone's own zone, so the confirmation also gives the time there when the customer is abroad. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export interface SlotBooking {
  slotId: number;
  date: string;
  astrologerId: AstrologerChoice;
  language: Language;
  idempotencyKey?: string;
}

export function bookSlot(
  appointmentId: number,
  { slotId, date, astrologerId, language, idempotencyKey }: SlotBooking,
): Promise<Appointment> {
  const body = {
    slot_id: slotId,
    date,
    time_zone: deviceTimeZone(),
    ...(astrologerId !== null ? { astrologer_id: astrologerId } : {}),
  };
  return apiRequest<BookSlotReply>(`/api/appointments/${appointmentId}/book-slot`, {
    method: 'POST',
    body,
    language,
    idempotencyKey,
  }).then((reply) => reply.appointment);
}

export function useBookSlot(appointmentId: number, language: Language) {
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
        bookSlot(appointmentId, { slotId, date, astrologerId, language, idempotencyKey: key }),
      ),
    // Not awaited: the booking's own caller speaks first; the lists catch up behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
}
