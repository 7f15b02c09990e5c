import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { appointmentFiles, appointments, payments, pdfRequests, users } from '../../../db/schema';
import type { StoredBlob } from '../../../lib/blob-store/blob-store';
import { cappedCount, pageOf } from '../../../lib/paging/page-window';
import { matchesSearch, searchTerms } from '../../customers/customer-search';

export interface AppointmentFilter {
  /** The consultation's day, as two moments: its start and the next day's start (India time). */
  between?: { from: Date; to: Date };
  status?: string;
  paymentStatus?: string;
  search?: string;
  /** Only this astrologer's consultations (an astrologer's own list); undefined: everyone's. */
  astrologerId?: number;
}

/** Only this astrologer's consultations, when one is given (an astrologer's own); else no condition. */
const ofAstrologer = (astrologerId: number | undefined) =>
  astrologerId === undefined ? undefined : eq(appointments.astrologerId, astrologerId);

export function createAdminAppointmentsRepo(db: Database) {
  return {
    /** One page of appointments with their customers' numbers: a day's in time order, otherwise newest first. */
    async page(filter: AppointmentFilter, page: number, pageSize: number) {
      const conditions: SQL[] = [];
      if (filter.between)
        conditions.push(
          gte(appointments.scheduledAt, filter.between.from),
          lt(appointments.scheduledAt, filter.between.to),
        );
      if (filter.status) conditions.push(eq(appointments.status, filter.status));
      if (filter.paymentStatus)
        conditions.push(eq(appointments.paymentStatus, filter.paymentStatus));
      if (filter.astrologerId !== undefined)
        conditions.push(eq(appointments.astrologerId, filter.astrologerId));
      // The number, the person's or bridegroom's name, the customer's name or phone digits, through
      // the trigram indexes (decision 0065).
      if (filter.search)
        conditions.push(matchesSearch(appointments.searchText, searchTerms(filter.search)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = filter.between
        ? [asc(appointments.scheduledAt), asc(appointments.id)]
        : [desc(appointments.createdAt), desc(appointments.id)];
      const reversed = filter.between
        ? [desc(appointments.scheduledAt), desc(appointments.id)]
        : [asc(appointments.createdAt), asc(appointments.id)];
      // The customer (users) is joined only where the search names them: a filter alone is counted and
      // paged from the appointments' own indexes (decision 0071), the page's ids first, then their rows.
      const matching = <Query extends PgSelect>(query: Query) =>
        (filter.search ? query.innerJoin(users, eq(users.id, appointments.userId)) : query).where(
          where,
        );
      return pageOf(
        (page - 1) * pageSize,
        pageSize,
        () =>
          cappedCount(
            db,
            matching(
              db
                .select({ one: sql`1` })
                .from(appointments)
                .$dynamic(),
            ),
          ),
        (window) => {
          const ids = matching(db.select({ id: appointments.id }).from(appointments).$dynamic())
            .orderBy(...(window.reverse ? reversed : order))
            .limit(window.limit)
            .offset(window.offset)
            .as('page_ids');
          return db
            .select({ appointment: appointments, mobileNumber: users.mobileNumber })
            .from(ids)
            .innerJoin(appointments, eq(appointments.id, ids.id))
            .innerJoin(users, eq(users.id, appointments.userId))
            .orderBy(...order);
        },
      );
    },

    /** One appointment; with an astrologer, only if it is theirs. */
    find(id: number, astrologerId?: number) {
      return db
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), ofAstrologer(astrologerId)))
        .then((rows) => rows[0]);
    },

    customer(userId: number) {
      return db
        .select({
          id: users.id,
          name: users.name,
          mobileNumber: users.mobileNumber,
          email: users.email,
        })
        .from(users)
        .where(eq(users.id, userId))
        .then((rows) => rows[0]!);
    },

    paymentsOf(appointmentId: number) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.appointmentId, appointmentId))
        .orderBy(asc(payments.id));
    },

    /** A customer's upload (its blob's hash); with an astrologer, only of their own consultation. */
    file(appointmentId: number, fileId: number, astrologerId?: number) {
      return db
        .select({
          /** Whose upload it is (the read log, decision 0102). */
          userId: appointments.userId,
          fileName: appointmentFiles.fileName,
          contentType: appointmentFiles.contentType,
          contentHash: appointmentFiles.contentHash,
          legacyContent: appointmentFiles.legacyContent,
        })
        .from(appointmentFiles)
        .innerJoin(appointments, eq(appointments.id, appointmentFiles.appointmentId))
        .where(
          and(
            eq(appointmentFiles.id, fileId),
            eq(appointmentFiles.appointmentId, appointmentId),
            ofAstrologer(astrologerId),
          ),
        )
        .then((rows) => rows[0]);
    },

    /** The appointment a report request belongs to; with an astrologer, only their own consultation's. */
    pdfRequestAppointmentId(requestId: number, astrologerId?: number): Promise<number | undefined> {
      return db
        .select({ appointmentId: pdfRequests.appointmentId })
        .from(pdfRequests)
        .innerJoin(appointments, eq(appointments.id, pdfRequests.appointmentId))
        .where(and(eq(pdfRequests.id, requestId), ofAstrologer(astrologerId)))
        .then((rows) => rows[0]?.appointmentId);
    },

    /** A report request, locked against a second upload or delivery at the same moment. */
    lockPdfRequest(requestId: number) {
      return db
        .select({
          id: pdfRequests.id,
          appointmentId: pdfRequests.appointmentId,
          status: pdfRequests.status,
          completedAt: pdfRequests.completedAt,
          reportBytes: sql<
            number | null
          >`coalesce(${pdfRequests.reportSizeBytes}, octet_length(${pdfRequests.legacyReport}))`,
        })
        .from(pdfRequests)
        .where(eq(pdfRequests.id, requestId))
        .for('update')
        .then((rows) => rows[0]);
    },

    /** A request's stored report; with an astrologer, only their own consultation's. */
    pdfRequestReport(requestId: number, astrologerId?: number) {
      return db
        .select({
          id: pdfRequests.id,
          /** Whose report it is (the read log, decision 0102). */
          userId: appointments.userId,
          reportHash: pdfRequests.reportHash,
          legacyReport: pdfRequests.legacyReport,
        })
        .from(pdfRequests)
        .innerJoin(appointments, eq(appointments.id, pdfRequests.appointmentId))
        .where(and(eq(pdfRequests.id, requestId), ofAstrologer(astrologerId)))
        .then((rows) => rows[0]);
    },

    /** Points the request at the report's blob (the blob it replaces is left to the orphan sweep). */
    async storeReport(requestId: number, report: StoredBlob): Promise<void> {
      await db
        .update(pdfRequests)
        .set({ reportHash: report.hash, reportSizeBytes: report.size, legacyReport: null })
        .where(eq(pdfRequests.id, requestId));
    },

    async deliverReport(requestId: number): Promise<void> {
      await db
        .update(pdfRequests)
        .set({ status: 'completed', completedAt: sql`now()` })
        .where(eq(pdfRequests.id, requestId));
    },
  };
}

export type AdminAppointmentsRepo = ReturnType<typeof createAdminAppointmentsRepo>;
