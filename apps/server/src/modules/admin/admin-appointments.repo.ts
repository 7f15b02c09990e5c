import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appointmentFiles, appointments, payments, pdfRequests, refunds, users } from '../../db/schema';

export type RefundRow = typeof refunds.$inferSelect;

export interface AppointmentFilter {
  /** The consultation's day, as two moments: its start and the next day's start (India time). */
  between?: { from: Date; to: Date };
  status?: string;
  paymentStatus?: string;
  search?: string;
}

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function createAdminAppointmentsRepo(db: Database) {
  return {
    /** One page of appointments with their customers' numbers: a day's in time order, otherwise newest first. */
    async page(filter: AppointmentFilter, page: number, pageSize: number) {
      const conditions: SQL[] = [];
      if (filter.between) conditions.push(gte(appointments.scheduledAt, filter.between.from), lt(appointments.scheduledAt, filter.between.to));
      if (filter.status) conditions.push(eq(appointments.status, filter.status));
      if (filter.paymentStatus) conditions.push(eq(appointments.paymentStatus, filter.paymentStatus));
      if (filter.search) {
        const pattern = containing(filter.search);
        const digits = filter.search.replace(/\D/g, '');
        conditions.push(
          or(
            ilike(appointments.appointmentNumber, pattern),
            ilike(appointments.name, pattern),
            ilike(users.name, pattern),
            ...(digits.length >= 3 ? [ilike(users.mobileNumber, containing(digits))] : []),
          )!,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = filter.between ? [asc(appointments.scheduledAt), asc(appointments.id)] : [desc(appointments.createdAt), desc(appointments.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ appointment: appointments, mobileNumber: users.mobileNumber })
          .from(appointments)
          .innerJoin(users, eq(users.id, appointments.userId))
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(appointments).innerJoin(users, eq(users.id, appointments.userId)).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    find(id: number) {
      return db.select().from(appointments).where(eq(appointments.id, id)).then((rows) => rows[0]);
    },

    /** Locks the appointment for the rest of the transaction: office actions on it run one at a time. */
    lock(id: number) {
      return db.select().from(appointments).where(eq(appointments.id, id)).for('update').then((rows) => rows[0]);
    },

    customer(userId: number) {
      return db.select({ id: users.id, name: users.name, mobileNumber: users.mobileNumber, email: users.email }).from(users).where(eq(users.id, userId)).then((rows) => rows[0]!);
    },

    paymentsOf(appointmentId: number) {
      return db.select().from(payments).where(eq(payments.appointmentId, appointmentId)).orderBy(asc(payments.id));
    },

    refundOf(appointmentId: number): Promise<RefundRow | undefined> {
      return db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId)).then((rows) => rows[0]);
    },

    async insertRefund(values: Omit<typeof refunds.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(values).returning();
      return row!;
    },

    async settleRefund(refundId: number, status: 'pending' | 'processed' | 'failed', gatewayRefundId: string | null): Promise<void> {
      await db.update(refunds).set({ status, gatewayRefundId, updatedAt: sql`now()` }).where(eq(refunds.id, refundId));
    },

    async setStatus(appointmentId: number, values: { status?: string; paymentStatus?: string }): Promise<void> {
      await db.update(appointments).set({ ...values, updatedAt: sql`now()` }).where(eq(appointments.id, appointmentId));
    },

    /** Gives a paid, not cancelled or completed appointment this slot; the unique index refuses a taken one. */
    async setSlot(appointmentId: number, moment: Date): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ scheduledAt: moment, status: 'scheduled', updatedAt: sql`now()` })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.paymentStatus, 'paid'), inArray(appointments.status, ['paid', 'scheduled'])))
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /** A customer's upload, with its bytes. */
    file(appointmentId: number, fileId: number) {
      return db
        .select({ fileName: appointmentFiles.fileName, contentType: appointmentFiles.contentType, content: appointmentFiles.content })
        .from(appointmentFiles)
        .where(and(eq(appointmentFiles.id, fileId), eq(appointmentFiles.appointmentId, appointmentId)))
        .then((rows) => rows[0]);
    },

    pdfRequest(requestId: number) {
      return db.select({ id: pdfRequests.id, appointmentId: pdfRequests.appointmentId, status: pdfRequests.status, completedAt: pdfRequests.completedAt }).from(pdfRequests).where(eq(pdfRequests.id, requestId)).then((rows) => rows[0]);
    },

    async completePdfRequest(requestId: number, report: Buffer): Promise<void> {
      await db.update(pdfRequests).set({ status: 'completed', report, completedAt: sql`now()` }).where(eq(pdfRequests.id, requestId));
    },
  };
}

export type AdminAppointmentsRepo = ReturnType<typeof createAdminAppointmentsRepo>;
