import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import type { PaymentGateway } from '../../lib/payments/payment-gateway';
import { createAuditLogRepo } from '../audit/audit-log.repo';
import { auditedChange } from '../audit/audited-change';
import type { PaymentRow } from './payments.repo';
import { createRefundsRepo, type RefundRow } from './refunds.repo';

export interface RefundsDependencies {
  db: Database;
  gateway: PaymentGateway;
  log: { warn: (details: object, message: string) => void };
}

/** A fresh idempotency key: the gateway makes one refund per key, however often it is sent. */
export const newRefundKey = () => `refund-${randomUUID()}`;

/**
 * Records, inside the caller's transaction, that a payment goes back in full by itself: one that
 * arrived for a cancelled appointment, or a second payment of one. Audited as the system's act.
 * The caller sends it to the gateway once the transaction has committed.
 */
export async function recordAutomaticRefund(
  tx: Database,
  payment: PaymentRow,
  kind: 'paid_after_cancel' | 'duplicate_payment',
): Promise<RefundRow> {
  const refunds = createRefundsRepo(tx);
  const earlier = await refunds.ofPayment(payment.id);
  if (earlier) return earlier;
  const refund = await refunds.insert({
    appointmentId: payment.appointmentId,
    paymentId: payment.id,
    kind,
    method: payment.method,
    amountPaise: payment.amountPaise,
    feePaise: 0,
    status: 'pending',
    idempotencyKey: newRefundKey(),
    reason: null,
  });
  await createAuditLogRepo(tx).record({
    actorUserId: null,
    action: 'refund.automatic',
    entityType: 'appointment',
    entityId: payment.appointmentId,
    before: { payment_id: payment.id },
    after: { refund_id: refund.id, kind, method: refund.method, amount_paise: refund.amountPaise },
  });
  return refund;
}

/**
 * Gives money back through the gateway under each refund's stored idempotency key, so a retry
 * (of a lost reply, a restart, or a sweep) never refunds twice; and lets the office record cash
 * handed back over the counter.
 */
export function createRefundsService({ db, gateway, log }: RefundsDependencies) {
  const repo = createRefundsRepo(db);

  return {
    /**
     * Sends an online refund; true when the gateway has it (processed or on its way), false when
     * it must be retried.
     */
    async send(refund: RefundRow): Promise<boolean> {
      if (refund.method !== 'online' || refund.status === 'processed') return true;
      try {
        const gatewayPaymentId = await repo.gatewayPaymentIdOf(refund.paymentId);
        if (!gatewayPaymentId) throw new Error('the payment has no gateway payment id');
        const made = await gateway.refund({
          paymentId: gatewayPaymentId,
          amountPaise: refund.amountPaise,
          idempotencyKey: refund.idempotencyKey,
          notes: { appointment_id: String(refund.appointmentId), kind: refund.kind },
        });
        const status =
          made.status === 'failed'
            ? 'failed'
            : made.status === 'processed'
              ? 'processed'
              : 'pending';
        await repo.settle(refund.id, status, made.id);
        if (status === 'failed') throw new Error(`the gateway reports refund ${made.id} failed`);
        return true;
      } catch (error) {
        log.warn({ err: error, refundId: refund.id }, 'a refund did not go through the gateway');
        return false;
      }
    },

    /**
     * Sends every online refund still pending (a reply lost, a gateway down, a restart); returns
     * how many went through.
     */
    async retryPending(): Promise<number> {
      let sent = 0;
      for (const refund of await repo.pendingOnline()) if (await this.send(refund)) sent += 1;
      return sent;
    },

    /** The office hands back a cash refund the customer was owed. Returns the appointment's id. */
    handOver(actorUserId: number, refundId: number): Promise<number> {
      return auditedChange(
        db,
        { actorUserId, action: 'refund.handed_over', entityType: 'refund', entityId: refundId },
        async (tx) => {
          const txRepo = createRefundsRepo(tx);
          const refund = await txRepo.lock(refundId);
          if (!refund) throw new AppError('NOT_FOUND');
          if (refund.method !== 'cash' || refund.status !== 'pending')
            throw new AppError('REFUND_NOT_OWED');
          await txRepo.settle(refund.id, 'processed', null);
          return {
            before: { status: refund.status },
            after: { status: 'processed', appointment_id: refund.appointmentId },
            result: refund.appointmentId,
          };
        },
      );
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
