import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gt as gtId, isNotNull } from 'drizzle-orm';
import type { BlobStore } from '../lib/blob-store/blob-store';
import type { Database } from './database';
import { appointmentFiles, pdfRequests } from './schema';

/** Thrown when the store does not give back the bytes it was given; nothing is cleared then. */
export class BlobMoveError extends Error {
  override name = 'BlobMoveError';
}

export interface BlobMoveResult {
  files: number;
  reports: number;
  bytes: number;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Stores the bytes, then reads them back from the store and compares hashes: only a verified copy
 * lets the row be cleared.
 */
async function storeVerified(blobs: BlobStore, bytes: Buffer): Promise<string> {
  const expected = sha256(bytes);
  const stored = await blobs.put(Readable.from([bytes]));
  const readBack = createHash('sha256');
  for await (const chunk of await blobs.open(stored.hash)) readBack.update(chunk as Buffer);
  if (
    stored.hash !== expected ||
    stored.size !== bytes.length ||
    readBack.digest('hex') !== expected
  ) {
    throw new BlobMoveError(
      `the blob store did not give back the ${bytes.length} bytes it was given (expected ${expected})`,
    );
  }
  return expected;
}

/**
 * The upgrade step of decision 0031, run at every start after the migrations: bytes still in
 * `appointment_files.content` and `pdf_requests.report` are copied to the blob store, verified
 * by hash, and only then is the row pointed at the blob and its bytes cleared, in one update
 * that changes nothing if another process moved the row meanwhile. Rows are found in batches
 * of ids and read one at a time (a 10 MB file in memory at once, not a batch of them). Idempotent:
 * an interrupted run leaves every row either untouched or moved, and the next start goes on.
 * On an upgraded database it costs two small queries.
 */
export async function moveFilesToBlobStore(
  db: Database,
  blobs: BlobStore,
  options: { batchSize?: number; log?: (text: string) => void } = {},
): Promise<BlobMoveResult> {
  const batchSize = options.batchSize ?? 100;
  const result: BlobMoveResult = { files: 0, reports: 0, bytes: 0 };

  for (let after = 0; ;) {
    const batch = await db
      .select({ id: appointmentFiles.id })
      .from(appointmentFiles)
      .where(and(isNotNull(appointmentFiles.legacyContent), gtId(appointmentFiles.id, after)))
      .orderBy(asc(appointmentFiles.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    for (const { id } of batch) {
      const [row] = await db
        .select({ content: appointmentFiles.legacyContent })
        .from(appointmentFiles)
        .where(eq(appointmentFiles.id, id));
      if (!row?.content) continue;
      const hash = await storeVerified(blobs, row.content);
      const moved = await db
        .update(appointmentFiles)
        .set({ contentHash: hash, legacyContent: null })
        .where(and(eq(appointmentFiles.id, id), isNotNull(appointmentFiles.legacyContent)))
        .returning({ id: appointmentFiles.id });
      if (moved.length > 0) {
        result.files += 1;
        result.bytes += row.content.length;
      }
    }
    after = batch[batch.length - 1]!.id;
  }

  for (let after = 0; ;) {
    const batch = await db
      .select({ id: pdfRequests.id })
      .from(pdfRequests)
      .where(and(isNotNull(pdfRequests.legacyReport), gtId(pdfRequests.id, after)))
      .orderBy(asc(pdfRequests.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    for (const { id } of batch) {
      const [row] = await db
        .select({ report: pdfRequests.legacyReport })
        .from(pdfRequests)
        .where(eq(pdfRequests.id, id));
      if (!row?.report) continue;
      const hash = await storeVerified(blobs, row.report);
      const moved = await db
        .update(pdfRequests)
        .set({ reportHash: hash, reportSizeBytes: row.report.length, legacyReport: null })
        .where(and(eq(pdfRequests.id, id), isNotNull(pdfRequests.legacyReport)))
        .returning({ id: pdfRequests.id });
      if (moved.length > 0) {
        result.reports += 1;
        result.bytes += row.report.length;
      }
    }
    after = batch[batch.length - 1]!.id;
  }

  if (result.files + result.reports > 0) {
    options.log?.(
      `Moved ${result.files} uploaded files and ${result.reports} reports ` +
        `(${(result.bytes / 1_048_576).toFixed(1)} MB) out of the database into the ` +
        `${blobs.kind} blob store.`,
    );
  }
  return result;
}
