import type { AdminPayment } from '@portal/contracts';

type Payment = Pick<AdminPayment, 'id' | 'method' | 'status'> & { appointment_id?: number };

/**
 * The word for a payment's state (the key after `pstatus_` or `payment_status_`). A cash choice
 * ends ('cancelled') in one of two ways (modules/payments): the customer paid online instead, or
 * the booking was cancelled while the cash was still to come. Which, the appointment's other
 * payments tell: an online payment made beside it means the first; otherwise the second.
 * `others` are the payments of the same appointment (or of several, each with its appointment_id).
 */
export function paymentStateWord(payment: Payment, others: readonly Payment[]): string {
  if (payment.status !== 'cancelled' || payment.method !== 'cash') return payment.status;
  const paidOnline = others.some(
    (other) =>
      other.id !== payment.id &&
      other.appointment_id === payment.appointment_id &&
      other.method === 'online' &&
      (other.status === 'paid' || other.status === 'refunded'),
  );
  return paidOnline ? 'cash_for_online' : 'cancelled';
}
