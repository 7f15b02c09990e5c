import type {
  CustomerReply,
  CustomersReply,
  Language,
  MessageChannel,
  MessageKind,
  MessageStatus,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { toRefund } from '../appointments/appointment-view';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { loadViewContext } from '../appointments/appointments.service';
import {
  toAdminAppointmentRow,
  toAdminPayment,
} from '../admin/appointments/admin-appointment-view';
import { createCustomersRepo } from './customers.repo';
import { searchTerms } from './customer-search';
import { createCustomerNotesService, type OfficeReader } from './customer-notes.service';

type ListQuery = { q?: string; page: number; page_size: number };

/** How many of the people a customer booked for the list names. */
const BOOKED_FOR_SHOWN = 4;

/**
 * The office's customers (decision 0064): the search, one customer's history, and notes.
 * `astrologerId` is an astrologer's scope (decision 0064): only customers who have a consultation
 * with them, only those consultations, no messages; undefined for admin and desk.
 */
export function createCustomersService(db: Database, now: () => Date = () => new Date()) {
  const repo = createCustomersRepo(db);
  const appointmentsRepo = createAppointmentsRepo(db);
  const notes = createCustomerNotesService(db);

  /** The customer, or 404 NOT_FOUND: no such customer, or (for an astrologer) not theirs. */
  async function customerOrNotFound(userId: number, astrologerId: number | undefined) {
    const customer = await repo.find(userId, astrologerId);
    if (!customer) throw new AppError('NOT_FOUND');
    return customer;
  }

  return {
    async list(query: ListQuery, astrologerId: number | undefined): Promise<CustomersReply> {
      const terms = query.q ? searchTerms(query.q) : null;
      const { rows, total, capped } = await repo.page(
        terms,
        astrologerId,
        query.page,
        query.page_size,
      );
      const bookings = await repo.bookingsOf(
        rows.map((row) => row.id),
        astrologerId,
      );
      return {
        success: true,
        customers: rows.map((row) => {
          const theirs = bookings.filter((booking) => booking.userId === row.id);
          const people = [
            ...new Set(
              theirs.flatMap((booking) => [
                booking.name,
                ...(booking.bridegroomName ? [booking.bridegroomName] : []),
              ]),
            ),
          ];
          // An erased customer (decision 0101): no number, and their bookings name no one.
          const erased = row.erasedAt !== null;
          return {
            id: row.id,
            name: row.name,
            mobile_number: erased ? '' : row.mobileNumber,
            email: row.email,
            appointments: theirs.length,
            booked_for: erased ? [] : people.slice(0, BOOKED_FOR_SHOWN),
            last_booked_at: theirs[0]?.createdAt.toISOString() ?? null,
            created_at: row.createdAt.toISOString(),
            erased,
          };
        }),
        total,
        total_capped: capped,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /** Everything about one customer: details, appointments, payments, refunds, messages and notes. */
    async get(userId: number, language: Language, reader: OfficeReader): Promise<CustomerReply> {
      const { astrologerId } = reader;
      const customer = await customerOrNotFound(userId, astrologerId);
      const rows = await repo.appointments(userId, astrologerId);
      const ids = rows.map((row) => row.id);
      const numbers = new Map(rows.map((row) => [row.id, row.appointmentNumber]));
      const ofAppointment = (appointmentId: number) => ({
        appointment_id: appointmentId,
        appointment_number: numbers.get(appointmentId)!,
      });
      const [details, context, paymentRows, refundRows, messageRows, noteList, audiences] =
        await Promise.all([
          appointmentsRepo.detailsOf(rows),
          loadViewContext(db, now()),
          repo.payments(ids),
          repo.refunds(ids),
          astrologerId === undefined ? repo.messages(userId) : Promise.resolve([]),
          notes.of(userId, reader, language),
          notes.audiences(userId, reader, language),
        ]);
      return {
        success: true,
        customer: {
          id: customer.id,
          name: customer.name,
          mobile_number: customer.erasedAt ? '' : customer.mobileNumber,
          email: customer.email,
          language: customer.languagePreference as Language,
          notify_whatsapp: customer.notifyWhatsapp,
          notify_sms: customer.notifySms,
          notify_email: customer.notifyEmail,
          created_at: customer.createdAt.toISOString(),
          erased_at: customer.erasedAt?.toISOString() ?? null,
        },
        own_consultations_only: astrologerId !== undefined,
        appointments: rows.map((row) => ({
          ...toAdminAppointmentRow(row, customer.mobileNumber, details, language, context),
          bridegroom_name: row.bridegroomName,
        })),
        payments: paymentRows.map((row) => ({
          ...toAdminPayment(row),
          ...ofAppointment(row.appointmentId),
        })),
        refunds: refundRows.map((row) => ({
          ...toRefund(row),
          gateway_refund_id: row.gatewayRefundId,
          reason: row.reason,
          ...ofAppointment(row.appointmentId),
        })),
        messages: messageRows.map((row) => ({
          id: row.id,
          kind: row.kind as MessageKind,
          channel: row.channel as MessageChannel,
          status: row.status as MessageStatus,
          recipient: row.recipient,
          appointment_id: row.appointmentId,
          appointment_number: row.appointmentNumber,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
          last_error: row.lastError,
        })),
        notes: noteList,
        note_astrologers: audiences,
      };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
