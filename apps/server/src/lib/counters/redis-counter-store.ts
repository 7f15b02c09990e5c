import { createMemoryCounterStore, type CounterStore } from './counter-store';

/** The longest a rate-limited call waits on Redis before it counts in this process instead. */
export const REDIS_DEADLINE_MS = 250;
/** How long a connection attempt may take, and the longest pause between attempts while Redis is away. */
const CONNECT_TIMEOUT_MS = 1_000;
const MAX_RECONNECT_DELAY_MS = 2_000;

export interface RedisCounterStoreOptions {
  deadlineMs?: number;
  /** Told once when Redis is lost (the limits then count in this process) and once when it is back. */
  onLost?: (reason: string) => void;
  onBack?: () => void;
}

/**
 * Counters in Redis (REDIS_URL), so several server processes share one limit. Redis is a
 * helper, not a dependency (decision 0046): every call has a deadline of `deadlineMs` and no
 * offline queue, and while Redis cannot be reached (at start too) each process counts in its
 * own memory instead. Nothing asked during the outage is sent to Redis when it returns, so no
 * customer is refused afterwards for counts of that time.
 */
export async function createRedisCounterStore(
  url: string,
  prefix = 'portal:rate:',
  options: RedisCounterStoreOptions = {},
): Promise<CounterStore> {
  // Loaded only when Redis is configured: the embedded setup never pays for the client at start.
  const { createClient } = await import('redis');
  const deadlineMs = options.deadlineMs ?? REDIS_DEADLINE_MS;
  const fallback = createMemoryCounterStore();
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: deadlineMs },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 + retries * 200, MAX_RECONNECT_DELAY_MS),
    },
  });
  let lost = false;
  let closed = false;
  const markLost = (reason: string) => {
    if (lost || closed) return;
    lost = true;
    options.onLost?.(reason);
  };
  client.on('error', (error: Error) => markLost(error.message || 'the connection failed'));
  const markBack = () => {
    if (!lost || closed) return;
    lost = false;
    options.onBack?.();
  };
  client.on('ready', markBack);
  // Not awaited: a Redis that is down at start leaves the portal serving, counting in memory.
  client.connect().catch((error: unknown) => markLost((error as Error).message));

  async function withinDeadline<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not answer within ${deadlineMs} ms`)),
        deadlineMs,
      );
    });
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function incrementInRedis(key: string, windowMs: number) {
    const name = prefix + key;
    const [count, , ttl] = (await withinDeadline(
      client.multi().incr(name).pExpire(name, windowMs, 'NX').pTTL(name).exec(),
    )) as unknown as [number, number, number];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  return {
    async increment(key, windowMs) {
      if (client.isReady) {
        try {
          const counted = await incrementInRedis(key, windowMs);
          markBack();
          return counted;
        } catch (error) {
          markLost((error as Error).message);
        }
      }
      return fallback.increment(key, windowMs);
    },
    async peek(key) {
      if (client.isReady) {
        try {
          const count = await withinDeadline(client.get(prefix + key));
          markBack();
          return Number(count ?? 0);
        } catch (error) {
          markLost((error as Error).message);
        }
      }
      return fallback.peek(key);
    },
    where: () => (client.isReady && !lost ? 'redis' : 'fallback'),
    async close() {
      closed = true;
      await fallback.close();
      if (client.isOpen) await client.close().catch(() => client.destroy());
      else client.destroy();
    },
  };
}
