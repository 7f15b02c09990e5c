import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { appointmentFiles, auditLog, messages, pdfRequests, users } from '../../../db/schema';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import {
  activityDetailsDue,
  customersDue,
  filesDue,
  messageTextsDue,
  reportsDue,
  type RetentionCutoffs,
} from './retention-rules';

/*
 * The job's removals (decision 0103). Each row is removed by one statement that checks the rule
 * again (retention-rules.ts), so a row changed since it was listed is left, a crash leaves no row
 * half removed, and a second run finds nothing left to do. Rows are walked by id, never read twice.
 */

/** Rows listed at a time. */
const BATCH = 200;
/** Message texts and activity details are emptied this many rows per statement. */
const EMPTIED_PER_STATEMENT = 500;

export interface StepContext {
  db: Database;
  blobs: BlobStore;
  cutoffs: RetentionCutoffs;
  /** When the run began: bytes stored again since then are kept (an upload of the same file meanwhile). */
  startedAt: Date;
}

/**
 * Deletes a blob that no upload or report refers to any more. Its bytes stay when stored again
 * since the run began (`deleteIfOlder`); a blob left by a crash here is the orphan sweep's.
 */
async function dropBlobIfUnused({ db, blobs, startedAt }: StepContext, hash: string) {
  const [file] = await db
    .select({ id: appointmentFiles.id })
    .from(appointmentFiles)
    .where(eq(appointmentFiles.contentHash, hash))
    .limit(1);
  if (file) return;
  const [report] = await db
    .select({ id: pdfRequests.id })
    .from(pdfRequests)
    .where(eq(pdfRequests.reportHash, hash))
    .limit(1);
  if (report) return;
  await blobs.deleteIfOlder(hash, startedAt);
}

/** Deletes the uploads due, row and bytes. Returns how many. */
export async function removeFiles(context: StepContext): Promise<number> {
  const { db, cutoffs } = context;
  let removed = 0;
  for (let after = 0; ;) {
    const batch = await db
      .select({ id: appointmentFiles.id })
      .from(appointmentFiles)
      .where(and(gt(appointmentFiles.id, after), filesDue(cutoffs)))
      .orderBy(asc(appointmentFiles.id))
      .limit(BATCH);
    if (batch.length === 0) return removed;
    for (const { id } of batch) {
      const [gone] = await db
        .delete(appointmentFiles)
        .where(and(eq(appointmentFiles.id, id), filesDue(cutoffs)))
        .returning({ hash: appointmentFiles.contentHash });
      if (!gone) continue;
      removed += 1;
      if (gone.hash) await dropBlobIfUnused(context, gone.hash);
    }
    after = batch.at(-1)!.id;
  }
}

/**
 * Deletes the written reports due: the PDF goes, the row stays as `removed`, so the customer's
 * appointment says the report was removed rather than forgetting it was ever given.
 */
export async function removeReports(context: StepContext): Promise<number> {
  const { db, cutoffs } = context;
  let removed = 0;
  for (let after = 0; ;) {
    const batch = await db
      .select({ id: pdfRequests.id })
      .from(pdfRequests)
      .where(and(gt(pdfRequests.id, after), reportsDue(cutoffs)))
      .orderBy(asc(pdfRequests.id))
      .limit(BATCH);
    if (batch.length === 0) return removed;
    for (const { id } of batch) {
      const [before] = await db
        .select({ hash: pdfRequests.reportHash })
        .from(pdfRequests)
        .where(eq(pdfRequests.id, id));
      const [gone] = await db
        .update(pdfRequests)
        .set({ status: 'removed', reportHash: null, reportSizeBytes: null, legacyReport: null })
        .where(and(eq(pdfRequests.id, id), reportsDue(cutoffs)))
        .returning({ id: pdfRequests.id });
      if (!gone) continue;
      removed += 1;
      if (before?.hash) await dropBlobIfUnused(context, before.hash);
    }
    after = batch.at(-1)!.id;
  }
}

/**
 * Empties the words of old messages (subject, text and the event's details), keeping what was
 * sent to whom, by which channel, when and how it went. A failed one can no longer be sent again
 * (there is nothing to send): it is dropped, saying why.
 */
export async function emptyMessageTexts({ db, cutoffs }: StepContext): Promise<number> {
  let emptied = 0;
  for (;;) {
    const chosen = db
      .select({ id: messages.id })
      .from(messages)
      .where(messageTextsDue(cutoffs))
      .orderBy(asc(messages.id))
      .limit(EMPTIED_PER_STATEMENT);
    const rows = await db
      .update(messages)
      .set({
        subject: null,
        body: null,
        payload: sql`'{}'::jsonb`,
        lastError: sql`case when ${messages.status} = 'failed'
          then 'its words were removed after the retention period' else ${messages.lastError} end`,
        status: sql`case when ${messages.status} = 'failed' then 'dropped' else ${messages.status} end`,
        updatedAt: new Date(),
      })
      .where(and(inArray(messages.id, chosen), messageTextsDue(cutoffs)))
      .returning({ id: messages.id });
    emptied += rows.length;
    if (rows.length < EMPTIED_PER_STATEMENT) return emptied;
  }
}

/** Drops the details (before and after) of year-old activity log entries about customers' records. */
export async function trimActivityDetails({ db, cutoffs }: StepContext): Promise<number> {
  let trimmed = 0;
  for (;;) {
    const chosen = db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(activityDetailsDue(cutoffs))
      .orderBy(asc(auditLog.id))
      .limit(EMPTIED_PER_STATEMENT);
    const rows = await db
      .update(auditLog)
      .set({ before: null, after: null })
      .where(and(inArray(auditLog.id, chosen), activityDetailsDue(cutoffs)))
      .returning({ id: auditLog.id });
    trimmed += rows.length;
    if (rows.length < EMPTIED_PER_STATEMENT) return trimmed;
  }
}

/** The customers due for erasure, by id, a batch after `after`. */
export function customersDueAfter(db: Database, cutoffs: RetentionCutoffs, after: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(gt(users.id, after), customersDue(cutoffs)))
    .orderBy(asc(users.id))
    .limit(BATCH);
}

/** Whether a customer is still due at this moment (they may have signed in since the list was read). */
export async function stillDue(db: Database, cutoffs: RetentionCutoffs, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), customersDue(cutoffs)));
  return row !== undefined;
}
