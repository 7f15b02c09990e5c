import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MessageChannel, MessageKind, MessageStatus } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { messageAttempts, messages } from '../../../db/schema';
import { cappedCount, pageOf, type ListPage } from '../../../lib/paging/page-window';

export type MessageRow = typeof messages.$inferSelect;

/**
 * Kept in a message's payload as it is queued (decision 0056): whose clock its hours are kept
 * by, whether it may never wait, and whether it was held: to the morning, or (a reminder)
 * brought forward to the evening before.
 */
export interface MessageTiming {
  timeZone: string;
  urgent: boolean;
  held: 'morning' | 'evening' | null;
}

/** A row's timing; none for a message queued before decision 0056. */
export function timingOf(row: Pick<MessageRow, 'payload'>): MessageTiming | null {
  const timing = (row.payload as { timing?: MessageTiming } | null)?.timing;
  return timing && typeof timing.timeZone === 'string' ? timing : null;
}
export type NewMessage = typeof messages.$inferInsert & {
  kind: MessageKind;
  channel: MessageChannel;
};

const REMINDER_KINDS: MessageKind[] = ['reminder_24h', 'reminder_2h'];

export interface MessageFilter {
  status?: MessageStatus;
  channel?: MessageChannel;
  appointmentId?: number;
}

