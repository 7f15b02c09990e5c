import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import type { PaymentGateway } from '../../lib/payments/payment-gateway';
import { createPaymentsRepo } from '../payments/payments.repo';
import { createRefundsRepo, type RefundRow } from '../payments/refunds.repo';
import { createRefundsService, newRefundKey } from '../payments/refunds.service';
import { messageEvents } from '../messages/outbox/message-events';
import { changeAppointment } from './appointment-change';
import { customerCancelRefusal, officeCanCancel, refundDue } from './appointment-policy';
import { createAppointmentsRepo } from './appointments.repo';

export interface CancellationDependencies {
  db: Database;
  gateway: PaymentGateway;
  log: { warn: (details: object, message: string) => void };
  now?: () => Date;
}

/**
 * Who cancels: the customer (their own, until it begins), the office (anything not finished), or
 * the erasure of the customer's account (modules/privacy/erasure; decision 0101): as the office's,
 * everything back, but cash is left owed (nobody handed it over), by whoever erased (null: the
 * retention job).
 */
export type Canceller =
  | { by: 'customer'; userId: number }
  | { by: 'office'; userId: number }
  | { by: 'erasure'; userId: number | null; ownerUserId: number };

export interface Cancellation {
  /** The cancellation's refund, if anything was due (a repeat returns the same one). */
  refund: RefundRow | undefined;
  /**
   * False when an online refund did not reach the gateway: it stays pending and is sent again
   * later.
   */
  refundSent: boolean;
}

/**
 * Cancels one appointment by the policy in a transaction of its own, or in the caller's when `db`
 * is one (a savepoint: the erasure cancels every consultation to come in its transaction). Returns
 * the refund recorded, if anything was due; an online one is the caller's to send once committed.
 */
export function cancelAppointment(
  db: Database,
  canceller: Canceller,
  appointmentId: number,
  { reason, at }: { reason: string | undefined; at: Date },
): Promise<RefundRow | undefined> {
  const customer = canceller.by === 'customer';
  const erasure = canceller.by === 'erasure';
  return changeAppointment<RefundRow | undefined>(
    db,
    {
      actorUserId: canceller.userId,
      action: customer ? 'appointment.customer_cancel' : 'appointment.cancel',
      appointmentId,
      ownerUserId: customer ? canceller.userId : erasure ? canceller.ownerUserId : undefined,
    },
    async (row, tx) => {
      const paymentsRepo = createPaymentsRepo(tx);
      const refundsRepo = createRefundsRepo(tx);
      const paid = await paymentsRepo.paidPaymentOf(row.id);
      if (row.status === 'cancelled')
        return { after: null, result: paid ? await refundsRepo.ofPayment(paid.id) : undefined };
      if (customer) {
        const refusal = customerCancelRefusal(row, at);
        if (refusal === 'closed') throw new AppError('NOT_CANCELLABLE');
        if (refusal === 'begun') throw new AppError('CANCEL_TOO_LATE');
      } else if (!officeCanCancel(row)) {
        throw new AppError('NOT_CANCELLABLE');
      }
      const due = paid
        ? refundDue(paid.amountPaise, row.scheduledAt, at, customer ? 'customer' : 'office')
        : null;
      const made =
        paid && due && due.amountPaise > 0
          ? await refundsRepo.insert({
              appointmentId: row.id,
              paymentId: paid.id,
              kind: 'cancellation',
              method: paid.method,
              amountPaise: due.amountPaise,
              feePaise: due.feePaise,
              // Cash: the office hands it back when it cancels; a customer's cancel, or their
              // erasure, leaves it owed.
              status: paid.method === 'cash' && canceller.by === 'office' ? 'processed' : 'pending',
              idempotencyKey: newRefundKey(),
              reason: reason ?? null,
            })
          : undefined;
      const appointments = createAppointmentsRepo(tx);
      // The payment reads refunded once the money is back (refunds.repo), paid until then.
      await appointments.update(row.id, { status: 'cancelled', cancelledAt: at });
      await appointments.cancelPendingReports(row.id);
      await paymentsRepo.cancelPendingCash(row.id);
      await messageEvents.appointmentCancelled(tx, row.id, {
        refund: made,
        byCustomer: customer,
        hadTime: row.scheduledAt !== null,
      });
      return {
        after: {
          status: 'cancelled',
          payment_status: made?.status === 'processed' ? 'refunded' : row.paymentStatus,
          reason: reason ?? null,
          refund: made
            ? {
                id: made.id,
                method: made.method,
                amount_paise: made.amountPaise,
                fee_paise: made.feePaise,
                status: made.status,
              }
            : null,
        },
        result: made,
      };
    },
  );
}

/**
 * Cancellation by the policy, for the customer's and the office's calls alike (and a day the office
 * closes: call it with `by: 'office'`). The canceller decides the refund: the office's gives
 * everything back whatever the hour; the customer's own pays the policy's late fee. The
 * appointment's new state, its refund's record (with a fresh idempotency key), the cancelled report
 * requests and the audit entry are written in one transaction; an online refund then goes to the
 * gateway under its key. A repeated cancel changes nothing and sends a refund still pending again,
 * with the same key, so nobody is ever refunded twice.
 */
export function createCancellationService({
  db,
  gateway,
  log,
  now = () => new Date(),
}: CancellationDependencies) {
  const refunds = createRefundsService({ db, gateway, log });

  return {
    async cancel(
      canceller: Canceller,
      appointmentId: number,
      reason: string | undefined,
    ): Promise<Cancellation> {
      const refund = await cancelAppointment(db, canceller, appointmentId, { reason, at: now() });
      if (!refund) return { refund, refundSent: true };
      const refundSent = await refunds.send(refund);
      // As the refund now stands (the gateway may have processed it).
      return {
        refund: (await createRefundsRepo(db).ofPayment(refund.paymentId)) ?? refund,
        refundSent,
      };
    },
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
