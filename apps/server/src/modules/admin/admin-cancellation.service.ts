import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { PaymentGateway } from '../../lib/payments/payment-gateway';
import { createAdminAppointmentsRepo, type RefundRow } from './admin-appointments.repo';
import type { AdminAppointmentsService } from './admin-appointments.service';
import { refundDue } from './refund-policy';

interface CancellationDependencies {
  db: Database;
  gateway: PaymentGateway;
  appointments: AdminAppointmentsService;
  log: { warn: (details: object, message: string) => void };
  now?: () => Date;
}

/**
 * Cancellation by the office with the refund the policy gives. The appointment, the refund's
 * record and the audit entry are written in one transaction; the online refund then goes to the
 * gateway under the idempotency key stored with it. A retried cancel finishes a refund that did
 * not go through, with the same key, so the customer is never refunded twice.
 */
export function createCancellationService({ db, gateway, appointments, log, now = () => new Date() }: CancellationDependencies) {
  const repo = createAdminAppointmentsRepo(db);

  async function sendToGateway(refund: RefundRow): Promise<void> {
    const payment = (await repo.paymentsOf(refund.appointmentId)).find((candidate) => candidate.id === refund.paymentId);
    try {
      if (!payment?.gatewayPaymentId) throw new Error('the paid payment has no gateway payment id');
      const made = await gateway.refund({
        paymentId: payment.gatewayPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
        notes: { appointment_id: String(refund.appointmentId) },
      });
      await repo.settleRefund(refund.id, made.status === 'failed' ? 'failed' : made.status === 'processed' ? 'processed' : 'pending', made.id);
      if (made.status === 'failed') throw new Error(`the gateway reports refund ${made.id} failed`);
    } catch (error) {
      log.warn({ err: error, refundId: refund.id }, 'a refund did not go through the gateway');
      throw new AppError('REFUND_FAILED');
    }
  }

  return {
    async cancel(actorUserId: number, appointmentId: number, reason: string | undefined): Promise<void> {
      let refund: RefundRow | undefined;
      await appointments.change(actorUserId, appointmentId, 'appointment.cancel', async (row, tx) => {
        const txRepo = createAdminAppointmentsRepo(tx);
        if (row.status === 'cancelled') {
          // A retry: nothing more to write; a refund still owed is sent below.
          refund = await txRepo.refundOf(row.id);
          return null;
        }
        if (row.status === 'completed') throw new AppError('NOT_CANCELLABLE');
        const paid = row.paymentStatus === 'paid' ? (await txRepo.paymentsOf(row.id)).find((payment) => payment.status === 'paid') : undefined;
        const due = paid ? refundDue(paid.amountPaise, row.scheduledAt, now()) : null;
        if (paid && due && due.amountPaise > 0) {
          refund = await txRepo.insertRefund({
            appointmentId: row.id,
            paymentId: paid.id,
            method: paid.method,
            amountPaise: due.amountPaise,
            feePaise: due.feePaise,
            // Cash goes back over the counter when the office cancels.
            status: paid.method === 'cash' ? 'processed' : 'pending',
            idempotencyKey: `refund-${randomUUID()}`,
            reason: reason ?? null,
          });
        }
        await txRepo.setStatus(row.id, { status: 'cancelled', ...(refund ? { paymentStatus: 'refunded' } : {}) });
        return {
          status: 'cancelled',
          payment_status: refund ? 'refunded' : row.paymentStatus,
          reason: reason ?? null,
          refund: refund ? { method: refund.method, amount_paise: refund.amountPaise, fee_paise: refund.feePaise } : null,
        };
      });
      if (refund && refund.method === 'online' && refund.status !== 'processed') await sendToGateway(refund);
    },
  };
}
