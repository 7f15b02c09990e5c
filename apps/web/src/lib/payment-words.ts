import type { Appointment } from '@portal/contracts';

type PaymentWord = Appointment['payment_status'] | 'nothing_due';

/**
 * How an appointment's payment is worded, for the customer (My Appointments) and the desk alike
 * (decision 0109): a booking cancelled before anything was paid owes nothing, so it says so
 * instead of "Payment pending". A paid or refunded one keeps its word: money did move.
 */
export function paymentWord(
  appointment: Pick<Appointment, 'status' | 'payment_status'>,
): PaymentWord {
  const unpaid =
    appointment.payment_status === 'pending' || appointment.payment_status === 'failed';
  return appointment.status === 'cancelled' && unpaid ? 'nothing_due' : appointment.payment_status;
}
