import type { OpenDatabase } from '../../../db/database';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import { eraseCustomer } from '../erasure/erase-customer';
import { purgeOldReads } from '../read-log/purge-old-reads';
import { createRetentionJob, type RetentionJobOptions } from './retention-job';

/**
 * The retention job as the server and `npm run admin -- retention` run it: composed here, the one
 * place that names the erasure and the read log's purge it calls (decision 0103).
 */
export function createPortalRetentionJob({
  database,
  blobs,
  log,
}: {
  database: OpenDatabase;
  blobs: BlobStore;
  log: RetentionJobOptions['log'];
}) {
  return createRetentionJob({
    db: database.db,
    blobs,
    runAlone: (key, work) => database.runAlone(key, work),
    eraseCustomer,
    purgeOldReads,
    log,
  });
}

export { createRetentionJob, RETENTION_LOCK_KEY, type RetentionJob } from './retention-job';
export { startNightlyRetention } from './nightly-retention';
