import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { auditLog } from '../../../db/schema';

/** What an entry's before and after become when they held an erased customer's personal data. */
export const REDACTED = { redacted: 'customer.erased' } as const;

/** Actions whose before or after hold a person's details whatever they say (a booking, a birth, a place). */
const PERSONAL_ACTIONS = [
  'appointment.desk_book',
  'appointment.birth_details',
  'appointment.customer_state',
];

/** Shorter words than this are not searched for: they would match too much to mean anything. */
const SHORTEST_NEEDLE = 3;

/** The customer's own entities in the log: their appointments, refunds, reports, messages and them. */
export interface ErasedEntities {
  userId: number;
  appointmentIds: number[];
  refundIds: number[];
  reportIds: number[];
  messageIds: number[];
}

const idsOf = (type: string, ids: number[]): SQL | null =>
  ids.length === 0
    ? null
    : sql`(${auditLog.entityType} = ${type} and ${auditLog.entityId} in (${sql.join(
        ids.map((id) => sql`${String(id)}`),
        sql`, `,
      )}))`;

/**
 * The activity log keeps that each change happened (who, what, when, of which record), never
 * whose details it was (decision 0101): of the entries about the customer's own records, those
 * of an action that records a person's details, and those whose before or after contains any of
 * their personal values (a name, a number, a date or place of birth, a reason, a file's name),
 * have both replaced by REDACTED; a cancellation keeps its refund and loses the reason typed.
 * The search is by the values themselves, case-insensitive, so a later action that quotes a
 * detail is caught too.
 */
export async function redactAuditEntries(
  tx: Database,
  entities: ErasedEntities,
  personalValues: Iterable<string | null | undefined>,
): Promise<number> {
  const ofTheirs = [
    idsOf('user', [entities.userId]),
    idsOf('appointment', entities.appointmentIds),
    idsOf('refund', entities.refundIds),
    idsOf('pdf_request', entities.reportIds),
    idsOf('message', entities.messageIds),
  ].filter((condition): condition is SQL => condition !== null);
  const theirs = sql`(${sql.join(ofTheirs, sql` or `)})`;
  const needles = [
    ...new Set(
      [...personalValues]
        .map((value) => value?.trim().toLowerCase() ?? '')
        .filter((value) => value.length >= SHORTEST_NEEDLE),
    ),
  ];
  await tx
    .update(auditLog)
    .set({ after: sql`${auditLog.after} || '{"reason": null}'::jsonb` })
    .where(
      sql`${theirs} and ${auditLog.action} in ('appointment.cancel', 'appointment.customer_cancel')
        and jsonb_typeof(${auditLog.after}) = 'object' and ${auditLog.after} ->> 'reason' is not null`,
    );
  const text = sql`lower(coalesce(${auditLog.before}::text, '') || ' ' || coalesce(${auditLog.after}::text, ''))`;
  const quotes =
    needles.length === 0
      ? sql`false`
      : sql`(${sql.join(
          needles.map((needle) => sql`strpos(${text}, ${needle}) > 0`),
          sql` or `,
        )})`;
  const marker = JSON.stringify(REDACTED);
  const redacted = await tx
    .update(auditLog)
    .set({
      before: sql`case when ${auditLog.before} is null then null else ${marker}::jsonb end`,
      after: sql`case when ${auditLog.after} is null then null else ${marker}::jsonb end`,
    })
    .where(
      sql`${theirs} and (${auditLog.action} in (${sql.join(
        PERSONAL_ACTIONS.map((action) => sql`${action}`),
        sql`, `,
      )}) or ${quotes})`,
    )
    .returning({ id: auditLog.id });
  return redacted.length;
}
