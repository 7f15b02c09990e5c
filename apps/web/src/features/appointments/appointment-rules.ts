import type { Appointment } from '@portal/contracts';

/** Spec section 2: a pending appointment with no payment shows Pay now. */
export const canPayNow = (appointment: Appointment) =>
  appointment.status === 'pending' && appointment.payment === null && appointment.payment_status === 'pending';

/** Spec section 4: a report downloads only when completed and paid. */
export const downloadableReports = (appointment: Appointment) =>
  appointment.pdf_service_requests.filter((request) => request.status === 'completed' && request.payment_status === 'paid');

/** Spec section 2: services comma-joined, or a dash when there are none. */
export const servicesText = (appointment: Pick<Appointment, 'services'>) =>
  appointment.services.length > 0 ? appointment.services.join(', ') : '-';
