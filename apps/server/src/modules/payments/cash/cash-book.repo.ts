import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { appointments, payments, refunds, users } from '../../../db/schema';

/**
 * The cash book's readings: each by an index on the moment it reads (payments_cash_paid_at_idx,
 * refunds_cash_processed_at_idx, refunds_pending_idx).
 */
export function createCashBookRepo(db: Database) {
  const appointmentColumns = {
    appointmentId: appointments.id,
    appointmentNumber: appointments.appointmentNumber,
    name: appointments.name,
  };

  return {
    /**
     * Cash marked received between two moments: kept (paid, or since refunded on cancellation) or
     * undone the same day.
     */
    taken(from: Date, to: Date) {
      return db
        .select({
          paymentId: payments.id,
          ...appointmentColumns,
          amountPaise: payments.amountPaise,
          paidAt: payments.paidAt,
          undoneAt: payments.undoneAt,
          undoneBy: sql<string | null>`coalesce(${users.name}, ${users.mobileNumber})`,
        })
        .from(payments)
        .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
        .leftJoin(users, eq(users.id, payments.undoneByUserId))
        .where(
          and(
            eq(payments.method, 'cash'),
            inArray(payments.status, ['paid', 'refunded', 'undone']),
            gte(payments.paidAt, from),
            lt(payments.paidAt, to),
          ),
        )
        .orderBy(asc(payments.paidAt), asc(payments.id));
    },

    /** Cash refunds handed back between two moments. */
    handedBack(from: Date, to: Date) {
      return db
        .select({
          refundId: refunds.id,
          ...appointmentColumns,
          amountPaise: refunds.amountPaise,
          createdAt: refunds.createdAt,
          processedAt: refunds.processedAt,
        })
        .from(refunds)
        .innerJoin(appointments, eq(appointments.id, refunds.appointmentId))
        .where(
          and(
            eq(refunds.method, 'cash'),
            eq(refunds.status, 'processed'),
            gte(refunds.processedAt, from),
            lt(refunds.processedAt, to),
          ),
        )
        .orderBy(asc(refunds.processedAt), asc(refunds.id));
    },

    /** Cash refunds still owed to customers, whatever day they arose, oldest first. */
    owed() {
      return db
        .select({
          refundId: refunds.id,
          ...appointmentColumns,
          amountPaise: refunds.amountPaise,
          createdAt: refunds.createdAt,
          processedAt: refunds.processedAt,
        })
        .from(refunds)
        .innerJoin(appointments, eq(appointments.id, refunds.appointmentId))
        .where(and(eq(refunds.status, 'pending'), eq(refunds.method, 'cash')))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },
  };
}