/** The outbox's rows: queued with the change that causes them, claimed and settled by the worker. */
export function createOutboxRepo(db: Database) {
  /**
   * Messages of these kinds about an appointment that have not gone yet are dropped, with why (a
   * later change replaces them).
   */
  async function dropPending(
    appointmentId: number,
    kinds: readonly MessageKind[],
    reason: string,
  ): Promise<void> {
    await db
      .update(messages)
      .set({ status: 'dropped', lastError: reason, updatedAt: sql`now()` })
      .where(
        and(
          eq(messages.appointmentId, appointmentId),
          inArray(messages.kind, [...kinds]),
          eq(messages.status, 'pending'),
        ),
      );
  }

  return {
    /**
     * Queues messages; one already queued under the same idempotency key is left as it is.
     * Returns how many were queued now.
     */
    async enqueue(rows: NewMessage[]): Promise<number> {
      if (rows.length === 0) return 0;
      const queued = await db
        .insert(messages)
        .values(rows)
        .onConflictDoNothing({ target: messages.idempotencyKey })
        .returning({ id: messages.id });
      return queued.length;
    },

    /** Reminders of an appointment that have not gone yet no longer apply (moved or cancelled). */
    dropPendingReminders: (appointmentId: number) =>
      dropPending(appointmentId, REMINDER_KINDS, 'no longer due'),

    dropPending,

    /**
     * The messages of these kinds to an appointment's customer that went, or may have gone
     * (sending, or failed: the office may send it again), newest first, with the time each
     * one gave when it names one: what the customer has heard of the consultation's time.
     */
    async toldOf(
      appointmentId: number,
      kinds: readonly MessageKind[],
    ): Promise<{ kind: MessageKind; startsAt: Date | null }[]> {
      const rows = await db
        .select({
          kind: messages.kind,
          startsAt: sql<string | null>`${messages.payload} ->> 'startsAt'`,
        })
        .from(messages)
        .where(
          and(
            eq(messages.appointmentId, appointmentId),
            eq(messages.audience, 'customer'),
            inArray(messages.kind, [...kinds]),
            inArray(messages.status, ['sent', 'sending', 'failed']),
          ),
        )
        .orderBy(desc(messages.id));
      return rows.map((row) => ({
        kind: row.kind as MessageKind,
        startsAt: row.startsAt ? new Date(row.startsAt) : null,
      }));
    },

    /**
     * Claims up to `limit` due messages for this worker until the lease ends: pending ones whose
     * moment has come, and ones whose worker died holding them. SKIP LOCKED lets several
     * processes claim at once without taking the same row.
     */
    async claimDue(limit: number, leaseSeconds: number, now: Date): Promise<MessageRow[]> {
      // Due by the worker's clock, which planned the moments (leases by the database's, which every process shares).
      const result = await db.execute<{ id: number | string }>(sql`
        update messages set status = 'sending', attempts = attempts + 1,
          lease_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
        where id in (
          select id from messages
          where (status = 'pending' and send_after <= ${now.toISOString()}::timestamptz)
            or (status = 'sending' and lease_until < now())
          order by send_after, id
          limit ${limit}
          for update skip locked
        )
        returning id`);
      const ids = (result as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
      if (ids.length === 0) return [];
      return db
        .select()
        .from(messages)
        .where(inArray(messages.id, ids))
        .orderBy(messages.sendAfter, messages.id);
    },

    /**
     * Frees every claim at once: only for a database one process owns (the embedded one, held by
     * its data-folder lock), where a claim found at start belongs to a process that died.
     */
    async releaseAllClaims(): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ status: 'pending', leaseUntil: null, updatedAt: sql`now()` })
        .where(eq(messages.status, 'sending'))
        .returning({ id: messages.id });
      return rows.length;
    },

    async markSent(
      id: number,
      words: { subject: string; body: string },
      providerMessageId: string | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(messages)
          .set({
            status: 'sent',
            sentAt: sql`now()`,
            leaseUntil: null,
            lastError: null,
            providerMessageId,
            subject: words.subject,
            body: words.body,
            updatedAt: sql`now()`,
          })
          .where(eq(messages.id, id));
        await tx
          .insert(messageAttempts)
          .values({ messageId: id, outcome: 'sent', providerMessageId });
      });
    },

    /** A failed attempt: tried again at `retryAt`, or given up (failed) when null. */
    async markAttemptFailed(
      id: number,
      error: string,
      retryAt: Date | null,
      words?: { subject: string; body: string },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(messages)
          .set({
            status: retryAt ? 'pending' : 'failed',
            sendAfter: retryAt ?? undefined,
            leaseUntil: null,
            lastError: error,
            ...(words ?? {}),
            updatedAt: sql`now()`,
          })
          .where(eq(messages.id, id));
        await tx.insert(messageAttempts).values({ messageId: id, outcome: 'failed', error });
      });
    },

    /**
     * Claimed outside its recipient's hours (a worker that was stopped, a backlog): put back,
     * untried, for `sendAfter`.
     */
    async postpone(id: number, sendAfter: Date): Promise<void> {
      await db
        .update(messages)
        .set({
          status: 'pending',
          sendAfter,
          attempts: sql`greatest(${messages.attempts} - 1, 0)`,
          leaseUntil: null,
          updatedAt: sql`now()`,
        })
        .where(eq(messages.id, id));
    },

    /**
     * Not sent, and never will be: why is kept (a reminder of a moved consultation, a channel that
     * is off).
     */
    async markDropped(id: number, reason: string): Promise<void> {
      await db
        .update(messages)
        .set({ status: 'dropped', leaseUntil: null, lastError: reason, updatedAt: sql`now()` })
        .where(eq(messages.id, id));
    },

    /**
     * The provider took a message and later could not deliver it (WhatsApp's delivery status
     * "failed"): it reads failed, with the provider's reason, for the office to see and retry.
     */
    async markUndelivered(
      channel: MessageChannel,
      providerMessageId: string,
      reason: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(messages)
          .set({ status: 'failed', lastError: reason, updatedAt: sql`now()` })
          .where(
            and(
              eq(messages.channel, channel),
              eq(messages.providerMessageId, providerMessageId),
              eq(messages.status, 'sent'),
            ),
          )
          .returning({ id: messages.id });
        if (row)
          await tx
            .insert(messageAttempts)
            .values({ messageId: row.id, outcome: 'failed', error: reason, providerMessageId });
        return Boolean(row);
      });
    },

    /** The office's retry of a failed message: due now, with its attempts counted afresh. */
    async retry(id: number): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(messages)
        .set({ status: 'pending', sendAfter: sql`now()`, attempts: 0, updatedAt: sql`now()` })
        .where(and(eq(messages.id, id), eq(messages.status, 'failed')))
        .returning();
      return row;
    },

    find(id: number): Promise<MessageRow | undefined> {
      return db
        .select()
        .from(messages)
        .where(eq(messages.id, id))
        .then((rows) => rows[0]);
    },

    async page(
      filter: MessageFilter,
      page: number,
      pageSize: number,
    ): Promise<ListPage<MessageRow>> {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(messages.status, filter.status));
      if (filter.channel) conditions.push(eq(messages.channel, filter.channel));
      if (filter.appointmentId) conditions.push(eq(messages.appointmentId, filter.appointmentId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      // Counted and paged from messages_*_newest_idx (decision 0071): the page's ids first, then their rows.
      return pageOf(
        (page - 1) * pageSize,
        pageSize,
        () =>
          cappedCount(
            db,
            db
              .select({ one: sql`1` })
              .from(messages)
              .where(where)
              .$dynamic(),
          ),
        (window) => {
          const ids = db
            .select({ id: messages.id })
            .from(messages)
            .where(where)
            .orderBy(
              ...(window.reverse
                ? [asc(messages.createdAt), asc(messages.id)]
                : [desc(messages.createdAt), desc(messages.id)]),
            )
            .limit(window.limit)
            .offset(window.offset)
            .as('page_ids');
          return db
            .select({ message: messages })
            .from(ids)
            .innerJoin(messages, eq(messages.id, ids.id))
            .orderBy(desc(messages.createdAt), desc(messages.id))
            .then((found) => found.map((row) => row.message));
        },
      );
    },

    attemptsOf(messageIds: number[]) {
      if (messageIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(messageAttempts)
        .where(inArray(messageAttempts.messageId, messageIds))
        .orderBy(messageAttempts.id);
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
