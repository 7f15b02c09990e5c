import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { erasedMobileNumberOf } from '@portal/contracts';
import type { Database } from '../../../db/database';
import {
  appointmentFiles,
  appointments,
  customerNotes,
  dataRequests,
  emailConfirmations,
  idempotencyKeys,
  knownDevices,
  messageAttempts,
  messages,
  otpCodes,
  otpRequests,
  pdfRequests,
  recoveryCodes,
  refunds,
  savedPeople,
  secondFactors,
  sessions,
  users,
} from '../../../db/schema';
import { ERASED_APPOINTMENT } from './erased-values';

/** The statuses of a consultation still to come (not cancelled, completed or absent). */
const OPEN_STATUSES = ['pending', 'paid', 'scheduled'];

/**
 * The queries of an erasure (decision 0101), each on the erasure's transaction: what the customer
 * has, and the rows that lose their personal data or go.
 */
export function createErasureRepo(db: Database) {
  return {
    /** The user's row, locked for the erasure (a second erasure at once waits, then finds it done). */
    lockUser(userId: number) {
      return db
        .select()
        .from(users)
        .where(eq(users.id, userId))
        .for('update')
        .then((rows) => rows[0]);
    },

    appointmentsOf(userId: number) {
      return db.select().from(appointments).where(eq(appointments.userId, userId));
    },

    /** Their consultations to come: not finished, and with no time yet or a time ahead. */
    toCome(userId: number, now: Date) {
      return db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.userId, userId),
            inArray(appointments.status, OPEN_STATUSES),
            or(isNull(appointments.scheduledAt), gt(appointments.scheduledAt, now)),
          ),
        )
        .orderBy(appointments.id)
        .then((rows) => rows.map((row) => row.id));
    },

    refundsOf(appointmentIds: number[]) {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db.select().from(refunds).where(inArray(refunds.appointmentId, appointmentIds));
    },

    savedPeopleOf(userId: number) {
      return db.select().from(savedPeople).where(eq(savedPeople.userId, userId));
    },

    filesOf(appointmentIds: number[]) {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: appointmentFiles.id, fileName: appointmentFiles.fileName })
        .from(appointmentFiles)
        .where(inArray(appointmentFiles.appointmentId, appointmentIds));
    },

    reportIdsOf(appointmentIds: number[]) {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: pdfRequests.id })
        .from(pdfRequests)
        .where(inArray(pdfRequests.appointmentId, appointmentIds))
        .then((rows) => rows.map((row) => row.id));
    },

    notesOf(userId: number) {
      return db
        .select({ body: customerNotes.body })
        .from(customerNotes)
        .where(eq(customerNotes.userId, userId));
    },

    requestsOf(userId: number) {
      return db
        .select({ text: dataRequests.text, answer: dataRequests.answer })
        .from(dataRequests)
        .where(eq(dataRequests.userId, userId));
    },

    /** Their messages, and the office's about their appointments. */
    messageIdsOf(userId: number, appointmentIds: number[]) {
      return db
        .select({ id: messages.id })
        .from(messages)
        .where(
          appointmentIds.length > 0
            ? or(eq(messages.userId, userId), inArray(messages.appointmentId, appointmentIds))
            : eq(messages.userId, userId),
        )
        .then((rows) => rows.map((row) => row.id));
    },

    /**
     * No name, e-mail or number; no message reaches them again. The number becomes "erased:<id>"
     * (unique, and no number), so the number itself may sign up again as a new customer. The
     * search text is rewritten by the triggers of migration 0016 from what is left.
     */
    async eraseContact(userId: number, at: Date): Promise<void> {
      await db
        .update(users)
        .set({
          name: null,
          email: null,
          emailConfirmedAt: null,
          mobileNumber: erasedMobileNumberOf(userId),
          notifyWhatsapp: false,
          notifySms: false,
          notifyEmail: false,
          erasedAt: at,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },

    /** Every birth detail, reason and note of their appointments; the placeholders of erased-values.ts. */
    async eraseAppointments(userId: number): Promise<void> {
      await db
        .update(appointments)
        .set({
          ...ERASED_APPOINTMENT,
          name: sql`'Erased customer ' || ${appointments.userId}::text`,
          updatedAt: sql`now()`,
        })
        .where(eq(appointments.userId, userId));
    },

    /** Uploads go, row and all; returns the blobs they referred to. */
    deleteFiles(appointmentIds: number[]) {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .delete(appointmentFiles)
        .where(inArray(appointmentFiles.appointmentId, appointmentIds))
        .returning({ hash: appointmentFiles.contentHash });
    },

    /** Written reports go, row and all (a report owed is owed no more); returns their blobs. */
    deleteReports(appointmentIds: number[]) {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .delete(pdfRequests)
        .where(inArray(pdfRequests.appointmentId, appointmentIds))
        .returning({ hash: pdfRequests.reportHash });
    },

    deleteNotes(userId: number) {
      return db
        .delete(customerNotes)
        .where(eq(customerNotes.userId, userId))
        .returning({ id: customerNotes.id });
    },

    deletePeople(userId: number) {
      return db
        .delete(savedPeople)
        .where(eq(savedPeople.userId, userId))
        .returning({ id: savedPeople.id });
    },

    /** What a refund's reason said (the customer's words when they cancelled). */
    async eraseRefundReasons(appointmentIds: number[]): Promise<void> {
      if (appointmentIds.length === 0) return;
      await db
        .update(refunds)
        .set({ reason: null, updatedAt: sql`now()` })
        .where(inArray(refunds.appointmentId, appointmentIds));
    },

    /**
     * The words, addresses and details of their messages go; that a message of a kind went by a
     * channel at a time stays. One not sent yet is never sent.
     */
    async emptyMessages(messageIds: number[]): Promise<void> {
      if (messageIds.length === 0) return;
      await db
        .update(messages)
        .set({
          status: sql`case when ${messages.status} in ('pending', 'sending') then 'dropped' else ${messages.status} end`,
          lastError: sql`case when ${messages.status} in ('pending', 'sending') then 'the customer was erased' else null end`,
          // The office's own address stays on the office's notices; the customer's goes.
          recipient: sql`case when ${messages.audience} = 'customer' then '' else ${messages.recipient} end`,
          subject: null,
          body: null,
          payload: sql`'{}'::jsonb`,
          leaseUntil: null,
          updatedAt: sql`now()`,
        })
        .where(inArray(messages.id, messageIds));
      // A provider's error can quote the address it refused.
      await db
        .update(messageAttempts)
        .set({ error: null })
        .where(inArray(messageAttempts.messageId, messageIds));
    },

    /** The links that confirmed their e-mail addresses, with each address (decision 0107). */
    async deleteEmailLinks(userId: number): Promise<void> {
      await db.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
    },

    /**
     * Signed out everywhere, with no code, no known device, no second factor, and no stored reply
     * (they can quote personal data).
     */
    async endSignIns(userId: number, mobileNumber: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
      // The codes asked for the number (and any left from before codes had requests) and the
      // devices that signed in to it (decision 0105).
      await db.delete(otpRequests).where(eq(otpRequests.mobileNumber, mobileNumber));
      await db.delete(otpCodes).where(eq(otpCodes.mobileNumber, mobileNumber));
      await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    },

    /** Their requests stay (the office answered them), without their words or the answer's. */
    async emptyRequests(userId: number): Promise<void> {
      await db
        .update(dataRequests)
        .set({
          text: '',
          answer: sql`case when ${dataRequests.answer} is null then null else '' end`,
        })
        .where(eq(dataRequests.userId, userId));
    },
  };
}

export type ErasureRepo = ReturnType<typeof createErasureRepo>;
