import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queriesTogether } from '../../db/queries-together';
import {
  appointmentFiles,
  appointmentNumberSequence,
  appointmentServices,
  appointments,
  astrologers,
  countries,
  payments,
  pdfRequests,
  refunds,
  services,
} from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<
  typeof appointments.$inferInsert,
  'id' | 'appointmentNumber' | 'createdAt' | 'updatedAt'
>;
export type NewAppointmentFile = Omit<
  typeof appointmentFiles.$inferInsert,
  'id' | 'appointmentId' | 'createdAt'
>;

const fileSummaryColumns = {
  id: appointmentFiles.id,
  appointmentId: appointmentFiles.appointmentId,
  fileName: appointmentFiles.fileName,
  contentType: appointmentFiles.contentType,
  sizeBytes: appointmentFiles.sizeBytes,
  activeContent: appointmentFiles.activeContent,
};
export type FileSummaryRow = {
  id: number;
  appointmentId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  activeContent: boolean;
};

export interface AppointmentDetailRows {
  services: {
    appointmentId: number;
    serviceId: number;
    key: string;
    nameEnglish: string;
    nameTamil: string;
    durationMinutes: number;
  }[];
  files: FileSummaryRow[];
  pdfRequests: {
    id: number;
    appointmentId: number;
    status: string;
    serviceKey: string;
    nameEnglish: string;
    nameTamil: string;
    reportUploaded: boolean;
    completedAt: Date | null;
  }[];
  countries: Map<number, { id: number; code: string; name: string }>;
  /** Payments made or chosen: paid ones, and cash waiting for the office. Newest first. */
  payments: {
    id: number;
    appointmentId: number;
    method: string;
    status: string;
    amountPaise: number;
  }[];
  /** Money given back or owed back, oldest first. */
  refunds: (typeof refunds.$inferSelect)[];
  /** The astrologers of the appointments that have one, by id. */
  astrologers: Map<number, { id: number; nameEnglish: string; nameTamil: string }>;
}

