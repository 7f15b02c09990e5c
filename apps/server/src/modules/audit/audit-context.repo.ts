import { erasedCustomerLabel, isErasedMobileNumber } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { displayPhoneNumber } from '../../lib/phone';
import {
  appointments,
  astrologers,
  countries,
  messages,
  payments,
  pdfRequests,
  refunds,
  services,
  users,
} from '../../db/schema';

const idsOf = (ids: Iterable<number>) =>
  [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);

/**
 * Batch look-ups that put a page of audit entries in a person's terms: appointment numbers,
 * amounts, names.
 */
export function createAuditContextRepo(db: Database) {
  /** id -> value for the ids given (one query; none when there are no ids). */
  async function mapOf<Row extends { id: number }, Value>(
    ids: Iterable<number>,
    load: (ids: number[]) => Promise<Row[]>,
    value: (row: Row) => Value,
  ) {
    const wanted = idsOf(ids);
    const rows = wanted.length === 0 ? [] : await load(wanted);
    return new Map(rows.map((row) => [row.id, value(row)]));
  }
  return {
    appointmentNumbers: (ids: Iterable<number>) =>
      mapOf(
        ids,
        (wanted) =>
          db
            .select({ id: appointments.id, number: appointments.appointmentNumber })
            .from(appointments)
            .where(inArray(appointments.id, wanted)),
        (row) => row.number,
      ),
    /** The appointment of each refund, message and report request. */
    refunds: (ids: Iterable<number>) =>
      mapOf(
        ids,
        (wanted) =>
          db
            .select({
              id: refunds.id,
              appointmentId: refunds.appointmentId,
              amountPaise: refunds.amountPaise,
            })
            .from(refunds)
            .where(inArray(refunds.id, wanted)),
        (row) => row,
      ),
    messageAppointments: (ids: Iterable<number>) =>
      mapOf(
        ids,
        (wanted) =>
          db
            .select({ id: messages.id, appointmentId: messages.appointmentId })
            .from(messages)
            .where(inArray(messages.id, wanted)),
        (row) => row.appointmentId,
      ),
    reportAppointments: (ids: Iterable<number>) =>
      mapOf(
        ids,
        (wanted) =>
          db
            .select({ id: pdfRequests.id, appointmentId: pdfRequests.appointmentId })
            .from(pdfRequests)
            .where(inArray(pdfRequests.id, wanted)),
        (row) => row.appointmentId,
      ),
    paymentAmounts: (ids: Iterable<number>) =>
      mapOf(
        ids,
        (wanted) =>
          db
            .select({ id: payments.id, amountPaise: payments.amountPaise })
            .from(payments)
            .where(inArray(payments.id, wanted)),
        (row) => row.amountPaise,
      ),
    serviceNames: (ids: Iterable<number>) =>
      mapOf(
        ids,
        (wanted) =>
          db
            .select({ id: services.id, english: services.nameEnglish, tamil: services.nameTamil })
            .from(services)
            .where(inArray(services.id, wanted)),
        ({ english, tamil }) => ({ english, tamil }),
      ),
    astrologerNames: (ids: Iterable<number>) =>
      mapOf(
        ids,
        (wanted) =>
          db
            .select({
              id: astrologers.id,
              english: astrologers.nameEnglish,
              tamil: astrologers.nameTamil,
            })
            .from(astrologers)
            .where(inArray(astrologers.id, wanted)),
        ({ english, tamil }) => ({ english, tamil }),
      ),
    /**
     * A person's name and number (whose office role an entry changed), the same in both languages.
     */
    userNames: (ids: Iterable<number>) =>
      mapOf(
        ids,
        (wanted) =>
          db
            .select({ id: users.id, name: users.name, mobileNumber: users.mobileNumber })
            .from(users)
            .where(inArray(users.id, wanted)),
        ({ id, name, mobileNumber }) => {
          // An erased customer (decision 0101): their label, never the number's stand-in.
          if (isErasedMobileNumber(mobileNumber))
            return {
              english: erasedCustomerLabel(id, 'english'),
              tamil: erasedCustomerLabel(id, 'tamil'),
            };
          const person = name
            ? `${name} (${displayPhoneNumber(mobileNumber)})`
            : displayPhoneNumber(mobileNumber);
          return { english: person, tamil: person };
        },
      ),
    countryNames: (ids: Iterable<number>) =>
      mapOf(
        ids,
        (wanted) =>
          db
            .select({ id: countries.id, english: countries.name, tamil: countries.nameTamil })
            .from(countries)
            .where(inArray(countries.id, wanted)),
        ({ english, tamil }) => ({ english, tamil }),
      ),
  };
}
