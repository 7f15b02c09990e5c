import type { Appointment } from '@portal/contracts';

/** A pending appointment with no payment (none made or chosen, or a failed one) shows Pay now. */
export const canPayNow = (appointment: Appointment) =>
  appointment.status === 'pending' &&
  appointment.payment === null &&
  appointment.payment_status !== 'paid' &&
  appointment.payment_status !== 'refunded';

/**
 * A time can be chosen now: paid and not scheduled yet (Book later), or a consultation at the
 * office with cash chosen (paid at the desk). The server decides (can_choose_time, decision 0057).
 */
export const canChooseSlot = (appointment: Appointment) => appointment.can_choose_time;

/**
 * The words of a consultation time not set: one still to choose, or none ever, for a booking
 * cancelled before it had one.
 */
export const unscheduledKey = (appointment: Pick<Appointment, 'status'>) =>
  appointment.status === 'cancelled' ? 'never_scheduled' : 'not_scheduled';

/** A report downloads only when completed and paid. */
export const downloadableReports = (appointment: Appointment) =>
  appointment.pdf_service_requests.filter(
    (request) => request.status === 'completed' && request.payment_status === 'paid',
  );

/** Services comma-joined, or a dash when there are none. */
export const servicesText = (appointment: Pick<Appointment, 'services'>) =>
  appointment.services.length > 0 ? appointment.services.join(', ') : '-';

/**
 * A cash choice not yet paid at the office, before or after its time is chosen: the amount due
 * at the desk, or null. Online payment may replace it.
 */
export const cashDue = (appointment: Appointment): string | null =>
  (appointment.status === 'pending' || appointment.status === 'scheduled') &&
  appointment.payment?.method === 'cash' &&
  appointment.payment.status === 'pending'
    ? appointment.payment.amount
    : null;

/**
 * A video consultation's link: ready to join, waiting for its time (it shows 15 minutes before
 * the start), or nothing to say (not video, no slot yet, or over).
 */
export function videoLink(
  appointment: Appointment,
  now = Date.now(),
): { kind: 'join'; url: string } | { kind: 'waiting'; opensAt: string } | null {
  if (appointment.consultation_mode !== 'video') return null;
  if (appointment.meeting_url) return { kind: 'join', url: appointment.meeting_url };
  const opensAt = appointment.meeting_opens_at;
  if (appointment.status !== 'scheduled' || !opensAt || !appointment.scheduled_datetime)
    return null;
  // Before the start the link is on its way; after it, the server gives none once the consultation is over.
  return Date.parse(appointment.scheduled_datetime) > now ? { kind: 'waiting', opensAt } : null;
}

/**
 * Where a written report stands for its customer: none is prepared for a cancelled appointment,
 * whatever the request says, and none is written before the consultation is paid for.
 */
export const reportStatus = (
  appointment: Appointment,
  request: Appointment['pdf_service_requests'][number],
) => {
  if (appointment.status === 'cancelled') return 'cancelled';
  if (request.status === 'pending' && appointment.payment_status !== 'paid')
    return 'awaiting_payment';
  return request.status;
};

/** Why a scheduled appointment cannot be moved by its customer; nothing to say once it has begun. */
export function rescheduleRefusal(appointment: Appointment, now = Date.now()) {
  const upcoming =
    appointment.scheduled_datetime !== null && Date.parse(appointment.scheduled_datetime) > now;
  return appointment.status === 'scheduled' && !appointment.can_reschedule && upcoming
    ? appointment.reschedule_refusal
    : null;
}

/** The customer's next consultation: the soonest scheduled one that has not ended yet, or null. */
export function nextAppointment(appointments: Appointment[], now = Date.now()): Appointment | null {
  const upcoming = appointments.filter(
    (appointment) =>
      appointment.status === 'scheduled' &&
      appointment.scheduled_datetime !== null &&
      Date.parse(appointment.scheduled_datetime) + appointment.duration_minutes * 60_000 > now,
  );
  upcoming.sort((a, b) => Date.parse(a.scheduled_datetime!) - Date.parse(b.scheduled_datetime!));
  return upcoming[0] ?? null;
}
