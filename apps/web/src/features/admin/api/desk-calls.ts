import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAppointment,
  AdminAppointmentReply,
  BirthDetailsCorrectionInput,
  DeskBookingReply,
  Language,
  ServicesReply,
  SlotsReply,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useIntentKeys, withIntentKey } from '../../../lib/intent-key';

/*
 * The desk (decisions 0062 and 0063): book for a caller, send them a pay link, correct
 * a booking's birth details. Each reply refreshes what the console shows of appointments.
 */

/** The services a caller can book, with their ways of consulting (the customer's own list). */
export function useDeskServices(language: Language) {
  return useQuery({
    queryKey: ['admin', 'desk', 'services', language],
    queryFn: () =>
      apiRequest<ServicesReply>(`/api/services?language=${language}`, { language }).then(
        (reply) => reply.services,
      ),
    retry: 1,
  });
}

/**
 * A day's slots sized for the chosen services together, with the astrologers free at each (the slot
 * screen's own answer).
 */
export function useDeskSlots(date: string, services: string[], language: Language) {
  const service = services.join(',');
  return useQuery({
    queryKey: ['admin', 'desk', 'slots', date, service, language],
    queryFn: () =>
      apiRequest<SlotsReply>(
        `/api/slots/available?${new URLSearchParams({ date, service, language }).toString()}`,
        { language },
      ),
    enabled: date !== '' && service !== '',
    retry: 1,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (appointment?: AdminAppointment, language?: Language) => {
    if (appointment && language)
      queryClient.setQueryData(['admin', 'appointment', appointment.id, language], appointment);
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
  };
}

/** Books for a caller: the reply names the booking, whether the number was new, and a time that could not be held. */
export function useDeskBooking(language: Language) {
  const refresh = useRefresh();
  const intents = useIntentKeys();
  return useMutation({
    // The same form sent again (a second click, a retry after a lost reply) keeps its Idempotency-Key: one booking.
    mutationFn: (body: Record<string, unknown>) =>
      withIntentKey(intents, body, (idempotencyKey) =>
        apiRequest<DeskBookingReply>('/api/admin/appointments', {
          method: 'POST',
          body,
          language,
          idempotencyKey,
        }),
      ),
    onSuccess: (reply) => refresh(reply.appointment, language),
  });
}

/** Sends the customer a link to pay online, by their own channels. */
export function usePaymentLink(language: Language) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (appointmentId: number) =>
      apiRequest<AdminAppointmentReply>(`/api/admin/appointments/${appointmentId}/payment-link`, {
        method: 'POST',
        language,
      }).then((reply) => reply.appointment),
    onSuccess: (appointment) => refresh(appointment, language),
  });
}

/** Corrects the birth details with a reason: the reply is the appointment, its star recast. */
/** Releases the printed Jathagam to the customer (false withdraws it). */
export function useJathagamRelease(appointmentId: number, language: Language) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (released: boolean) =>
      apiRequest<AdminAppointmentReply>(
        `/api/admin/appointments/${appointmentId}/jathagam-release`,
        { method: 'PUT', body: { released }, language },
      ).then((reply) => reply.appointment),
    onSuccess: (appointment) => refresh(appointment, language),
  });
}

export function useBirthDetailsCorrection(appointmentId: number, language: Language) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BirthDetailsCorrectionInput) =>
      apiRequest<AdminAppointmentReply>(`/api/admin/appointments/${appointmentId}/birth-details`, {
        method: 'PUT',
        body,
        language,
      }).then((reply) => reply.appointment),
    onSuccess: (appointment) => {
      refresh(appointment, language);
    },
  });
}
