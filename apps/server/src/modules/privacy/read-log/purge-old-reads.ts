import { READ_LOG_MONTHS } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { createReadLogRepo } from './read-log.repo';

/** The moment before which reads are no longer kept: READ_LOG_MONTHS calendar months before `now`. */
export function readLogCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - READ_LOG_MONTHS);
  return cutoff;
}

/**
 * Deletes the reads older than a year (decision 0102: logs are kept for a year); the retention
 * job calls it each night (modules/privacy/retention). Returns how many went.
 */
export function purgeOldReads(db: Database, now: Date): Promise<number> {
  return createReadLogRepo(db).deleteBefore(readLogCutoff(now));
}
