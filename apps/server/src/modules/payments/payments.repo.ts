import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appointments, paymentWebhookEvents, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentsRepo(db: Database) {
  return {
    openOrder(appointmentId: number): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'created')))
        .then((rows) => rows[0]);
    },

    async insert(
      values: Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
    ): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    /** The payment of an order, only when its appointment belongs to this user. */
    findOrderForUser(userId: number, orderId: string) {
      return db
        .select({ payment: payments, userId: appointments.userId })
        .from(payments)
        .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
        .where(and(eq(payments.gatewayOrderId, orderId), eq(appointments.userId, userId)))
        .then((rows) => rows[0]?.payment);
    },

    findByOrder(orderId: string): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.gatewayOrderId, orderId))
        .then((rows) => rows[0]);
    },

    pendingCash(appointmentId: number): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.appointmentId, appointmentId),
            eq(payments.method, 'cash'),
            eq(payments.status, 'pending'),
          ),
        )
        .then((rows) => rows[0]);
    },

    latest(appointmentId: number): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.appointmentId, appointmentId))
        .orderBy(desc(payments.id))
        .limit(1)
        .then((rows) => rows[0]);
    },

    /** Locks the payment row for the rest of the transaction. */
    lock(paymentId: number): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update')
        .then((rows) => rows[0]);
    },

    paidPaymentOf(appointmentId: number): Promise<PaymentRow | undefined> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'paid')))
        .then((rows) => rows[0]);
    },

    async setPaid(paymentId: number, gatewayPaymentId: string | null): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'paid', gatewayPaymentId, paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(payments.id, paymentId));
    },

    /** A second payment of an appointment already paid: taken, and to be given back in full. */
    async setRefundedDuplicate(paymentId: number, gatewayPaymentId: string | null): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'refunded', gatewayPaymentId, paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(payments.id, paymentId));
    },

    /** The customer paid online instead: a cash choice still waiting is given up. Returns how many were. */
    async cancelPendingCash(appointmentId: number): Promise<number> {
      const rows = await db
        .update(payments)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(
          and(
            eq(payments.appointmentId, appointmentId),
            eq(payments.method, 'cash'),
            eq(payments.status, 'pending'),
          ),
        )
        .returning({ id: payments.id });
      return rows.length;
    },

    /** A failed order; a paid one never moves back. */
    async setFailed(paymentId: number): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(payments.id, paymentId), ne(payments.status, 'paid')));
    },

    /** The appointment is paid: pending becomes paid; a later status (scheduled, ...) stays. */
    async markAppointmentPaid(appointmentId: number): Promise<void> {
      await db
        .update(appointments)
        .set({
          paymentStatus: 'paid',
          status: sql`case when ${appointments.status} = 'pending' then 'paid' else ${appointments.status} end`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(appointments.id, appointmentId), ne(appointments.paymentStatus, 'paid')));
    },

    async markAppointmentPaymentFailed(appointmentId: number): Promise<void> {
      await db
        .update(appointments)
        .set({ paymentStatus: 'failed', updatedAt: sql`now()` })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.paymentStatus, 'pending')));
    },

    /** True the first time an event id is seen; false for a repeat. */
    async recordWebhookEvent(eventId: string, event: string): Promise<boolean> {
      const inserted = await db
        .insert(paymentWebhookEvents)
        .values({ eventId, event })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return inserted.length > 0;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
