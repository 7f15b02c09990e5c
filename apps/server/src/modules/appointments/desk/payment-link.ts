import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { messageEvents } from '../../messages/outbox/message-events';
import { changeAppointment } from '../appointment-change';

/**
 * The office sends a customer a link to pay online (decision 0063): a message by their
 * own channels, in their language, whose link opens the pay screen of the signed-in app
 * (`/payment/{id}`). The link carries no secret: whoever opens it signs in with the customer's
 * own number before checkout opens, and the payments module's own rules apply there (the owner's
 * appointment only, the server's total, the gateway's signature). Audited; sent again on each call.
 */
export function createPaymentLinks(db: Database, now: () => Date = () => new Date()) {
  return {
    async send(actorUserId: number, appointmentId: number): Promise<void> {
      await changeAppointment(
        db,
        { actorUserId, action: 'appointment.payment_link', appointmentId },
        async (row, tx) => {
          if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
          if (row.paymentStatus === 'paid' || row.paymentStatus === 'refunded')
            throw new AppError('ALREADY_PAID');
          const sentAt = now();
          await messageEvents.paymentLinkSent(tx, row.id, sentAt);
          return { after: { payment_link_sent: sentAt.toISOString() } };
        },
      );
    },
  };
}
