import { and, eq, gte, sql } from 'drizzle-orm';
import {
  addDays,
  MAX_BOOKINGS_PER_DAY,
  MAX_UNPAID_BOOKINGS,
  MAX_UPLOAD_BYTES_PER_DAY,
  todayInIndia,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { appointmentFiles, appointments } from '../../../db/schema';
import { AppError } from '../../../lib/errors/app-error';
import { indiaMoment } from '../../../lib/india-time';
import { createUsersRepo } from '../../users/users.repo';

/**
 * What a customer may book (decision 0017), checked inside the booking's transaction with the
 * customer's row locked, so two bookings sent at once are counted one after the other:
 * - at most MAX_UNPAID_BOOKINGS awaiting payment at once: not cancelled, and not paid (pending
 *   or failed), a cash choice included until the office takes the money;
 * - at most MAX_BOOKINGS_PER_DAY made in one India day (cancelled ones count: they were made);
 * - at most MAX_UPLOAD_BYTES_PER_DAY of horoscope files in one India day.
 * Refusals are 429; the daily ones say when the next India day begins (Retry-After).
 * The office books nothing through here and is not limited.
 */
export async function checkBookingLimits(
  tx: Database,
  userId: number,
  uploadBytes: number,
  now: Date = new Date(),
): Promise<void> {
  await createUsersRepo(tx).lockForCounting(userId);
  const today = todayInIndia(now);
  const dayStart = indiaMoment(today, 0).toISOString();
  const [counts] = await tx
    .select({
      unpaid: sql<number>`count(*) filter (where ${appointments.status} <> 'cancelled'
        and ${appointments.paymentStatus} in ('pending', 'failed'))::int`,
      today: sql<number>`count(*) filter (where ${appointments.createdAt} >= ${dayStart}::timestamptz)::int`,
    })
    .from(appointments)
    .where(eq(appointments.userId, userId));
  if (Number(counts?.unpaid ?? 0) >= MAX_UNPAID_BOOKINGS)
    throw new AppError('UNPAID_BOOKINGS_LIMIT');
  const untilTomorrow = Math.max(
    1,
    Math.ceil((indiaMoment(addDays(today, 1), 0).getTime() - now.getTime()) / 1000),
  );
  if (Number(counts?.today ?? 0) >= MAX_BOOKINGS_PER_DAY)
    throw new AppError('DAILY_BOOKINGS_LIMIT', { retryAfterSeconds: untilTomorrow });
  if (uploadBytes === 0) return;
  const [uploaded] = await tx
    .select({
      bytes: sql<string | number>`coalesce(sum(${appointmentFiles.sizeBytes}), 0)::bigint`,
    })
    .from(appointmentFiles)
    .innerJoin(appointments, eq(appointments.id, appointmentFiles.appointmentId))
    .where(
      and(
        eq(appointments.userId, userId),
        gte(appointmentFiles.createdAt, sql`${dayStart}::timestamptz`),
      ),
    );
  if (Number(uploaded?.bytes ?? 0) + uploadBytes > MAX_UPLOAD_BYTES_PER_DAY)
    throw new AppError('DAILY_UPLOAD_LIMIT', { retryAfterSeconds: untilTomorrow });
}
