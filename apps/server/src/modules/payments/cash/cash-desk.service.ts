import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { payments } from '../../../db/schema';
import { AppError } from '../../../lib/errors/app-error';
import { changeAppointment } from '../../appointments/appointment-change';
import { createAppointmentsRepo } from '../../appointments/appointments.repo';
import { createOutboxRepo } from '../../messages/outbox/outbox.repo';
import { createPaymentsRepo } from '../payments.repo';
import { cashUndoRefusal } from './cash-undo-policy';

/**
 * Cash marked received in error, undone the same day (docs/decisions/0069): the payment stays as
 * `undone` with who and when (the cash book and the accountant's export still see it, counted
 * nowhere), the customer's cash choice stands again as a new pending payment, the appointment is
 * back to payment pending (and to pending when it was only paid), a receipt message still waiting
 * is dropped. Audited with the amount; a refusal says why in the caller's language.
 */
export async function undoCashPaid(
  db: Database,
  actorUserId: number,
  appointmentId: number,
  now: Date = new Date(),
): Promise<void> {
  await changeAppointment(
    db,
    { actorUserId, action: 'appointment.undo_cash_paid', appointmentId },
    async (row, tx) => {
      const paymentsRepo = createPaymentsRepo(tx);
      const paid = await paymentsRepo.paidPaymentOf(row.id);
      const refusal = cashUndoRefusal(row, paid, now);
      if (refusal === 'too_late') throw new AppError('CASH_UNDO_TOO_LATE');
      if (refusal !== null || !paid) throw new AppError('CASH_UNDO_NOT_ALLOWED');
      await tx
        .update(payments)
        .set({
          status: 'undone',
          undoneAt: now,
          undoneByUserId: actorUserId,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, paid.id), eq(payments.status, 'paid')));
      await paymentsRepo.insert({
        appointmentId: row.id,
        method: 'cash',
        status: 'pending',
        amountPaise: paid.amountPaise,
      });
      const status = row.status === 'paid' ? 'pending' : row.status;
      await createAppointmentsRepo(tx).update(row.id, { paymentStatus: 'pending', status });
      await createOutboxRepo(tx).dropPending(row.id, ['payment_received'], 'the cash was undone');
      return {
        after: {
          payment_status: 'pending',
          status,
          cash_payment_id: paid.id,
          amount_paise: paid.amountPaise,
        },
      };
    },
  );
}
