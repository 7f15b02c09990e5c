import { and, eq } from 'drizzle-orm';
import type { RetentionRun } from '@portal/contracts';
import type { Database, OpenDatabase } from '../../../db/database';
import { auditLog } from '../../../db/schema';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import { indiaDateAndMinute } from '../../../lib/india-time';
import { createAuditLogRepo } from '../../audit/audit-log.repo';
import type { EraseCustomer } from '../erasure/erase-customer';
import { readPrivacySettings } from '../settings/privacy-settings';
import { cutoffsOf } from './retention-rules';
import { forgetOldSignIns } from './sign-in-records';
import {
  customersDueAfter,
  emptyMessageTexts,
  removeFiles,
  removeReports,
  stillDue,
  trimActivityDetails,
  type StepContext,
} from './retention-steps';

/** Any constant: the key of the advisory lock that lets one process at a time run retention. */
export const RETENTION_LOCK_KEY = 7_404_0103;

/** Removes the read log's entries older than a year (modules/privacy/read-log); returns how many. */
export type PurgeOldReads = (db: Database, now: Date) => Promise<number>;
/** Removes e-mail confirmation links a month past their expiry (modules/users/email); returns how many. */
export type PurgeOldEmailLinks = (db: Database, now: Date) => Promise<number>;

export interface RetentionJobOptions {
  db: Database;
  blobs: BlobStore;
  /** The database's `runAlone`: one run at a time across every process and host. */
  runAlone: OpenDatabase['runAlone'];
  /**
   * The customer's erasure (modules/privacy/erasure) and the read log's purge
   * (modules/privacy/read-log), composed in index.ts; tests give their own.
   */
  eraseCustomer: EraseCustomer;
  purgeOldReads: PurgeOldReads;
  purgeOldEmailLinks: PurgeOldEmailLinks;
  log: { line: (text: string) => void; warn: (text: string) => void };
}

export type RetentionTrigger = RetentionRun['trigger'];

export type RetentionOutcome =
  | { ran: true; counts: Omit<RetentionRun, 'at' | 'trigger'>; failures: number }
  /** running: another process runs it now; done: tonight's nightly run has been made. */
  | { ran: false; why: 'running' | 'done' };

/** The activity log's name of a run: the India night's date for the nightly one, the moment for the command line's. */
const runName = (trigger: RetentionTrigger, now: Date) =>
  trigger === 'nightly'
    ? `nightly:${indiaDateAndMinute(now).date}`
    : `command_line:${now.toISOString()}`;

/**
 * The retention job (decision 0103): with the office's periods, deletes the uploads and written
 * reports due, empties old messages' words, erases customers inactive for years, purges the read
 * log past a year and e-mail confirmation links a month past their expiry, and drops the details of year-old activity log entries about customers; then
 * writes one activity log entry with the counts. One process at a time (the lock), once a night;
 * every removal is its own statement, so it is safe to stop and to run again.
 */
export function createRetentionJob(options: RetentionJobOptions) {
  const { db, blobs, runAlone, log } = options;

  async function alreadyRan(name: string): Promise<boolean> {
    const [entry] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention.run'), eq(auditLog.entityId, name)))
      .limit(1);
    return entry !== undefined;
  }

  /** Erases each customer due, one by one; one that fails is logged by id and left for the next run. */
  async function eraseInactive(context: StepContext) {
    const erase = options.eraseCustomer;
    let erased = 0;
    let failures = 0;
    for (let after = 0; ;) {
      const batch = await customersDueAfter(db, context.cutoffs, after);
      if (batch.length === 0) return { erased, failures };
      for (const { id } of batch) {
        if (!(await stillDue(db, context.cutoffs, id))) continue;
        try {
          await erase(db, {
            blobs,
            userId: id,
            actorUserId: null,
            reason: 'retention',
          });
          erased += 1;
        } catch (error) {
          failures += 1;
          log.warn(`Retention could not erase customer ${id}: ${(error as Error).message}`);
        }
      }
      after = batch.at(-1)!.id;
    }
  }

  async function apply(trigger: RetentionTrigger, now: Date): Promise<RetentionOutcome> {
    const name = runName(trigger, now);
    if (trigger === 'nightly' && (await alreadyRan(name))) return { ran: false, why: 'done' };
    const { periods } = await readPrivacySettings(db);
    const context: StepContext = { db, blobs, cutoffs: cutoffsOf(periods, now), startedAt: now };
    const files = await removeFiles(context);
    const reports = await removeReports(context);
    const messageTexts = await emptyMessageTexts(context);
    const { erased, failures } = await eraseInactive(context);
    const reads = await options.purgeOldReads(db, now);
    const emailLinks = await options.purgeOldEmailLinks(db, now);
    const activityDetails = await trimActivityDetails(context);
    const signIns = await forgetOldSignIns(db, now);
    const counts = {
      files,
      reports,
      message_texts: messageTexts,
      customers: erased,
      reads,
      email_links: emailLinks,
      activity_details: activityDetails,
      sign_ins: signIns,
    };
    await createAuditLogRepo(db).record({
      actorUserId: null,
      action: 'retention.run',
      entityType: 'retention',
      entityId: name,
      before: { periods },
      after: { trigger, ...counts, failures },
    });
    log.line(
      `Retention: removed ${files} uploads and ${reports} reports, emptied ${messageTexts} ` +
        `message texts, erased ${erased} inactive customers, purged ${reads} read log entries ` +
        `and ${signIns} old sign-in records.`,
    );
    return { ran: true, counts, failures };
  }

  return {
    /** Applies the periods now, unless another process is at it (or tonight's run was made). */
    async run(trigger: RetentionTrigger, now = new Date()): Promise<RetentionOutcome> {
      return (
        (await runAlone(RETENTION_LOCK_KEY, () => apply(trigger, now))) ?? {
          ran: false,
          why: 'running',
        }
      );
    },
  };
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;
