import type { BlobStore } from '../lib/blob-store/blob-store';
import { moveFilesToBlobStore } from './blob-move';
import { sweepOrphanBlobs } from './blob-sweep';
import type { Database } from './database';

/** How often the orphan sweep runs after the one at start. */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

export interface BlobUpkeepLog {
  line: (text: string) => void;
  warn: (text: string) => void;
}

/**
 * What the server process does for the blob store (decision 0031): first, before it listens, the
 * upgrade step moves any bytes still in the database (a failure stops the start: nothing is
 * cleared unless verified, and the operator sees why); then the orphan sweep runs once in the
 * background and every six hours. Returns how to stop the timer.
 */
export async function startBlobUpkeep(
  db: Database,
  blobs: BlobStore,
  log: BlobUpkeepLog,
): Promise<{ stop(): void }> {
  await moveFilesToBlobStore(db, blobs, { log: log.line });
  const sweep = () => {
    sweepOrphanBlobs(db, blobs).then(
      (result) => {
        if (result.removed + result.temporaries > 0)
          log.line(
            `Blob sweep: removed ${result.removed} unreferenced files and ${result.temporaries} unfinished writes.`,
          );
      },
      (error: unknown) => log.warn(`The blob sweep could not run: ${(error as Error).message}`),
    );
  };
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
