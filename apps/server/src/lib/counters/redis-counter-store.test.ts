import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import type { CounterStore } from './counter-store';
import { createRedisCounterStore } from './redis-counter-store';
import { freePort, ownRedis } from '../../test/own-redis';
import { createTestApp } from '../../test/test-app';

describe("Redis counters (REDIS_URL, default the machine's Redis)", () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const opened: CounterStore[] = [];
  afterAll(() => Promise.all(opened.map((store) => store.close())));

  it('are shared by two connections, as by two server processes', async () => {
    const prefix = `portal:test:${randomBytes(4).toString('hex')}:`;
    const first = await createRedisCounterStore(url, prefix);
    const second = await createRedisCounterStore(url, prefix);
    opened.push(first, second);
    await expect.poll(() => first.where() === 'redis' && second.where() === 'redis').toBe(true);
    expect((await first.increment('send:number:+919876543210', 60_000)).count).toBe(1);
    expect((await second.increment('send:number:+919876543210', 60_000)).count).toBe(2);
    const third = await first.increment('send:number:+919876543210', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(59_000);
    expect(await second.peek('send:number:+919876543210')).toBe(3);
    expect(await second.peek('send:number:+919876500000')).toBe(0);
  });

  it('start without a Redis to reach: the portal counts in memory and says so once', async () => {
    const lost: string[] = [];
    const store = await createRedisCounterStore(
      `redis://127.0.0.1:${await freePort()}`,
      'portal:test:',
      { onLost: (reason) => lost.push(reason) },
    );
    opened.push(store);
    expect(store.where()).toBe('fallback');
    expect((await store.increment('k', 60_000)).count).toBe(1);
    expect((await store.increment('k', 60_000)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(lost.length).toBe(1);
  });
});

// Redis stopped while customers sign in (decision 0046). Every send-otp is answered at once
// (sent, or limited by this process's own count), /readyz says degraded, and when Redis is back
// nobody is refused for what was asked during the outage.
describe('a Redis server of the test’s own, stopped mid-run', () => {
  it('answers send-otp at once meanwhile, and locks nobody out when it returns', async () => {
    const redis = await ownRedis();
    const prefix = `portal:test:${randomBytes(4).toString('hex')}:`;
    const said: string[] = [];
    const counters = await createRedisCounterStore(redis.url, prefix, {
      onLost: () => said.push('lost'),
      onBack: () => said.push('back'),
    });
    const testApp = await createTestApp({ dependencies: { counters } });
    const sendCode = async (phone: string) => {
      const started = performance.now();
      const reply = await testApp.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: { phone_number: phone },
        remoteAddress: `10.9.${phone.slice(-2)}.1`,
      });
      return { status: reply.statusCode, ms: performance.now() - started };
    };
    const numbers = Array.from(
      { length: 6 },
      (_, index) => `98765${String(index).padStart(5, '0')}`,
    );
    try {
      await expect.poll(() => counters.where()).toBe('redis');
      expect((await sendCode(numbers[0]!)).status).toBe(200);
      expect((await testApp.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
        status: 'ready',
        redis: 'up',
      });

      await redis.stop();
      const during: { status: number; ms: number }[] = [];
      // Four sends for each number: three are sent, the fourth is refused by this process's own count.
      for (const phone of numbers)
        for (let attempt = 0; attempt < 4; attempt += 1) during.push(await sendCode(phone));
      const ready = await testApp.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'degraded',
        database: 'up',
        storage: 'ok',
        redis: 'down',
      });
      const slowest = Math.max(...during.map((entry) => entry.ms));
      expect(slowest).toBeLessThan(1_000);
      expect(during.filter((entry) => entry.status === 429).length).toBe(numbers.length);
      expect(during.every((entry) => entry.status === 200 || entry.status === 429)).toBe(true);

      await redis.start();
      await expect.poll(() => counters.where(), { timeout: 5_000 }).toBe('redis');
      // A number that was limited during the outage is sent a code again: nothing was replayed.
      const after = await Promise.all(numbers.map((phone) => sendCode(phone)));
      expect(after.map((entry) => entry.status)).toEqual(numbers.map(() => 200));
      const direct = createClient({ url: redis.url });
      await direct.connect();
      const kept = await direct.keys(`${prefix}*number*`);
      const counts = await Promise.all(kept.map((key) => direct.get(key)));
      await direct.close();
      expect(counts.every((count) => count === '1')).toBe(true);
      // Said once when lost and once when back (a busy machine may miss a deadline besides: each
      // such loss is said once too).
      expect(said[0]).toBe('lost');
      expect(said.at(-1)).toBe('back');
      expect(said.filter((word, index) => word === said[index - 1])).toEqual([]);
      expect((await testApp.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
        status: 'ready',
        redis: 'up',
      });
      console.warn(
        `Redis stopped: ${during.length} send-otp calls answered ` +
          `(${during.filter((entry) => entry.status === 200).length} sent, ` +
          `${during.filter((entry) => entry.status === 429).length} limited by the local ` +
          `count), slowest ${slowest.toFixed(0)} ms; ` +
          `after it returned, ${after.length} of ${numbers.length} numbers were sent a code, ` +
          `each counted once in Redis`,
      );
    } finally {
      await testApp.close();
      await redis.stop();
    }
  }, 60_000);
});
