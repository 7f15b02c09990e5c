import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCounterStore, createRedisCounterStore, type CounterStore } from './counter-store';

describe('memory counters', () => {
  it('count within a window and start again after it', async () => {
    let now = 1_000;
    const store = createMemoryCounterStore(() => now);
    expect((await store.increment('k', 100)).count).toBe(1);
    expect(await store.increment('k', 100)).toEqual({ count: 2, resetInMs: 100 });
    now += 100;
    expect((await store.increment('k', 100)).count).toBe(1);
    await store.close();
  });
});

describe('Redis counters (REDIS_URL, default the machine\'s Redis)', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const opened: CounterStore[] = [];
  afterAll(() => Promise.all(opened.map((store) => store.close())));

  it('are shared by two connections, as by two server processes', async () => {
    const prefix = `portal:test:${randomBytes(4).toString('hex')}:`;
    const first = await createRedisCounterStore(url, prefix);
    const second = await createRedisCounterStore(url, prefix);
    opened.push(first, second);
    expect((await first.increment('send:number:+919876543210', 60_000)).count).toBe(1);
    expect((await second.increment('send:number:+919876543210', 60_000)).count).toBe(2);
    const third = await first.increment('send:number:+919876543210', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(59_000);
  });
});
