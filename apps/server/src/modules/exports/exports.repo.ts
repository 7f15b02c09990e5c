import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  appointments,
  appointmentServices,
  astrologers,
  countries,
  payments,
  refunds,
  services,
  users,
} from '../../db/schema';

/**
 * Rows are read in pages of this many, each page after the last one's (moment, id): a long range
 * streams, never loads whole.
 */
export const EXPORT_PAGE = 500;

export interface Range {
  /** The first moment of the first day (India time), and the first moment after the last. */
  start: Date;
  end: Date;
}

export interface Cursor {
  at: Date;
  id: number;
}

type Operand = Parameters<typeof gt>[0];
const after = (moment: Operand, id: Operand, cursor: Cursor | null) =>
  cursor ? or(gt(moment, cursor.at), and(eq(moment, cursor.at), gt(id, cursor.id))) : undefined;
/** Rows whose moment is in the range, after the cursor's (moment, id). */
const page = (moment: Operand, id: Operand, range: Range, cursor: Cursor | null) => [
  gte(moment, range.start),
  lt(moment, range.end),
  after(moment, id, cursor),
];
const moment = (value: Date) => sql`${value.toISOString()}::timestamptz`;

const appointmentFacts = {
  appointmentId: appointments.id,
  appointmentNumber: appointments.appointmentNumber,
  appointmentName: appointments.name,
  customerId: users.id,
  customerName: users.name,
  mobileNumber: users.mobileNumber,
  countryId: appointments.countryId,
  countryCode: countries.code,
  countryName: countries.name,
  customerState: appointments.customerState,
  consultationMode: appointments.consultationMode,
};

/** Paid and later-refunded payments both were received: each has a receipt. */
const RECEIVED = ['paid', 'refunded'];

export function createExportsRepo(db: Database) {
  return {
    /** Payments received in the range (one receipt each), by the moment received. */
    receipts(range: Range, cursor: Cursor | null, method?: 'cash') {
      return db
        .select({
          id: payments.id,
          at: payments.paidAt,
          amountPaise: payments.amountPaise,
          method: payments.method,
          taxBasis: payments.taxBasis,
          ...appointmentFacts,
        })
        .from(payments)
        .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
        .innerJoin(users, eq(users.id, appointments.userId))
        .innerJoin(countries, eq(countries.id, appointments.countryId))
        .where(
          and(
            inArray(payments.status, RECEIVED),
            method ? eq(payments.method, method) : undefined,
            ...page(payments.paidAt, payments.id, range, cursor),
          ),
        )
        .orderBy(asc(payments.paidAt), asc(payments.id))
        .limit(EXPORT_PAGE);
    },

    /** Refunds given back in the range (one credit note each), with the payment they give back. */
    creditNotes(range: Range, cursor: Cursor | null, method?: 'cash') {
      return db
        .select({
          id: refunds.id,
          at: refunds.processedAt,
          amountPaise: refunds.amountPaise,
          method: refunds.method,
          paymentId: payments.id,
          paymentAmountPaise: payments.amountPaise,
          taxBasis: payments.taxBasis,
          ...appointmentFacts,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(appointments, eq(appointments.id, refunds.appointmentId))
        .innerJoin(users, eq(users.id, appointments.userId))
        .innerJoin(countries, eq(countries.id, appointments.countryId))
        .where(
          and(
            eq(refunds.status, 'processed'),
            method ? eq(refunds.method, method) : undefined,
            ...page(refunds.processedAt, refunds.id, range, cursor),
          ),
        )
        .orderBy(asc(refunds.processedAt), asc(refunds.id))
        .limit(EXPORT_PAGE);
    },

    /** Appointments whose consultation falls in the range, or, not given a time yet, that were booked in it. */
    appointments(range: Range, cursor: Cursor | null) {
      const when = sql<Date>`coalesce(${appointments.scheduledAt}, ${appointments.createdAt})`;
      return db
        .select({
          ...appointmentFacts,
          id: appointments.id,
          at: sql<Date>`${when}`.mapWith((value: string | Date) => new Date(value)),
          createdAt: appointments.createdAt,
          scheduledAt: appointments.scheduledAt,
          status: appointments.status,
          paymentStatus: appointments.paymentStatus,
          totalCostPaise: appointments.totalCostPaise,
          astrologer: astrologers.nameEnglish,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.userId))
        .innerJoin(countries, eq(countries.id, appointments.countryId))
        .leftJoin(astrologers, eq(astrologers.id, appointments.astrologerId))
        .where(
          and(
            sql`${when} >= ${moment(range.start)}`,
            sql`${when} < ${moment(range.end)}`,
            cursor
              ? sql`(${when}, ${appointments.id}) > (${moment(cursor.at)}, ${cursor.id})`
              : undefined,
          ),
        )
        .orderBy(asc(when), asc(appointments.id))
        .limit(EXPORT_PAGE);
    },

    /** The services of a page of appointments, by name, in the catalogue's order. */
    serviceNames(appointmentIds: readonly number[]) {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .select({ appointmentId: appointmentServices.appointmentId, name: services.nameEnglish })
        .from(appointmentServices)
        .innerJoin(services, eq(services.id, appointmentServices.serviceId))
        .where(inArray(appointmentServices.appointmentId, [...appointmentIds]))
        .orderBy(asc(services.sortOrder), asc(services.id));
    },

    /** Cash in hand before a moment: all cash taken less all cash handed back, in paise. */
    async cashBefore(moment: Date): Promise<number> {
      const [taken] = await db
        .select({ paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)`.mapWith(Number) })
        .from(payments)
        .where(
          and(
            eq(payments.method, 'cash'),
            inArray(payments.status, RECEIVED),
            lt(payments.paidAt, moment),
          ),
        );
      const [back] = await db
        .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)`.mapWith(Number) })
        .from(refunds)
        .where(
          and(
            eq(refunds.method, 'cash'),
            eq(refunds.status, 'processed'),
            lt(refunds.processedAt, moment),
          ),
        );
      return (taken?.paise ?? 0) - (back?.paise ?? 0);
    },
  };
}

export type ExportsRepo = ReturnType<typeof createExportsRepo>;
