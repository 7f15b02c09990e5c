import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appointments, payments } from '../../db/schema';
import { createPaymentsRepo } from '../payments/payments.repo';
import { mayChooseTime, type TimeChoiceView } from './appointment-policy';

/**
 * Whether the customer may choose a time for this appointment now (appointment-policy's
 * mayChooseTime), reading whether cash is chosen from its payments. The booking's check before
 * it looks for a free slot; a row read inside a transaction takes that transaction's `db`.
 */
export async function customerMayChooseTime(
  db: Database,
  row: Omit<TimeChoiceView, 'cashChosen'> & { id: number },
): Promise<boolean> {
  const cashChosen = (await createPaymentsRepo(db).pendingCash(row.id)) !== undefined;
  return mayChooseTime({ ...row, cashChosen });
}

/**
 * mayChooseTime as a WHERE condition on `appointments`, for the UPDATE that gives the time, so a
 * payment that changed between the check and the write (cash given up, the booking cancelled) is
 * refused by the database's own reading. time-choice.test.ts holds the two to the same answers.
 */
export function mayChooseTimeCondition(): SQL {
  const cashChosen = sql`exists (select 1 from ${payments}
    where ${payments.appointmentId} = ${appointments.id}
      and ${payments.method} = 'cash' and ${payments.status} = 'pending')`;
  return or(
    and(eq(appointments.status, 'paid'), eq(appointments.paymentStatus, 'paid')),
    and(
      eq(appointments.status, 'pending'),
      eq(appointments.consultationMode, 'in_person'),
      inArray(appointments.paymentStatus, ['pending', 'failed']),
      cashChosen,
    ),
  )!;
}
