import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** What the office's messages and refunds wait for, as the metrics show it. */
export interface WaitingWork {
  /** Messages due and not yet sent: pending ones whose moment has come, and ones being sent. */
  outboxDepth: number;
  /** Seconds since the moment of the oldest of them (0 when none). */
  outboxOldestSeconds: number;
  /** Pending messages whose moment is later (reminders, retries after a failure). */
  outboxScheduled: number;
  /** Messages given up after their tries (the office may send them again). */
  messagesFailed: number;
  /** Refunds not yet paid back, and seconds since the oldest of them was owed (0 when none). */
  refundsPending: number;
  refundsOldestSeconds: number;
}

type Row = Record<keyof WaitingWork, string | number | null>;

/**
 * One statement, one round trip: the due messages through the outbox's own partial index (the
 * worker's `claimDue` takes the same rows), pending refunds through theirs; the failed messages
 * are counted over the table, small for an office's messages.
 */
export async function readWaitingWork(db: Database): Promise<WaitingWork> {
  const due = sql`status in ('pending', 'sending') and send_after <= now()`;
  const result = await db.execute<Row>(sql`
    select
      (select count(*) from messages where ${due}) as "outboxDepth",
      (select coalesce(extract(epoch from now() - min(send_after)), 0) from messages where ${due})
        as "outboxOldestSeconds",
      (select count(*) from messages where status = 'pending' and send_after > now()) as "outboxScheduled",
      (select count(*) from messages where status = 'failed') as "messagesFailed",
      (select count(*) from refunds where status = 'pending') as "refundsPending",
      (select coalesce(extract(epoch from now() - min(created_at)), 0) from refunds
        where status = 'pending') as "refundsOldestSeconds"`);
  const row = (result as { rows: Row[] }).rows[0]!;
  const number = (value: string | number | null) => Math.max(0, Number(value ?? 0));
  return {
    outboxDepth: number(row.outboxDepth),
    outboxOldestSeconds: number(row.outboxOldestSeconds),
    outboxScheduled: number(row.outboxScheduled),
    messagesFailed: number(row.messagesFailed),
    refundsPending: number(row.refundsPending),
    refundsOldestSeconds: number(row.refundsOldestSeconds),
  };
}
