import type { OpenDatabase } from '../../../db/database';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import { eraseCustomer } from '../erasure/erase-customer';
import { purgeOldReads } from '../read-log/purge-old-reads';
import { purgeOldEmailLinks } from '../../users/email/purge-old-links';
import { createRetentionJob, type RetentionJobOptions } from './retention-job';

/**
 * The retention job as the server and `npm run admin -- retention` run it: composed here, the one
 * place that names the erasure and the purges of the read log and of old e-mail confirmation
 * links it calls (decisions 0103, 0107).
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
    purgeOldEmailLinks,
    log,
  });
}

export { createRetentionJob, RETENTION_LOCK_KEY, type RetentionJob } from './retention-job';
export { startNightlyRetention } from './nightly-retention';
