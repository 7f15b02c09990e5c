import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  RETRY_FAILED_LIMIT,
  type RetryFailedReply,
  type RetryFailedRequest,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { messages } from '../../../db/schema';
import { auditedChange } from '../../audit/audited-change';

/** Counting what remains stops here: the reply says "more than this" rather than counting a huge backlog. */
const REMAINING_COUNTED_UP_TO = 10_000;

/**
 * The office's "Send again" for every failed message of a filter (the messages list's filter):
 * at most RETRY_FAILED_LIMIT at once, oldest first, each due now with its attempts counted afresh
 * (as the one-message retry); one audit entry with the filter, how many and which. A message that
 * stopped being failed meanwhile is left as it is.
 */
export async function retryFailedMessages(
  db: Database,
  actorUserId: number,
  filter: RetryFailedRequest,
): Promise<RetryFailedReply> {
  const conditions: SQL[] = [eq(messages.status, 'failed')];
  if (filter.channel) conditions.push(eq(messages.channel, filter.channel));
  if (filter.appointment_id) conditions.push(eq(messages.appointmentId, filter.appointment_id));
  const where = and(...conditions);
  const resent = await auditedChange(
    db,
    { actorUserId, action: 'message.retry_failed', entityType: 'message', entityId: 'failed' },
    async (tx) => {
      const chosen = tx
        .select({ id: messages.id })
        .from(messages)
        .where(where)
        .orderBy(asc(messages.id))
        .limit(RETRY_FAILED_LIMIT);
      const rows = await tx
        .update(messages)
        .set({ status: 'pending', sendAfter: sql`now()`, attempts: 0, updatedAt: sql`now()` })
        .where(and(inArray(messages.id, chosen), eq(messages.status, 'failed')))
        .returning({ id: messages.id });
      const ids = rows.map((row) => row.id).sort((a, b) => a - b);
      return {
        before: {
          status: 'failed',
          channel: filter.channel ?? null,
          appointment_id: filter.appointment_id ?? null,
        },
        after: { status: 'pending', resent: ids.length, message_ids: ids },
        result: ids.length,
        unchanged: ids.length === 0,
      };
    },
  );
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(
      db
        .select({ id: messages.id })
        .from(messages)
        .where(where)
        .limit(REMAINING_COUNTED_UP_TO)
        .as('left'),
    );
  return { success: true, resent, remaining: left?.count ?? 0 };
}
