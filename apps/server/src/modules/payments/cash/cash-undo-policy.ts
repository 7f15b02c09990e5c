import { todayInIndia } from '@portal/contracts';

/*
 * When cash marked received can be undone (docs/decisions/0069): a slip at the
 * desk is put right the same day, India time, while the consultation is where the cash left it.
 * The office's undo call and the appointment's `can_undo_cash` flag both ask here.
 */

/** The parts of the appointment and its paid payment the rule reads. */
export interface CashUndoView {
  status: string;
  paymentStatus: string;
  consultationMode: string;
}
export interface PaidCashView {
  method: string;
  status: string;
  paidAt: Date | null;
}

export type CashUndoRefusal = 'not_cash' | 'moved_on' | 'too_late';

/**
 * Why the cash of this appointment cannot be undone now, or null when it can:
 * - `not_cash`: nothing paid, or paid online (a refund's matter, not the desk's);
 * - `moved_on`: cancelled, held or absent (those need the payment, or refunded it), or given a
 *   phone or video time, which waits for the money (decision 0057): undoing would leave a time held unpaid;
 * - `too_late`: the cash was marked received on an earlier day (India time).
 */
export function cashUndoRefusal(
  appointment: CashUndoView,
  paid: PaidCashView | undefined,
  now: Date,
): CashUndoRefusal | null {
  if (
    !paid ||
    paid.method !== 'cash' ||
    paid.status !== 'paid' ||
    appointment.paymentStatus !== 'paid'
  )
    return 'not_cash';
  const stays =
    appointment.status === 'paid' ||
    (appointment.status === 'scheduled' && appointment.consultationMode === 'in_person');
  if (!stays) return 'moved_on';
  if (!paid.paidAt || todayInIndia(paid.paidAt) !== todayInIndia(now)) return 'too_late';
  return null;
}
