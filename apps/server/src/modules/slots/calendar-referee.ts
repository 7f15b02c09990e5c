import { AppError } from '../../lib/errors/app-error';
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
