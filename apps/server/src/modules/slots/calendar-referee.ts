import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { indiaDateAndMinute } from '../../lib/india-time';
import { isDeadlock, isExclusionViolation, isUniqueViolation } from '../../lib/errors/db-errors';

/** How many times a transaction that PostgreSQL failed as a deadlock is run in all. */
export const CALENDAR_WRITE_ATTEMPTS = 4;

/**
 * Runs a whole transaction that gives an appointment a time, with the database's exclusion
 * constraint as the referee of every race: a time that overlaps another booking is "taken" (409).
 *
 * Two transactions that write overlapping times at the same moment may each find the other's row
 * still in progress and wait for it; PostgreSQL then fails one of them as a deadlock (about one
 * race in two hundred on this machine). That one is run again: it then meets the other's
 * committed row and is refused as taken, or takes the time if the other rolled back. The
 * transaction must be whole, from its begin: a deadlock aborts all of it (decision 0041).
 */
export async function refereed<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (isExclusionViolation(error) || isUniqueViolation(error)) throw new AppError('SLOT_TAKEN');
      if (!isDeadlock(error) || attempt === CALENDAR_WRITE_ATTEMPTS) throw error;
    }
  }
}

/** The advisory lock space of the calendar's days (the first key of pg_advisory_xact_lock). */
const CALENDAR_DAY_LOCK = 7_201;

/**
 * Writers of one India day's times take turns (a transaction-level advisory lock on the day, held
 * until commit), before writing a time. Fifty customers racing for three starts otherwise each
 * waited on the others' uncommitted rows in the exclusion constraint and deadlocked again and
 * again on a busy machine (a 500 after four attempts); in turn, each meets the committed rows
 * before it and is refused at once (409). The exclusion constraint stays the referee.
 */
export async function takeTurnOnDay(tx: Database, start: Date): Promise<void> {
  const indiaDay = Date.parse(`${indiaDateAndMinute(start).date}T00:00:00Z`) / 86_400_000;
  await tx.execute(sql`select pg_advisory_xact_lock(${CALENDAR_DAY_LOCK}, ${indiaDay})`);
}
