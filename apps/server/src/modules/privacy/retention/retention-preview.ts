import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  RETENTION_PREVIEW_LIMIT,
  type RetentionDueAppointment,
  type RetentionPreview,
  type RetentionReason,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import {
  appointmentFiles,
  appointments,
  auditLog,
  messages,
  pdfRequests,
  users,
} from '../../../db/schema';
import { queriesTogether } from '../../../db/queries-together';
import {
  activityDetailsDue,
  appointmentsDue,
  customersDue,
  filesDue,
  lastActive,
  messageTextsDue,
  periodStart,
  reasonOf,
  reportsDue,
  type RetentionCutoffs,
} from './retention-rules';

const iso = (moment: string | Date) => new Date(moment).toISOString();

/** How many rows of a table a condition selects. */
const counted = (db: Database, table: PgTable, where: SQL) =>
  db.select({ n: count() }).from(table).where(where);

/**
 * What the next run removes, counted by the rules the job applies (retention-rules.ts), and the
 * first appointments and customers it concerns, oldest first, for the office to look at.
 */
export async function previewRetention(
  db: Database,
  cutoffs: RetentionCutoffs,
  nextRunAt: Date,
): Promise<RetentionPreview> {
  // Named in full: drizzle leaves a single table's columns unqualified in a select's fields.
  const outerId = sql.raw('"appointments"."id"');
  const fileCount = sql<number>`(select count(*)::int from ${appointmentFiles}
    where ${appointmentFiles}.${sql.identifier('appointment_id')} = ${outerId})`;
  const reportCount = sql<number>`(select count(*)::int from ${pdfRequests}
    where ${pdfRequests}.${sql.identifier('appointment_id')} = ${outerId}
      and (${pdfRequests.reportHash} is not null or ${pdfRequests.legacyReport} is not null))`;
  const [files, reports, texts, customers, details, listed, people] = await queriesTogether(db, [
    counted(db, appointmentFiles, filesDue(cutoffs)),
    counted(db, pdfRequests, reportsDue(cutoffs)),
    counted(db, messages, messageTextsDue(cutoffs)),
    counted(db, users, customersDue(cutoffs)),
    counted(db, auditLog, activityDetailsDue(cutoffs)),
    db
      .select({
        id: appointments.id,
        number: appointments.appointmentNumber,
        since: periodStart,
        reason: reasonOf,
        files: fileCount,
        reports: reportCount,
      })
      .from(appointments)
      .where(and(appointmentsDue(cutoffs), sql`(${fileCount}) + (${reportCount}) > 0`))
      .orderBy(asc(periodStart), asc(appointments.id))
      .limit(RETENTION_PREVIEW_LIMIT),
    db
      .select({ id: users.id, name: users.name, lastActive })
      .from(users)
      .where(customersDue(cutoffs))
      .orderBy(asc(lastActive), asc(users.id))
      .limit(RETENTION_PREVIEW_LIMIT),
  ]);
  const total = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  return {
    next_run_at: nextRunAt.toISOString(),
    files: total(files),
    reports: total(reports),
    message_texts: total(texts),
    customers: total(customers),
    activity_details: total(details),
    appointments_listed: listed.map((row): RetentionDueAppointment => ({
      id: row.id,
      appointment_number: row.number,
      since: iso(row.since),
      reason: row.reason as RetentionReason,
      files: Number(row.files),
      reports: Number(row.reports),
    })),
    customers_listed: people.map((row) => ({
      id: row.id,
      name: row.name,
      last_active_at: iso(row.lastActive),
    })),
  };
}

/** The newest run's entry in the activity log, or null before the first (its counts are all it holds). */
export async function lastRetentionRun(db: Database) {
  const [entry] = await db
    .select({ after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(eq(auditLog.action, 'retention.run'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry ?? null;
}
