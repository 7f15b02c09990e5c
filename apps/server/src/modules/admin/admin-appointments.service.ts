import { addDays, isRealDate, type AdminAppointment, type AuditAction, type AdminAppointmentsReply, type Language } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { createPaymentsRepo } from '../payments/payments.repo';
import { settlePaid } from '../payments/payments.service';
import { indiaMoment } from '../slots/india-time';
import { createSlotsService } from '../slots/slots.service';
import { createAdminAppointmentsRepo } from './admin-appointments.repo';
import { toAdminAppointment, toAdminAppointmentRow } from './admin-appointment-view';
import { auditedChange } from './audited-change';
import { officeDay } from './office-day';
import { refundDue } from './refund-policy';

type ListQuery = { date?: string; status?: string; payment_status?: string; q?: string; page: number; page_size: number };


/** The office's work on appointments. Every change is locked, checked, made and audited in one transaction. */
export function createAdminAppointmentsService(db: Database, now: () => Date = () => new Date()) {
  const repo = createAdminAppointmentsRepo(db);
  const appointmentsRepo = createAppointmentsRepo(db);
  const slots = createSlotsService(db, now);

  /** A change to one appointment: locked for the transaction, refused with 404 when unknown, audited (nothing when apply says null). */
  function change(actorUserId: number, appointmentId: number, action: AuditAction, apply: (row: NonNullable<Awaited<ReturnType<typeof repo.lock>>>, tx: Database) => Promise<object | null>) {
    return auditedChange(db, { actorUserId, action, entityType: 'appointment', entityId: appointmentId }, async (tx) => {
      const row = await createAdminAppointmentsRepo(tx).lock(appointmentId);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      const before = { status: row.status, payment_status: row.paymentStatus, scheduled_datetime: row.scheduledAt?.toISOString() ?? null };
      const after = await apply(row, tx);
      return { before, after, result: undefined, unchanged: after === null };
    });
  }

  return {
    change,

    async list(query: ListQuery, language: Language): Promise<AdminAppointmentsReply> {
      if (query.date && !isRealDate(query.date)) throw new AppError('VALIDATION_FAILED', { date: 'validation.slot_date' });
      const between = query.date ? { from: indiaMoment(query.date, 0), to: indiaMoment(addDays(query.date, 1), 0) } : undefined;
      const { rows, total } = await repo.page({ between, status: query.status, paymentStatus: query.payment_status, search: query.q || undefined }, query.page, query.page_size);
      const details = await appointmentsRepo.detailsOf(rows.map((line) => line.appointment));
      return {
        success: true,
        appointments: rows.map((line) => toAdminAppointmentRow(line.appointment, line.mobileNumber, details, language)),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    async get(appointmentId: number, language: Language): Promise<AdminAppointment> {
      const row = await repo.find(appointmentId);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      const [details, customer, payments, refund] = await Promise.all([appointmentsRepo.detailsOf([row]), repo.customer(row.userId), repo.paymentsOf(row.id), repo.refundOf(row.id)]);
      const paid = payments.find((payment) => payment.status === 'paid');
      const cancellable = row.status !== 'cancelled' && row.status !== 'completed';
      const cancellationRefund = cancellable ? (paid ? refundDue(paid.amountPaise, row.scheduledAt, now()) : { amountPaise: 0, feePaise: 0 }) : null;
      return toAdminAppointment(row, details, { customer, payments, refund, cancellationRefund }, language);
    },

    /** Cash taken at the office: the customer's pending cash choice (or a new one) becomes paid. */
    async markCashPaid(actorUserId: number, appointmentId: number): Promise<void> {
      await change(actorUserId, appointmentId, 'appointment.mark_cash_paid', async (row, tx) => {
        if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
        if (row.paymentStatus === 'paid' || row.paymentStatus === 'refunded') throw new AppError('ALREADY_PAID');
        const paymentsRepo = createPaymentsRepo(tx);
        const cash = (await paymentsRepo.pendingCash(row.id)) ?? (await paymentsRepo.insert({ appointmentId: row.id, method: 'cash', status: 'pending', amountPaise: row.totalCostPaise }));
        if ((await settlePaid(paymentsRepo, cash.id, null)) !== 'paid') throw new AppError('ALREADY_PAID');
        return { payment_status: 'paid', status: row.status === 'pending' ? 'paid' : row.status, cash_payment_id: cash.id };
      });
    },

    /** The consultation took place. Completing it twice changes nothing. */
    async complete(actorUserId: number, appointmentId: number): Promise<void> {
      await change(actorUserId, appointmentId, 'appointment.complete', async (row, tx) => {
        if (row.status === 'completed') return null;
        if (row.status === 'cancelled' || row.paymentStatus !== 'paid') throw new AppError('NOT_COMPLETABLE');
        await createAdminAppointmentsRepo(tx).setStatus(row.id, { status: 'completed' });
        return { status: 'completed' };
      });
    },

    /**
     * Schedules or reschedules a paid appointment from today on (an hour already past today
     * records a walk-in held earlier); the same unique index as customers' referees races.
     */
    async schedule(actorUserId: number, appointmentId: number, slotId: number, date: string): Promise<void> {
      officeDay(date, now());
      const slot = (await slots.slotsOn(date)).find((candidate) => candidate.id === slotId);
      const moment = indiaMoment(date, slotId);
      if (!slot || slot.status === 'blocked') throw new AppError('SLOT_UNAVAILABLE');
      if (slot.status === 'booked') throw new AppError('SLOT_TAKEN');
      await change(actorUserId, appointmentId, 'appointment.schedule', async (row, tx) => {
        if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
        if (row.status === 'completed') throw new AppError('APPOINTMENT_COMPLETED');
        if (row.paymentStatus !== 'paid') throw new AppError('NOT_PAID');
        try {
          // The refusal rolls the whole transaction back: nothing is audited for a change not made.
          if (!(await createAdminAppointmentsRepo(tx).setSlot(row.id, moment))) throw new AppError('NOT_PAID');
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('SLOT_TAKEN');
          throw error;
        }
        return { status: 'scheduled', scheduled_datetime: moment.toISOString() };
      });
    },

    async file(appointmentId: number, fileId: number) {
      const file = await repo.file(appointmentId, fileId);
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },
  };
}

export type AdminAppointmentsService = ReturnType<typeof createAdminAppointmentsService>;
