import type { Appointment } from '@portal/contracts';

/** Spec section 2: a pending appointment with no payment (none made or chosen, or a failed one) shows Pay now. */
export const canPayNow = (appointment: Appointment) =>
  appointment.status === 'pending' && appointment.payment === null && appointment.payment_status !== 'paid' && appointment.payment_status !== 'refunded';

/** Book later: a paid appointment without a slot can have one chosen from My Appointments. */
export const canChooseSlot = (appointment: Appointment) =>
  appointment.payment_status === 'paid' && appointment.scheduled_datetime === null && (appointment.status === 'paid' || appointment.status === 'pending');

/** Spec section 4: a report downloads only when completed and paid. */
export const downloadableReports = (appointment: Appointment) =>
  appointment.pdf_service_requests.filter((request) => request.status === 'completed' && request.payment_status === 'paid');

/** Spec section 2: services comma-joined, or a dash when there are none. */
export const servicesText = (appointment: Pick<Appointment, 'services'>) =>
  appointment.services.length > 0 ? appointment.services.join(', ') : '-';
