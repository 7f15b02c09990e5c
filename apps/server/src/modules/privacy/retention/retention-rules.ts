import { and, inArray, isNotNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { RetentionPeriods } from '@portal/contracts';
import {
  appointmentFiles,
  appointments,
  auditLog,
  messages,
  pdfRequests,
  users,
} from '../../../db/schema';

/*
 * What retention removes, as conditions on each table (decision 0103): the one statement of the
 * rules, used alike by the office's preview (retention-preview.ts) and by the job's removals
 * (retention-steps.ts), which re-check them row by row, so that what the console says the next
 * run removes is what it removes.
 */

/** The activity log keeps the details (before and after) of entries about customers' records for a year. */
export const ACTIVITY_DETAILS_MONTHS = 12;

/**
 * The office's own records: their activity log entries name settings, prices, texts and the team,
 * never a customer's data, and keep their details. Every other entry's details go after a year.
 */
const OFFICE_ENTITY_TYPES = [
  'astrologer',
  'astrology_settings',
  'blocked_day',
  'blocked_slot',
  'breach',
  'country',
  'page',
  'privacy_settings',
  'retention',
  'schedule',
  'service',
  'sign_in_settings',
  'tax_settings',
  'testimonial',
  'translation',
  'ui_settings',
  'user',
];

export interface RetentionCutoffs {
  /** Uploads and reports of consultations that ended before this. */
  consultation: Date;
  /** Uploads of bookings cancelled, or made and never paid, before this. */
  unpaid: Date;
  /** Words of messages sent before this. */
  messages: Date;
  /** Customers last active before this. */
  inactive: Date;
  /** Details of activity log entries written before this. */
  activity: Date;
}

const monthsBefore = (now: Date, months: number) => {
  const moment = new Date(now);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  return moment;
};

export function cutoffsOf(periods: RetentionPeriods, now: Date): RetentionCutoffs {
  return {
    consultation: monthsBefore(now, periods.files_months),
    unpaid: new Date(now.getTime() - periods.unpaid_files_days * 86_400_000),
    messages: monthsBefore(now, periods.message_text_months),
    inactive: monthsBefore(now, periods.inactive_years * 12),
    activity: monthsBefore(now, ACTIVITY_DETAILS_MONTHS),
  };
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** Whether the booking was never held: cancelled, or still waiting to be paid. */
const neverHeld = sql`${appointments.status} in ('cancelled', 'pending')`;

/**
 * The moment an appointment's period runs from: its cancellation, the booking (while unpaid), or
 * the consultation's end (its outcome, or the booking, when it had no time).
 */
export const periodStart = sql<string>`case
  when ${appointments.status} = 'cancelled'
    then coalesce(${appointments.cancelledAt}, ${appointments.updatedAt})
  when ${appointments.status} = 'pending' then ${appointments.createdAt}
  else coalesce(${appointments.endsAt}, ${appointments.outcomeAt}, ${appointments.createdAt})
end`;

/** Why an appointment's uploads go: what its period is. */
export const reasonOf = sql<string>`case
  when ${appointments.status} = 'cancelled' then 'cancelled'
  when ${appointments.status} = 'pending' then 'unpaid'
  else 'after_consultation'
end`;

/** Appointments whose uploads and reports are due: never held and past the short period, or held and past the long one. */
export function appointmentsDue(cutoffs: RetentionCutoffs): SQL {
  return sql`(${periodStart}) < case when ${neverHeld} then ${at(cutoffs.unpaid)}
    else ${at(cutoffs.consultation)} end`;
}

const dueAppointmentIds = (cutoffs: RetentionCutoffs) =>
  sql`(select ${appointments.id} from ${appointments} where ${appointmentsDue(cutoffs)})`;

/** Uploads (appointment_files rows) due. */
export function filesDue(cutoffs: RetentionCutoffs): SQL {
  return sql`${appointmentFiles.appointmentId} in ${dueAppointmentIds(cutoffs)}`;
}

/** Written reports still holding their PDF, due. */
export function reportsDue(cutoffs: RetentionCutoffs): SQL {
  return and(
    or(isNotNull(pdfRequests.reportHash), isNotNull(pdfRequests.legacyReport)),
    sql`${pdfRequests.appointmentId} in ${dueAppointmentIds(cutoffs)}`,
  )!;
}

/**
 * Messages whose words (subject, text, the event's details) are due: sent, failed or dropped
 * before the cutoff, and not yet emptied. A message waiting to go is never touched.
 */
export function messageTextsDue(cutoffs: RetentionCutoffs): SQL {
  return and(
    lt(messages.createdAt, cutoffs.messages),
    inArray(messages.status, ['sent', 'failed', 'dropped']),
    or(
      isNotNull(messages.subject),
      isNotNull(messages.body),
      sql`${messages.payload} <> '{}'::jsonb`,
    ),
  )!;
}

/**
 * Customers inactive for the period: not erased, no sign-in (or, never signed in, registered)
 * before the cutoff, and no appointment booked, or held, since then or to come.
 */
export function customersDue(cutoffs: RetentionCutoffs): SQL {
  return sql`${users.role} = 'customer' and ${users.erasedAt} is null
    and coalesce(${users.lastSignInAt}, ${users.createdAt}) < ${at(cutoffs.inactive)}
    and not exists (
      select 1 from ${appointments} where ${appointments.userId} = ${users.id}
        and (${appointments.createdAt} >= ${at(cutoffs.inactive)}
          or ${appointments.scheduledAt} >= ${at(cutoffs.inactive)})
    )`;
}

/** When a customer was last active: their last sign-in, or their registration. */
export const lastActive = sql<string>`coalesce(${users.lastSignInAt}, ${users.createdAt})`;

/** Activity log entries about customers' records whose details are due. */
export function activityDetailsDue(cutoffs: RetentionCutoffs): SQL {
  return and(
    lt(auditLog.createdAt, cutoffs.activity),
    notInArray(auditLog.entityType, OFFICE_ENTITY_TYPES),
    or(isNotNull(auditLog.before), isNotNull(auditLog.after)),
  )!;
}
