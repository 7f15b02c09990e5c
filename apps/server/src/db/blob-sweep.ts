import { inArray } from 'drizzle-orm';
import type { BlobStore } from '../lib/blob-store/blob-store';
import type { Database } from './database';
import { appointmentFiles, pdfRequests } from './schema';

/**
 * How long an unreferenced blob is kept. A blob is stored while its request streams in and
 * referred to when the request's transaction commits, so for a moment every new blob is
 * referred to by nothing; a day is far longer than any request, and a put of the same bytes
 * dates the blob anew.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000;

const BATCH = 500;

export interface SweepResult {
  removed: number;
  kept: number;
  temporaries: number;
}

/** Which of these hashes a row refers to (an upload or a report); the erasure asks it too. */
export async function referencedBlobs(db: Database, hashes: string[]): Promise<Set<string>> {
  const [files, reports] = await Promise.all([
    db
      .select({ hash: appointmentFiles.contentHash })
      .from(appointmentFiles)
      .where(inArray(appointmentFiles.contentHash, hashes)),
    db
      .select({ hash: pdfRequests.reportHash })
      .from(pdfRequests)
      .where(inArray(pdfRequests.reportHash, hashes)),
  ]);
  return new Set([...files, ...reports].map((row) => row.hash!));
}

/**
 * The orphan sweep (decision 0031): removes blobs no row refers to that are older than the
 * grace period (a refused booking's files, a replaced report, a deleted appointment's uploads),
 * and temporaries a crash left. Each removal re-checks the blob's date as it happens, so bytes
 * stored again since the listing are kept. Safe to run in several processes at once.
 */
export async function sweepOrphanBlobs(
  db: Database,
  blobs: BlobStore,
  options: { graceMs?: number; now?: Date } = {},
): Promise<SweepResult> {
  const cutoff = new Date(
    (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS),
  );
  const result: SweepResult = {
    removed: 0,
    kept: 0,
    temporaries: await blobs.removeStaleTemporaries(cutoff),
  };
  let batch: string[] = [];
  const sweep = async () => {
    const inUse = await referencedBlobs(db, batch);
    for (const hash of batch) {
      if (inUse.has(hash)) result.kept += 1;
      else if (await blobs.deleteIfOlder(hash, cutoff)) result.removed += 1;
    }
    batch = [];
  };
  for await (const blob of blobs.list()) {
    if (blob.modifiedAt >= cutoff) continue;
    batch.push(blob.hash);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return result;
}
