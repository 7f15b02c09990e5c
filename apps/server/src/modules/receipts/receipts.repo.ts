import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  appointments,
  astrologers,
  countries,
  payments,
  refunds,
  uiSettings,
  users,
} from '../../db/schema';

const appointmentColumns = {
  id: appointments.id,
  appointmentNumber: appointments.appointmentNumber,
  countryId: appointments.countryId,
  name: appointments.name,
  /** Who consulted or consults (decision 0059), null until it had a time. */
  astrologerEnglish: astrologers.nameEnglish,
  astrologerTamil: astrologers.nameTamil,
  /** What the place of supply is found from (docs/decisions/0068). */
  countryCode: countries.code,
  countryEnglish: countries.name,
  countryTamil: countries.nameTamil,
  customerState: appointments.customerState,
  consultationMode: appointments.consultationMode,
};
const customerColumns = { id: users.id, name: users.name, mobileNumber: users.mobileNumber };

/** Only the customer's own appointments; the office (no user id) reads any. */
const ownedBy = (userId: number | null): SQL | undefined =>
  userId === null ? undefined : eq(appointments.userId, userId);

export const businessSettingKeys = [
  'footer_title',
  'app_name',
  'office_address',
  'business_gstin',
] as const;

export function createReceiptsRepo(db: Database) {
  return {
    /** A payment with its appointment and customer. */
    paymentFor(userId: number | null, paymentId: number) {
      return db
        .select({ payment: payments, appointment: appointmentColumns, customer: customerColumns })
        .from(payments)
        .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
        .innerJoin(users, eq(users.id, appointments.userId))
        .leftJoin(astrologers, eq(astrologers.id, appointments.astrologerId))
        .innerJoin(countries, eq(countries.id, appointments.countryId))
        .where(and(eq(payments.id, paymentId), ownedBy(userId)))
        .then((rows) => rows[0]);
    },

    /** A refund with the payment it gives back, its appointment and customer. */
    refundFor(userId: number | null, refundId: number) {
      return db
        .select({
          refund: refunds,
          payment: payments,
          appointment: appointmentColumns,
          customer: customerColumns,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(appointments, eq(appointments.id, refunds.appointmentId))
        .innerJoin(users, eq(users.id, appointments.userId))
        .leftJoin(astrologers, eq(astrologers.id, appointments.astrologerId))
        .innerJoin(countries, eq(countries.id, appointments.countryId))
        .where(and(eq(refunds.id, refundId), ownedBy(userId)))
        .then((rows) => rows[0]);
    },

    /** The refund of a payment, if it has one (at most one per payment). */
    refundOfPayment(paymentId: number) {
      return db
        .select({ id: refunds.id, status: refunds.status })
        .from(refunds)
        .where(eq(refunds.paymentId, paymentId))
        .then((rows) => rows[0]);
    },

    /** The UI settings a receipt's business is drawn from: its names, address and GSTIN. */
    businessSettings() {
      return db
        .select()
        .from(uiSettings)
        .where(inArray(uiSettings.key, [...businessSettingKeys]));
    },
  };
}

export type ReceiptsRepo = ReturnType<typeof createReceiptsRepo>;
export type PaymentRecord = NonNullable<Awaited<ReturnType<ReceiptsRepo['paymentFor']>>>;
export type RefundRecord = NonNullable<Awaited<ReturnType<ReceiptsRepo['refundFor']>>>;
