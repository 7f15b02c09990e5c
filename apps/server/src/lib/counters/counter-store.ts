/**
 * Fixed-window counters for rate limits, shared by every server process when they live in
 * Redis. `increment` counts one hit and says how many the window has seen.
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The hits the key's window has seen so far, counting none (0 for a window not begun or over). */
  peek(key: string): Promise<number>;
  /**
   * Where the counts are kept now: `memory` (one server, no Redis), `redis` (shared), or
   * `fallback` (Redis is configured but out of reach: each process counts for itself meanwhile).
   */
  where(): 'memory' | 'redis' | 'fallback';
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
      const window =
        current && current.resetAt > time ? current : { count: 0, resetAt: time + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - time };
    },
    async peek(key) {
      const current = windows.get(key);
      return current && current.resetAt > now() ? current.count : 0;
    },
    where: () => 'memory',
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
