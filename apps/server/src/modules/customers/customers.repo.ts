import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  appointments,
  astrologers,
  customerNotes,
  messages,
  payments,
  refunds,
  users,
} from '../../db/schema';
import { matchesSearch, type SearchTerms } from './customer-search';

/**
 * Who counts as a customer: the customer role (the office's people book as themselves rarely, and
 * are found on the appointments' list). For an astrologer, only a customer with a consultation
 * with them (decision 0064), applied here in the query, never by filtering a reply; and a search of
 * theirs matches only through those consultations' own search text (their person, bridegroom and
 * number, and the customer's name and phone), never through the customer's whole history, which
 * names other astrologers' bridegrooms, bookings and unscheduled bookings (decision 0102).
 */
function customerCondition(astrologerId: number | undefined, terms?: SearchTerms | null): SQL {
  const customer = eq(users.role, 'customer');
  if (astrologerId === undefined)
    return and(customer, terms ? matchesSearch(users.searchText, terms) : undefined)!;
  const search = terms ? sql` and ${matchesSearch(appointments.searchText, terms)}` : sql``;
  return and(
    customer,
    sql`exists (select 1 from ${appointments}
      where ${appointments.userId} = ${users.id} and ${appointments.astrologerId} = ${astrologerId}${search})`,
  )!;
}

/**
 * The notes a reader may read (decision 0102): admins and the desk every note (no condition); an
 * astrologer those written for them and their own.
 */
function noteReaderCondition(reader: NoteReader): SQL | undefined {
  if (reader.astrologerId === undefined) return undefined;
  return or(
    eq(customerNotes.authorUserId, reader.userId),
    sql`${reader.astrologerId} = any(${customerNotes.forAstrologerIds})`,
  );
}

/** Who reads notes: the signed-in person, and their astrologer for an astrologer (undefined for admin and desk). */
export interface NoteReader {
  userId: number;
  astrologerId: number | undefined;
}

/** The most matches a search counts. */
export const COUNT_CAP = 1_000;

const customerColumns = {
  id: users.id,
  name: users.name,
  mobileNumber: users.mobileNumber,
  email: users.email,
  createdAt: users.createdAt,
  erasedAt: users.erasedAt,
};

