import type { FastifyBaseLogger } from 'fastify';
import type { IdempotencyKeyId } from './idempotency.repo';

type KeyWrite = () => Promise<void>;

const keyOf = (id: IdempotencyKeyId) => `${id.userId}\u0000${id.operation}\u0000${id.key}`;

/**
 * The writes that end a key's claim (its release after a failed call, its completion after a
 * done one) when the database cannot take them at that moment: a restart, a failover, a cut
 * connection. Each is kept in memory and tried again every `retryMs` until the database takes
 * it, so a key is never left "in progress" by an outage: the customer's retry is answered 409
 * with Retry-After for that moment, then runs (released) or is replayed (completed), once.
 * A later write for the same key replaces an earlier one.
 */
export function createOwedKeyWrites(retryMs: number) {
  const owed = new Map<string, KeyWrite>();
  let timer: NodeJS.Timeout | undefined;

  function retryLater() {
    if (timer || owed.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void Promise.all(
        [...owed].map(([key, write]) =>
          write().then(
            () => owed.get(key) === write && owed.delete(key),
            () => undefined,
          ),
        ),
      ).then(retryLater);
    }, retryMs);
    timer.unref();
  }

  return {
    /** Writes now; when the database refuses, keeps the write owed and tries it again until it is taken. */
    async settle(id: IdempotencyKeyId, write: KeyWrite, log: FastifyBaseLogger): Promise<void> {
      try {
        await write();
        owed.delete(keyOf(id));
      } catch (error) {
        log.warn(
          { err: error },
          'an idempotency key could not be settled now; it is tried again until the database takes it',
        );
        owed.set(keyOf(id), write);
        retryLater();
      }
    },

    /** A write still owed for this key, tried before the key is claimed again (a failure leaves it owed). */
    async settleNow(id: IdempotencyKeyId): Promise<void> {
      const write = owed.get(keyOf(id));
      if (!write) return;
      await write();
      if (owed.get(keyOf(id)) === write) owed.delete(keyOf(id));
    },
  };
}
