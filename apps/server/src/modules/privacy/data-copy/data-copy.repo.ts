import { asc, eq, inArray, isNotNull, isNull, and, count } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  appointmentFiles,
  appointments,
  appointmentServices,
  astrologers,
  consents,
  countries,
  customerNotes,
  dataRequests,
  messages,
  payments,
  pdfRequests,
  readLog,
  refunds,
  savedPeople,
  services,
  sessions,
  users,
} from '../../../db/schema';

/** Everything the portal keeps about one customer, read for their copy (decision 0101). */
export function createDataCopyRepo(db: Database) {
  /** Rows of some appointments, or none when there are none. */
  const ofAppointments = <T>(ids: number[], read: (ids: number[]) => Promise<T[]>) =>
    ids.length === 0 ? Promise.resolve([] as T[]) : read(ids);

  return {
    user(userId: number) {
      return db
        .select()
        .from(users)
        .where(eq(users.id, userId))
        .then((rows) => rows[0]);
    },

    /** The sessions not ended (decision 0106): what the person's list in My Profile shows. */
    sessions(userId: number) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .orderBy(asc(sessions.id));
    },

    consents(userId: number) {
      return db
        .select()
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.id));
    },

    savedPeople(userId: number) {
      return db
        .select()
        .from(savedPeople)
        .where(eq(savedPeople.userId, userId))
        .orderBy(asc(savedPeople.name), asc(savedPeople.id));
    },

    /** Their appointments, oldest first, with the country's and astrologer's names. */
    appointments(userId: number) {
      return db
        .select({
          appointment: appointments,
          countryEnglish: countries.name,
          countryTamil: countries.nameTamil,
          astrologerEnglish: astrologers.nameEnglish,
          astrologerTamil: astrologers.nameTamil,
        })
        .from(appointments)
        .innerJoin(countries, eq(countries.id, appointments.countryId))
        .leftJoin(astrologers, eq(astrologers.id, appointments.astrologerId))
        .where(eq(appointments.userId, userId))
        .orderBy(asc(appointments.createdAt), asc(appointments.id));
    },

    servicesOf(ids: number[]) {
      return ofAppointments(ids, (wanted) =>
        db
          .select({
            appointmentId: appointmentServices.appointmentId,
            english: services.nameEnglish,
            tamil: services.nameTamil,
          })
          .from(appointmentServices)
          .innerJoin(services, eq(services.id, appointmentServices.serviceId))
          .where(inArray(appointmentServices.appointmentId, wanted))
          .orderBy(asc(services.sortOrder), asc(services.id)),
      );
    },

    /** File summaries: never the bytes (the customer downloads them by their own file route). */
    filesOf(ids: number[]) {
      return ofAppointments(ids, (wanted) =>
        db
          .select({
            id: appointmentFiles.id,
            appointmentId: appointmentFiles.appointmentId,
            fileName: appointmentFiles.fileName,
            contentType: appointmentFiles.contentType,
            sizeBytes: appointmentFiles.sizeBytes,
            createdAt: appointmentFiles.createdAt,
          })
          .from(appointmentFiles)
          .where(inArray(appointmentFiles.appointmentId, wanted))
          .orderBy(asc(appointmentFiles.id)),
      );
    },

    reportsOf(ids: number[]) {
      return ofAppointments(ids, (wanted) =>
        db
          .select({
            id: pdfRequests.id,
            appointmentId: pdfRequests.appointmentId,
            status: pdfRequests.status,
            sizeBytes: pdfRequests.reportSizeBytes,
            completedAt: pdfRequests.completedAt,
            english: services.nameEnglish,
            tamil: services.nameTamil,
          })
          .from(pdfRequests)
          .innerJoin(services, eq(services.id, pdfRequests.serviceId))
          .where(inArray(pdfRequests.appointmentId, wanted))
          .orderBy(asc(pdfRequests.id)),
      );
    },

    paymentsOf(ids: number[]) {
      return ofAppointments(ids, (wanted) =>
        db
          .select()
          .from(payments)
          .where(inArray(payments.appointmentId, wanted))
          .orderBy(asc(payments.createdAt), asc(payments.id)),
      );
    },

    refundsOf(ids: number[]) {
      return ofAppointments(ids, (wanted) =>
        db
          .select()
          .from(refunds)
          .where(inArray(refunds.appointmentId, wanted))
          .orderBy(asc(refunds.createdAt), asc(refunds.id)),
      );
    },

    /** The messages to them: kind, channel, state and times; the words are not read. */
    messages(userId: number) {
      return db
        .select({
          kind: messages.kind,
          channel: messages.channel,
          status: messages.status,
          appointmentNumber: appointments.appointmentNumber,
          createdAt: messages.createdAt,
          sentAt: messages.sentAt,
        })
        .from(messages)
        .leftJoin(appointments, eq(appointments.id, messages.appointmentId))
        .where(and(eq(messages.userId, userId), eq(messages.audience, 'customer')))
        .orderBy(asc(messages.createdAt), asc(messages.id));
    },

    /** Who in the office read their data: the role at the time, never the person. */
    officeReads(userId: number) {
      return db
        .select({
          at: readLog.createdAt,
          role: readLog.staffRole,
          what: readLog.what,
          entityId: readLog.entityId,
        })
        .from(readLog)
        .where(eq(readLog.customerUserId, userId))
        .orderBy(asc(readLog.id));
    },

    requests(userId: number) {
      return db
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.userId, userId))
        .orderBy(asc(dataRequests.id));
    },

    /** The office's notes on them: when and by which role, not their words (decision 0101). */
    notes(userId: number) {
      return db
        .select({ createdAt: customerNotes.createdAt, authorRole: users.role })
        .from(customerNotes)
        .innerJoin(users, eq(users.id, customerNotes.authorUserId))
        .where(eq(customerNotes.userId, userId))
        .orderBy(asc(customerNotes.createdAt), asc(customerNotes.id));
    },

    chartNotes(userId: number) {
      return db
        .select({ value: count() })
        .from(appointments)
        .where(and(eq(appointments.userId, userId), isNotNull(appointments.chartNotes)))
        .then((rows) => rows[0]?.value ?? 0);
    },
  };
}

export type DataCopyRepo = ReturnType<typeof createDataCopyRepo>;