/** The office's customers: found, read, and the notes kept on them. */
export function createCustomersRepo(db: Database) {
  /**
   * Appointments of one customer, or of some, as an astrologer may see them (their own
   * consultations) or everyone's.
   */
  const appointmentsOf = (userIds: number[], astrologerId: number | undefined) =>
    and(
      inArray(appointments.userId, userIds),
      astrologerId === undefined ? undefined : eq(appointments.astrologerId, astrologerId),
    );

  return {
    /**
     * A page of customers, newest first; found by the search's terms when given. A search counts
     * its matches up to COUNT_CAP and no further (`capped`): a name common enough to match more
     * is narrowed, not paged through, and counting every match is what costs (decision 0065).
     */
    async page(
      terms: SearchTerms | null,
      astrologerId: number | undefined,
      page: number,
      pageSize: number,
    ) {
      const where = customerCondition(astrologerId, terms);
      const counted = terms
        ? db
            .select({ one: sql`1` })
            .from(users)
            .where(where)
            .limit(COUNT_CAP + 1)
            .as('found')
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(customerColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        counted
          ? db.select({ value: count() }).from(counted)
          : db.select({ value: count() }).from(users).where(where),
      ]);
      const found = total?.value ?? 0;
      return { rows, total: Math.min(found, COUNT_CAP), capped: found > COUNT_CAP };
    },

    /** The people some customers' appointments were for (bridegrooms too), newest first. */
    bookingsOf(userIds: number[], astrologerId: number | undefined) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          userId: appointments.userId,
          name: appointments.name,
          bridegroomName: appointments.bridegroomName,
          createdAt: appointments.createdAt,
        })
        .from(appointments)
        .where(appointmentsOf(userIds, astrologerId))
        .orderBy(desc(appointments.createdAt), desc(appointments.id));
    },

    /** One customer, if they are one (and, for an astrologer, one of theirs). */
    find(userId: number, astrologerId: number | undefined) {
      return db
        .select({
          ...customerColumns,
          languagePreference: users.languagePreference,
          notifyWhatsapp: users.notifyWhatsapp,
          notifySms: users.notifySms,
          notifyEmail: users.notifyEmail,
        })
        .from(users)
        .where(and(eq(users.id, userId), customerCondition(astrologerId)))
        .then((rows) => rows[0]);
    },

    /** Their appointments, newest first (an astrologer's own consultations only). */
    appointments(userId: number, astrologerId: number | undefined) {
      return db
        .select()
        .from(appointments)
        .where(appointmentsOf([userId], astrologerId))
        .orderBy(desc(appointments.createdAt), desc(appointments.id));
    },

    /** Every payment of some appointments, newest first. */
    payments(appointmentIds: number[]) {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(payments)
        .where(inArray(payments.appointmentId, appointmentIds))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    /** Every refund of some appointments, newest first. */
    refunds(appointmentIds: number[]) {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(refunds)
        .where(inArray(refunds.appointmentId, appointmentIds))
        .orderBy(desc(refunds.createdAt), desc(refunds.id));
    },

    /** The messages to the customer, newest first. */
    messages(userId: number) {
      return db
        .select({
          id: messages.id,
          kind: messages.kind,
          channel: messages.channel,
          status: messages.status,
          recipient: messages.recipient,
          appointmentId: messages.appointmentId,
          appointmentNumber: appointments.appointmentNumber,
          createdAt: messages.createdAt,
          sentAt: messages.sentAt,
          lastError: messages.lastError,
        })
        .from(messages)
        .leftJoin(appointments, eq(appointments.id, messages.appointmentId))
        .where(and(eq(messages.userId, userId), eq(messages.audience, 'customer')))
        .orderBy(desc(messages.createdAt), desc(messages.id));
    },

    /** The notes on a customer a reader may read, with their authors, newest first; or one note. */
    notes(userId: number, reader: NoteReader, noteId?: number) {
      return db
        .select({
          id: customerNotes.id,
          body: customerNotes.body,
          createdAt: customerNotes.createdAt,
          forAstrologerIds: customerNotes.forAstrologerIds,
          authorId: users.id,
          authorName: users.name,
          authorMobileNumber: users.mobileNumber,
          authorRole: users.role,
        })
        .from(customerNotes)
        .innerJoin(users, eq(users.id, customerNotes.authorUserId))
        .where(
          and(
            eq(customerNotes.userId, userId),
            noteId === undefined ? undefined : eq(customerNotes.id, noteId),
            noteReaderCondition(reader),
          ),
        )
        .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
    },

    async addNote(note: {
      userId: number;
      authorUserId: number;
      body: string;
      forAstrologerIds: number[];
    }): Promise<number> {
      const [row] = await db.insert(customerNotes).values(note).returning({ id: customerNotes.id });
      return row!.id;
    },

    async removeNote(noteId: number): Promise<void> {
      await db.delete(customerNotes).where(eq(customerNotes.id, noteId));
    },

    /** The astrologers of a customer's consultations (an astrologer's scope: only themselves), by name. */
    customerAstrologers(userId: number, astrologerId: number | undefined) {
      return db
        .selectDistinct({
          id: astrologers.id,
          english: astrologers.nameEnglish,
          tamil: astrologers.nameTamil,
        })
        .from(appointments)
        .innerJoin(astrologers, eq(astrologers.id, appointments.astrologerId))
        .where(
          and(
            eq(appointments.userId, userId),
            isNotNull(appointments.astrologerId),
            astrologerId === undefined ? undefined : eq(appointments.astrologerId, astrologerId),
          ),
        )
        .orderBy(asc(astrologers.id));
    },

    /** Astrologers' names by id (a note's audience). */
    astrologerNames(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: astrologers.id,
          english: astrologers.nameEnglish,
          tamil: astrologers.nameTamil,
        })
        .from(astrologers)
        .where(inArray(astrologers.id, ids));
    },
  };
}

export type CustomersRepo = ReturnType<typeof createCustomersRepo>;
