import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@portal/contracts';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';

/** One key of one customer for one operation. */
export interface IdempotencyKeyId {
  userId: number;
  operation: string;
  key: string;
}

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

const expiredBefore = sql.raw(`now() - interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`);

function same(id: IdempotencyKeyId) {
  return and(
    eq(idempotencyKeys.userId, id.userId),
    eq(idempotencyKeys.operation, id.operation),
    eq(idempotencyKeys.key, id.key),
  );
}

export function createIdempotencyRepo(db: Database) {
  return {
    /**
     * Claims a key for a request, atomically: a new key, an expired one (older than 24 hours), or
     * one left in progress longer than `staleSeconds` with the same request (its process died).
     * False when someone else holds it: the caller reads the row to see why.
     */
    async claim(id: IdempotencyKeyId, requestHash: string, staleSeconds: number): Promise<boolean> {
      const staleBefore = sql.raw(
        `now() - interval '${Math.max(1, Math.floor(staleSeconds))} seconds'`,
      );
      const rows = await db
        .insert(idempotencyKeys)
        .values({ ...id, requestHash })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.operation, idempotencyKeys.key],
          set: { requestHash, statusCode: null, responseBody: null, createdAt: sql`now()` },
          setWhere: sql`${idempotencyKeys.createdAt} < ${expiredBefore}
            or (${idempotencyKeys.statusCode} is null
              and ${idempotencyKeys.requestHash} = excluded.request_hash
              and ${idempotencyKeys.createdAt} < ${staleBefore})`,
        })
        .returning({ userId: idempotencyKeys.userId });
      return rows.length > 0;
    },

    find(id: IdempotencyKeyId): Promise<IdempotencyKeyRow | undefined> {
      return db
        .select()
        .from(idempotencyKeys)
        .where(same(id))
        .then((rows) => rows[0]);
    },

    /** Keeps the first reply, to be replayed. */
    async complete(id: IdempotencyKeyId, statusCode: number, responseBody: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ statusCode, responseBody })
        .where(and(same(id), isNull(idempotencyKeys.statusCode)));
    },

    /** Gives a key back after a refused or failed request, so that the same key may try again. */
    async release(id: IdempotencyKeyId): Promise<void> {
      await db.delete(idempotencyKeys).where(and(same(id), isNull(idempotencyKeys.statusCode)));
    },

    /** Forgets every key older than 24 hours (by the created_at index). */
    async purgeExpired(): Promise<void> {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore));
    },
  };
}
