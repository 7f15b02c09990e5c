import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appointments, payments, refunds } from '../../db/schema';
import { messageEvents } from '../messages/outbox/message-events';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Omit<
  typeof refunds.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'processedAt' | 'gatewayRefundId'
>;

/**
 * Once the money of the appointment's payment is back, the appointment's payment reads
 * refunded (a second payment's refund leaves the first payment as it is), and the customer is
 * told. Until then it stays paid, with the refund shown pending.
 */
async function moneyIsBack(tx: Database, refund: RefundRow): Promise<void> {
  if (refund.kind !== 'duplicate_payment') {
    await tx
      .update(appointments)
      .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
      .where(eq(appointments.id, refund.appointmentId));
  }
  await messageEvents.refundProcessed(tx, refund);
}

export function createRefundsRepo(db: Database) {
  return {
    async insert(values: NewRefund): Promise<RefundRow> {
      const processed = values.status === 'processed' ? { processedAt: sql`now()` } : {};
      const [row] = await db
        .insert(refunds)
        .values({ ...values, ...processed })
        .returning();
      if (row!.status === 'processed') await moneyIsBack(db, row!);
      return row!;
    },

    /** The refund of one payment, if it has one (a payment is refunded at most once). */
    ofPayment(paymentId: number): Promise<RefundRow | undefined> {
      return db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, paymentId))
        .then((rows) => rows[0]);
    },

    lock(refundId: number): Promise<RefundRow | undefined> {
      return db
        .select()
        .from(refunds)
        .where(eq(refunds.id, refundId))
        .for('update')
        .then((rows) => rows[0]);
    },

    /** Online refunds not given back yet: the ones to send (again) to the gateway. */
    pendingOnline(): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(and(eq(refunds.method, 'online'), eq(refunds.status, 'pending')))
        .orderBy(asc(refunds.id))
        .limit(100);
    },

    /** The gateway payment a refund goes back to. */
    gatewayPaymentIdOf(paymentId: number): Promise<string | null> {
      return db
        .select({ id: payments.gatewayPaymentId })
        .from(payments)
        .where(eq(payments.id, paymentId))
        .then((rows) => rows[0]?.id ?? null);
    },

    async settle(
      refundId: number,
      status: 'pending' | 'processed' | 'failed',
      gatewayRefundId: string | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(refunds)
          .set({
            status,
            gatewayRefundId,
            updatedAt: sql`now()`,
            ...(status === 'processed'
              ? { processedAt: sql`coalesce(${refunds.processedAt}, now())` }
              : {}),
          })
          .where(eq(refunds.id, refundId))
          .returning();
        if (row?.status === 'processed') await moneyIsBack(tx, row);
      });
    },
  };
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
