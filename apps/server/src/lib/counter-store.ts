
/**
 * Fixed-window counters for rate limits, shared by every server process when they live in
 * Redis. `increment` counts one hit and says how many the window has seen.
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

/** Counters in this process's memory: the default, for one server. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowMs) {
      const time = now();
      const current = windows.get(key);
      const window = current && current.resetAt > time ? current : { count: 0, resetAt: time + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - time };
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

/** Counters in Redis (REDIS_URL), so several server processes share one limit. */
export async function createRedisCounterStore(url: string, prefix = 'portal:rate:'): Promise<CounterStore> {
  // Loaded only when Redis is configured: the embedded setup never pays for the client at start.
  const { createClient } = await import('redis');
  const client = createClient({ url, socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) } });
  client.on('error', () => undefined);
  await client.connect();
  return {
    async increment(key, windowMs) {
      const name = prefix + key;
      const [count, , ttl] = await client
        .multi()
        .incr(name)
        .pExpire(name, windowMs, 'NX')
        .pTTL(name)
        .exec() as unknown as [number, number, number];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}
