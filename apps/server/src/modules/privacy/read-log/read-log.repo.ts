import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReadLogKind } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { appointmentFiles, appointments, pdfRequests, readLog, users } from '../../../db/schema';

export interface NewRead {
  staffUserId: number;
  staffRole: string;
  customerUserId: number | null;
  what: ReadLogKind;
  entityId: string | null;
  rowCount: number | null;
}

const staff = alias(users, 'staff');
const customer = alias(users, 'customer');

/** The read log's queries (decision 0102). */
export function createReadLogRepo(db: Database) {
  return {
    async insert(read: NewRead): Promise<number> {
      const [row] = await db.insert(readLog).values(read).returning({ id: readLog.id });
      return row!.id;
    },

    async setRowCount(readId: number, rowCount: number): Promise<void> {
      await db.update(readLog).set({ rowCount }).where(eq(readLog.id, readId));
    },

    /** A page of reads, newest first, by customer and staff member when given. */
    async page(filter: { customerId?: number; staffId?: number }, page: number, pageSize: number) {
      const where = and(
        filter.customerId === undefined ? undefined : eq(readLog.customerUserId, filter.customerId),
        filter.staffId === undefined ? undefined : eq(readLog.staffUserId, filter.staffId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: readLog.id,
            createdAt: readLog.createdAt,
            what: readLog.what,
            entityId: readLog.entityId,
            rowCount: readLog.rowCount,
            staffRole: readLog.staffRole,
            staffId: staff.id,
            staffName: staff.name,
            staffMobileNumber: staff.mobileNumber,
            customerId: customer.id,
            customerName: customer.name,
            customerMobileNumber: customer.mobileNumber,
          })
          .from(readLog)
          .innerJoin(staff, eq(staff.id, readLog.staffUserId))
          .leftJoin(customer, eq(customer.id, readLog.customerUserId))
          .where(where)
          .orderBy(desc(readLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(readLog).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Appointment numbers by id. */
    appointmentNumbers(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: appointments.id, number: appointments.appointmentNumber })
        .from(appointments)
        .where(inArray(appointments.id, ids));
    },

    /** The appointment of each uploaded file. */
    fileAppointments(fileIds: number[]) {
      if (fileIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: appointmentFiles.id, appointmentId: appointmentFiles.appointmentId })
        .from(appointmentFiles)
        .where(inArray(appointmentFiles.id, fileIds));
    },

    /** The appointment of each report request. */
    reportAppointments(requestIds: number[]) {
      if (requestIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: pdfRequests.id, appointmentId: pdfRequests.appointmentId })
        .from(pdfRequests)
        .where(inArray(pdfRequests.id, requestIds));
    },

    /** One person, to name the customer a page is filtered by. */
    person(userId: number) {
      return db
        .select({ id: users.id, name: users.name, mobileNumber: users.mobileNumber })
        .from(users)
        .where(eq(users.id, userId))
        .then((rows) => rows[0]);
    },

    /** Deletes the reads made before a moment; how many. */
    async deleteBefore(moment: Date): Promise<number> {
      const deleted = await db
        .delete(readLog)
        .where(lt(readLog.createdAt, moment))
        .returning({ id: readLog.id });
      return deleted.length;
    },
  };
}
