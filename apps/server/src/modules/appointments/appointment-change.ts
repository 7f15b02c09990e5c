import type { AuditAction } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { auditedChange } from '../audit/audited-change';
import { createAppointmentsRepo, type AppointmentRow } from './appointments.repo';

export interface AppointmentChange {
  /** Who acts: the office worker, the customer, or null for the system. */
  actorUserId: number | null;
  action: AuditAction;
  appointmentId: number;
  /** A customer's change: only their own appointment is found. */
  ownerUserId?: number;
  /** An astrologer's change: only their own consultation is found (another's is not found). */
  astrologerId?: number;
}

/** The state an audit entry records before a change. */
const stateOf = (row: AppointmentRow) => ({
  status: row.status,
  payment_status: row.paymentStatus,
  scheduled_datetime: row.scheduledAt?.toISOString() ?? null,
  scheduled_end: row.endsAt?.toISOString() ?? null,
});

/**
 * The one way to change an appointment: locked for the transaction (changes to one appointment
 * run one at a time), not found for anyone but its owner when an owner is given, and audited
 * with its state before and what `apply` says changed; `apply` returns null when nothing did
 * (a repeated request), and then nothing is audited. A refusal rolls everything back.
 */
export function changeAppointment<T = undefined>(
  db: Database,
  change: AppointmentChange,
  apply: (row: AppointmentRow, tx: Database) => Promise<{ after: object | null; result?: T }>,
): Promise<T | undefined> {
  return auditedChange(
    db,
    {
      actorUserId: change.actorUserId,
      action: change.action,
      entityType: 'appointment',
      entityId: change.appointmentId,
    },
    async (tx) => {
      const row = await createAppointmentsRepo(tx).lock(
        change.appointmentId,
        change.ownerUserId,
        change.astrologerId,
      );
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      const { after, result } = await apply(row, tx);
      return { before: stateOf(row), after, result, unchanged: after === null };
    },
  );
}