export function createAppointmentsRepo(db: Database) {
  return {
    /**
     * The next number of the appointment-number sequence (never repeats, even after a rollback).
     */
    async nextAppointmentNumber(): Promise<number> {
      const result = await db.execute<{ value: string | number }>(
        sql`select nextval(${appointmentNumberSequence.seqName}) as value`,
      );
      return Number((result as { rows: { value: string | number }[] }).rows[0]!.value);
    },

    async insertAppointment(
      appointmentNumber: string,
      values: NewAppointment,
    ): Promise<AppointmentRow> {
      const [row] = await db
        .insert(appointments)
        .values({ ...values, appointmentNumber })
        .returning();
      return row!;
    },

    async insertServices(
      appointmentId: number,
      lines: { serviceId: number; pricePaise: number }[],
    ): Promise<void> {
      await db
        .insert(appointmentServices)
        .values(lines.map((line) => ({ appointmentId, ...line })));
    },

    async insertFiles(appointmentId: number, files: NewAppointmentFile[]): Promise<void> {
      if (files.length > 0)
        await db.insert(appointmentFiles).values(files.map((file) => ({ appointmentId, ...file })));
    },

    async insertPdfRequests(appointmentId: number, serviceIds: number[]): Promise<void> {
      if (serviceIds.length > 0)
        await db
          .insert(pdfRequests)
          .values(serviceIds.map((serviceId) => ({ appointmentId, serviceId })));
    },

    listForUser(userId: number): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(eq(appointments.userId, userId))
        .orderBy(desc(appointments.createdAt), desc(appointments.id));
    },

    /**
     * Locks an appointment for the rest of the transaction, so changes to it (the office's, the
     * customer's, a payment's) run one at a time. With an owner, another customer's is not found.
     */
    lock(
      id: number,
      ownerUserId?: number,
      astrologerId?: number,
    ): Promise<AppointmentRow | undefined> {
      const where = and(
        eq(appointments.id, id),
        ownerUserId === undefined ? undefined : eq(appointments.userId, ownerUserId),
        // An astrologer's change: only their own consultation is found.
        astrologerId === undefined ? undefined : eq(appointments.astrologerId, astrologerId),
      );
      return db
        .select()
        .from(appointments)
        .where(where)
        .for('update')
        .then((rows) => rows[0]);
    },

    /** Writes an appointment's new state (status, payment, time, outcome ...). */
    async update(
      id: number,
      values: Partial<Omit<AppointmentRow, 'id' | 'appointmentNumber' | 'userId' | 'createdAt'>>,
    ): Promise<void> {
      await db
        .update(appointments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(appointments.id, id));
    },

    /** A cancelled appointment owes no report. */
    async cancelPendingReports(appointmentId: number): Promise<void> {
      await db
        .update(pdfRequests)
        .set({ status: 'cancelled' })
        .where(
          and(eq(pdfRequests.appointmentId, appointmentId), eq(pdfRequests.status, 'pending')),
        );
    },

    findById(id: number): Promise<AppointmentRow | undefined> {
      return db
        .select()
        .from(appointments)
        .where(eq(appointments.id, id))
        .then((rows) => rows[0]);
    },

    findForUser(userId: number, id: number): Promise<AppointmentRow | undefined> {
      return db
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
        .then((rows) => rows[0]);
    },

    /**
     * Services, file summaries, report requests, countries, payments and refunds of some
     * appointments, in six queries.
     */
    async detailsOf(rows: AppointmentRow[]): Promise<AppointmentDetailRows> {
      const ids = rows.map((row) => row.id);
      if (ids.length === 0)
        return {
          services: [],
          files: [],
          pdfRequests: [],
          countries: new Map(),
          payments: [],
          refunds: [],
          astrologers: new Map(),
        };
      const countryIds = [...new Set(rows.map((row) => row.countryId))];
      // -1 matches no one: a list with no astrologer yet still asks in one shape.
      const astrologerIds = [...new Set(rows.map((row) => row.astrologerId ?? -1))];
      const [serviceRows, fileRows, pdfRows, countryRows, paymentRows, refundRows, astrologerRows] =
        await queriesTogether(db, [
          db
            .select({
              appointmentId: appointmentServices.appointmentId,
              serviceId: services.id,
              key: services.key,
              nameEnglish: services.nameEnglish,
              nameTamil: services.nameTamil,
              durationMinutes: services.durationMinutes,
            })
            .from(appointmentServices)
            .innerJoin(services, eq(services.id, appointmentServices.serviceId))
            .where(inArray(appointmentServices.appointmentId, ids))
            .orderBy(asc(services.sortOrder), asc(services.id)),
          db
            .select(fileSummaryColumns)
            .from(appointmentFiles)
            .where(inArray(appointmentFiles.appointmentId, ids))
            .orderBy(asc(appointmentFiles.id)),
          db
            .select({
              id: pdfRequests.id,
              appointmentId: pdfRequests.appointmentId,
              status: pdfRequests.status,
              serviceKey: services.key,
              nameEnglish: services.nameEnglish,
              nameTamil: services.nameTamil,
              reportUploaded: sql<boolean>`(${pdfRequests.reportHash} is not null
                or ${pdfRequests.legacyReport} is not null)`,
              completedAt: pdfRequests.completedAt,
            })
            .from(pdfRequests)
            .innerJoin(services, eq(services.id, pdfRequests.serviceId))
            .where(inArray(pdfRequests.appointmentId, ids))
            .orderBy(asc(pdfRequests.id)),
          db
            .select({ id: countries.id, code: countries.code, name: countries.name })
            .from(countries)
            .where(inArray(countries.id, countryIds)),
          db
            .select({
              id: payments.id,
              appointmentId: payments.appointmentId,
              method: payments.method,
              status: payments.status,
              amountPaise: payments.amountPaise,
            })
            .from(payments)
            .where(
              and(
                inArray(payments.appointmentId, ids),
                or(
                  eq(payments.status, 'paid'),
                  and(eq(payments.method, 'cash'), eq(payments.status, 'pending')),
                ),
              ),
            )
            .orderBy(desc(payments.id)),
          db
            .select()
            .from(refunds)
            .where(inArray(refunds.appointmentId, ids))
            .orderBy(asc(refunds.id)),
          db
            .select({
              id: astrologers.id,
              nameEnglish: astrologers.nameEnglish,
              nameTamil: astrologers.nameTamil,
            })
            .from(astrologers)
            .where(inArray(astrologers.id, astrologerIds)),
        ]);
      return {
        services: serviceRows,
        files: fileRows,
        pdfRequests: pdfRows,
        countries: new Map(countryRows.map((row) => [row.id, row])),
        payments: paymentRows,
        refunds: refundRows,
        astrologers: new Map(astrologerRows.map((row) => [row.id, row])),
      };
    },

    /** One file (its blob's hash), only when it belongs to an appointment of this user. */
    findFileForUser(userId: number, appointmentId: number, fileId: number) {
      return db
        .select({
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
            eq(appointments.userId, userId),
          ),
        )
        .then((rows) => rows[0]);
    },

    countForUser(userId: number): Promise<number> {
      return db
        .select({ count: sql<number>`count(*)::int` })
        .from(appointments)
        .where(eq(appointments.userId, userId))
        .then((rows) => Number(rows[0]?.count ?? 0));
    },
  };
}

export type AppointmentsRepo = ReturnType<typeof createAppointmentsRepo>;
