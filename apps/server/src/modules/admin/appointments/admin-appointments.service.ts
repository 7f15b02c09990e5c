import {
  addDays,
  type AdminAppointment,
  type AdminAppointmentsReply,
  type Language,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { changeAppointment } from '../../appointments/appointment-change';
import { outcomeRefusal, canUndoOutcome } from '../../appointments/appointment-policy';
import { createAppointmentsRepo } from '../../appointments/appointments.repo';
import { loadViewContext } from '../../appointments/appointments.service';
import { createPaymentsRepo } from '../../payments/payments.repo';
import { settlePaid } from '../../payments/payments.service';
import { indiaMoment } from '../../../lib/india-time';
import { createAdminAppointmentsRepo } from './admin-appointments.repo';
import { toAdminAppointment, toAdminAppointmentRow } from './admin-appointment-view';

type ListQuery = {
  date?: string;
  status?: string;
  payment_status?: string;
  q?: string;
  page: number;
  page_size: number;
};

/**
 * The office's work on appointments. Every change is locked, checked, made and audited in one
 * transaction (changeAppointment).
 */
export function createAdminAppointmentsService(db: Database, now: () => Date = () => new Date()) {
  const repo = createAdminAppointmentsRepo(db);
  const appointmentsRepo = createAppointmentsRepo(db);
  const viewContext = () => loadViewContext(db, now());

  /** Completed or absent: only for a paid, scheduled consultation whose time has come (an astrologer's own only). */
  function recordOutcome(
    actorUserId: number,
    appointmentId: number,
    outcome: 'completed' | 'no_show',
    astrologerId?: number,
  ) {
    return changeAppointment(
      db,
      {
        actorUserId,
        action: outcome === 'completed' ? 'appointment.complete' : 'appointment.no_show',
        appointmentId,
        astrologerId,
      },
      async (row, tx) => {
        if (row.status === outcome) return { after: null };
        const refusal = outcomeRefusal(row, now());
        if (refusal === 'not_scheduled') throw new AppError('NOT_COMPLETABLE');
        if (refusal === 'not_started') throw new AppError('NOT_STARTED');
        await createAppointmentsRepo(tx).update(row.id, { status: outcome, outcomeAt: now() });
        return { after: { status: outcome } };
      },
    );
  }

  return {
    /** A page of appointments; given an astrologer, their own consultations only (an astrologer's list). */
    async list(
      query: ListQuery,
      language: Language,
      astrologerId?: number,
    ): Promise<AdminAppointmentsReply> {
      const between = query.date
        ? { from: indiaMoment(query.date, 0), to: indiaMoment(addDays(query.date, 1), 0) }
        : undefined;
      const { rows, total, capped } = await repo.page(
        {
          between,
          status: query.status,
          paymentStatus: query.payment_status,
          search: query.q || undefined,
          astrologerId,
        },
        query.page,
        query.page_size,
      );
      const [details, context] = await Promise.all([
        appointmentsRepo.detailsOf(rows.map((line) => line.appointment)),
        viewContext(),
      ]);
      return {
        success: true,
        appointments: rows.map((line) =>
          toAdminAppointmentRow(line.appointment, line.mobileNumber, details, language, context),
        ),
        total,
        total_capped: capped,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /**
     * One appointment; given an astrologer, only their own consultation: a colleague's (or one
     * given to no astrologer yet) is refused as not theirs (403), so the astrologer is told why
     * rather than asked to try again (decision 0110). A customer's own calls stay 404.
     */
    async get(
      appointmentId: number,
      language: Language,
      astrologerId?: number,
    ): Promise<AdminAppointment> {
      const row = await repo.find(appointmentId, astrologerId);
      if (!row) {
        if (astrologerId !== undefined && (await repo.find(appointmentId)))
          throw new AppError('NOT_YOUR_CONSULTATION');
        throw new AppError('APPOINTMENT_NOT_FOUND');
      }
      const [details, customer, payments, context] = await Promise.all([
        appointmentsRepo.detailsOf([row]),
        repo.customer(row.userId),
        repo.paymentsOf(row.id),
        viewContext(),
      ]);
      return toAdminAppointment(row, details, { customer, payments }, language, context);
    },

    /** Cash taken at the office: the customer's pending cash choice (or a new one) becomes paid. */
    async markCashPaid(actorUserId: number, appointmentId: number): Promise<void> {
      await changeAppointment(
        db,
        { actorUserId, action: 'appointment.mark_cash_paid', appointmentId },
        async (row, tx) => {
          if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
          if (row.paymentStatus === 'paid' || row.paymentStatus === 'refunded')
            throw new AppError('ALREADY_PAID');
          const paymentsRepo = createPaymentsRepo(tx);
          const cash =
            (await paymentsRepo.pendingCash(row.id)) ??
            (await paymentsRepo.insert({
              appointmentId: row.id,
              method: 'cash',
              status: 'pending',
              amountPaise: row.totalCostPaise,
            }));
          if ((await settlePaid(tx, cash.id, null)).outcome !== 'paid')
            throw new AppError('ALREADY_PAID');
          return {
            after: {
              payment_status: 'paid',
              status: row.status === 'pending' ? 'paid' : row.status,
              cash_payment_id: cash.id,
            },
          };
        },
      );
    },

    /** The consultation took place (from its start on). Completing it twice changes nothing. */
    async complete(
      actorUserId: number,
      appointmentId: number,
      astrologerId?: number,
    ): Promise<void> {
      await recordOutcome(actorUserId, appointmentId, 'completed', astrologerId);
    },

    /** The customer did not come (from the start on); nothing is refunded. */
    async markNoShow(
      actorUserId: number,
      appointmentId: number,
      astrologerId?: number,
    ): Promise<void> {
      await recordOutcome(actorUserId, appointmentId, 'no_show', astrologerId);
    },

    /** A completion or absence recorded in error goes back to scheduled, the same day (India time). */
    async undoOutcome(
      actorUserId: number,
      appointmentId: number,
      astrologerId?: number,
    ): Promise<void> {
      await changeAppointment(
        db,
        { actorUserId, action: 'appointment.undo_outcome', appointmentId, astrologerId },
        async (row, tx) => {
          if (!canUndoOutcome(row, now())) throw new AppError('UNDO_NOT_ALLOWED');
          await createAppointmentsRepo(tx).update(row.id, { status: 'scheduled', outcomeAt: null });
          return { after: { status: 'scheduled', undone: row.status } };
        },
      );
    },

    async file(appointmentId: number, fileId: number, astrologerId?: number) {
      const file = await repo.file(appointmentId, fileId, astrologerId);
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },
  };
}

export type AdminAppointmentsService = ReturnType<typeof createAdminAppointmentsService>;
