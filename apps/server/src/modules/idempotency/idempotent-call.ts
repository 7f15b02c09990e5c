import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { createIdempotencyRepo, type IdempotencyKeyId } from './idempotency.repo';
import { requestHash } from './request-hash';
import { createOwedKeyWrites } from './owed-key-writes';

/**
 * The calls that are safe to retry with an Idempotency-Key (decision 0017): the customer's, the
 * desk's booking for a caller, and the office's offer (decision 0100).
 */
export type IdempotentOperation =
  | 'appointments.create'
  | 'admin.appointments.create'
  | 'admin.privacy.offers'
  | 'appointments.cancel'
  | 'payments.initiate'
  | 'payments.cash'
  | 'slots.book'
  | 'slots.reschedule'
  | 'privacy.requests.create';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on a reply that is the stored first reply, not a new action. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * A key held in progress for longer than this belonged to a process that died (no call takes
 * so long: the gateway's calls time out after 15 seconds, the database's waits after 3); a retry
 * with the same request takes it over. A customer whose call was cut by a crash waits this long
 * at most (each retry meanwhile is 409 with Retry-After), so it is kept short.
 */
const STALE_AFTER_SECONDS = 30;
/** How long a retry waits for the first request with its key to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 2_000;
const POLL_MS = 40;
/** How often a key's release or completion that the database refused (it was out of reach) is tried again. */
const RETRY_OWED_MS = 500;
/** Expired keys are deleted lazily, at most this often by each process. */
const PURGE_EVERY_MS = 60 * 60_000;

const keyPattern = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

export interface IdempotencyOptions {
  waitMs?: number;
  pollMs?: number;
  staleAfterSeconds?: number;
  retryOwedMs?: number;
}

/** The request's key: undefined without the header; a malformed one is refused (400). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !keyPattern.test(value))
    throw new AppError('VALIDATION_FAILED', {
      fields: {
        [IDEMPOTENCY_KEY_HEADER]: 'validation.idempotency_key',
      },
    });
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Safe retries, the one way every idempotent route takes them. The key is claimed in the
 * database (its primary key referees a race: one claim wins, on PGlite and PostgreSQL alike),
 * the call runs, and its reply is kept for 24 hours. The same key and request again get that
 * reply (same status and body, `Idempotent-Replayed: true`), also after a restart; while the first
 * still runs, the second waits up to 2 seconds for it, then answers 409 with Retry-After: 1.
 * Another request under the key is 422. A call that fails (any error reply: the calls are
 * transactional, so a refusal leaves nothing behind) gives its key back, so a retry can try again.
 */
export function createIdempotency(db: Database, options: IdempotencyOptions = {}) {
  const repo = createIdempotencyRepo(db);
  const waitMs = options.waitMs ?? WAIT_FOR_FIRST_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  const staleAfterSeconds = options.staleAfterSeconds ?? STALE_AFTER_SECONDS;
  const retryOwedMs = options.retryOwedMs ?? RETRY_OWED_MS;
  let nextPurgeAt = 0;
  const owed = createOwedKeyWrites(retryOwedMs);

  async function purgeNowAndThen(request: FastifyRequest) {
    if (Date.now() < nextPurgeAt) return;
    nextPurgeAt = Date.now() + PURGE_EVERY_MS;
    await repo
      .purgeExpired()
      .catch((error: unknown) =>
        request.log.warn({ err: error }, 'expired idempotency keys could not be deleted'),
      );
  }

  return {
    /**
     * Runs `call` once per key: `fingerprint` is what the request asks for (its target id and body,
     * file bytes included); `status` is the success status the route answers with. `call` may keep
     * its reply in its own transaction (`keep`; without a key it does nothing).
     */
    async run<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      {
        operation,
        fingerprint,
        status = 200,
        call,
      }: {
        operation: IdempotentOperation;
        fingerprint: unknown;
        status?: number;
        call: (keep: KeepReply<T>) => Promise<T>;
      },
    ): Promise<T> {
      const key = idempotencyKeyOf(request);
      if (key === undefined) {
        const body = await call(async () => undefined);
        reply.code(status);
        return body;
      }
      const id: IdempotencyKeyId = { userId: request.user!.id, operation, key };
      const hash = requestHash(fingerprint);
      await purgeNowAndThen(request);
      // A key this process still owes the database (given back or completed while it was away) is settled first.
      await owed.settleNow(id);
      const giveUpAt = Date.now() + waitMs;
      for (;;) {
        if (await repo.claim(id, hash, staleAfterSeconds)) break;
        const held = await repo.find(id);
        if (!held) {
          // Given back a moment ago: claim it again.
          if (Date.now() >= giveUpAt)
            throw new AppError('IDEMPOTENCY_IN_PROGRESS', { retryAfterSeconds: 1 });
          continue;
        }
        if (held.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        if (held.statusCode !== null) {
          reply.code(held.statusCode).header(REPLAYED_HEADER, 'true');
          return held.responseBody as T;
        }
        if (Date.now() >= giveUpAt)
          throw new AppError('IDEMPOTENCY_IN_PROGRESS', { retryAfterSeconds: 1 });
        await sleep(pollMs);
      }
      let body: T;
      let keptInTransaction = false;
      const keep: KeepReply<T> = async (tx, reply) => {
        await createIdempotencyRepo(tx).complete(id, status, reply);
        keptInTransaction = true;
      };
      try {
        body = await call(keep);
      } catch (error) {
        // A reply kept in the call's transaction stays if that transaction committed (release
        // deletes only a key with no reply), and went with it if it rolled back.
        await owed.settle(id, () => repo.release(id), request.log);
        throw error;
      }
      // The call is done and committed: the caller is told so even when its reply cannot be kept
      // at once (the database went away a moment after); it is kept as soon as the database is back.
      if (!keptInTransaction)
        await owed.settle(id, () => repo.complete(id, status, body), request.log);
      reply.code(status);
      return body;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/**
 * Keeps the call's reply with its key inside the call's own transaction, just before it commits:
 * then the booking and its kept reply commit together, so neither a crash after the commit nor a
 * connection cut during it can let a retry act again (decision 0047). A call that cannot give
 * its reply inside its transaction leaves it to `run`, which keeps it after.
 */
export type KeepReply<T> = (tx: Database, reply: T) => Promise<void>;
