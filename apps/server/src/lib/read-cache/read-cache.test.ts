import { describe, expect, it } from 'vitest';
import type { InvalidationBus } from './invalidation-bus';
import { createReadCache } from './read-cache';

/** A bus whose messages the test delivers by hand, and whose connection it can drop. */
function handBus() {
  let handlers: Parameters<InvalidationBus['listen']>[0] | null = null;
  const published: string[] = [];
  let up = true;
  const bus: InvalidationBus = {
    async publish(message) {
      published.push(message);
    },
    listen: (next) => void (handlers = next),
    listening: () => up,
    async close() {},
  };
  return {
    bus,
    published,
    /** Delivers a message as if another process had sent it. */
    hear: (message: string) => handlers?.onMessage(message),
    setUp: (value: boolean) => {
      up = value;
      if (!value) handlers?.onLost();
    },
  };
}

function counter(values: unknown[]) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)],
    calls: () => calls,
  };
}

describe('the read cache', () => {
  it('loads a key once, and again after its topic is invalidated here; other topics stay', async () => {
    const cache = createReadCache();
    const prices = counter(['500', '650']);
    const pages = counter(['terms']);
    expect(await cache.cached('catalog:services', prices.load)).toBe('500');
    expect(await cache.cached('catalog:services', prices.load)).toBe('500');
    expect(await cache.cached('content:page:terms', pages.load)).toBe('terms');
    await cache.invalidate('catalog');
    expect(await cache.cached('catalog:services', prices.load)).toBe('650');
    expect(await cache.cached('content:page:terms', pages.load)).toBe('terms');
    expect([prices.calls(), pages.calls()]).toEqual([2, 1]);
  });

  it('caches each topic for its own time and hears other processes drop them', async () => {
    let clock = 0;
    const hand = handBus();
    const cache = createReadCache({ bus: hand.bus, now: () => clock });
    const day = counter(['free', 'taken', 'free again']);
    const person = counter(['Meena', 'Meena K']);
    const prices = counter(['500']);
    await cache.cached('slots:2026-12-01', day.load);
    await cache.cached('sessions:abc', person.load);
    await cache.cached('catalog:services', prices.load);
    clock = 4_999;
    expect(await cache.cached('slots:2026-12-01', day.load)).toBe('free');
    clock = 5_000;
    expect(await cache.cached('slots:2026-12-01', day.load)).toBe('taken');
    expect(await cache.cached('sessions:abc', person.load)).toBe('Meena K');
    expect(await cache.cached('catalog:services', prices.load)).toBe('500');
    expect(prices.calls()).toBe(1);
    hand.hear('another-process slots');
    expect(await cache.cached('slots:2026-12-01', day.load)).toBe('free again');
    await cache.invalidate('sessions');
    expect(hand.published.at(-1)).toMatch(/ sessions$/);
  });

  it('shares one load among requests that miss together, and caches no failed load', async () => {
    const cache = createReadCache();
    let calls = 0;
    let release: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => ((calls += 1), (release = resolve)));
    const both = Promise.all([
      cache.cached('catalog:countries', slow),
      cache.cached('catalog:countries', slow),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    release('IN');
    expect(await both).toEqual(['IN', 'IN']);
    expect(calls).toBe(1);

    await expect(
      cache.cached('content:translations', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.cached('content:translations', async () => 'loaded')).toBe('loaded');
  });

  it('drops a load still running when the topic is invalidated: no one is handed it afterwards', async () => {
    const cache = createReadCache();
    let release: (value: string) => void = () => undefined;
    const old = cache.cached(
      'catalog:services',
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    await cache.invalidate('catalog');
    release('read before the change');
    expect(await old).toBe('read before the change');
    expect(await cache.cached('catalog:services', async () => 'read after the change')).toBe(
      'read after the change',
    );
  });

  it('hands over only a loaded, fresh value at once', async () => {
    let clock = 0;
    const hand = handBus();
    const cache = createReadCache({ bus: hand.bus, now: () => clock });
    let release: (value: string) => void = () => undefined;
    const loading = cache.cached(
      'slots:2026-12-01',
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.peek('slots:2026-12-01')).toBeUndefined();
    release('free');
    await loading;
    expect(cache.peek('slots:2026-12-01')).toBe('free');
    clock = 5_000;
    expect(cache.peek('slots:2026-12-01')).toBeUndefined();
    await cache.cached('catalog:services', async () => '500');
    expect(cache.peek('catalog:services')).toBe('500');
    hand.hear('another-process catalog');
    expect(cache.peek('catalog:services')).toBeUndefined();
    await cache.cached('catalog:services', async () => '650');
    hand.setUp(false);
    expect(cache.peek('catalog:services')).toBeUndefined();
    await expect(
      cache.cached('content:translations', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    hand.setUp(true);
    expect(cache.peek('content:translations')).toBeUndefined();
  });

  it('tells other processes through the bus and ignores its own messages', async () => {
    const { bus, published, hear } = handBus();
    const cache = createReadCache({ bus });
    const prices = counter(['500', '650', '700']);
    await cache.cached('catalog:services', prices.load);
    await cache.invalidate('catalog');
    expect(published).toHaveLength(1);
    expect(await cache.cached('catalog:services', prices.load)).toBe('650');
    hear(published[0]!);
    expect(await cache.cached('catalog:services', prices.load)).toBe('650');
    hear('another-process catalog');
    expect(await cache.cached('catalog:services', prices.load)).toBe('700');
  });

  it('caches nothing while the bus is away, and starts empty when it is back', async () => {
    const { bus, setUp } = handBus();
    const cache = createReadCache({ bus });
    const prices = counter(['500', '650', '700', '800']);
    await cache.cached('catalog:services', prices.load);
    setUp(false);
    expect(await cache.cached('catalog:services', prices.load)).toBe('650');
    expect(await cache.cached('catalog:services', prices.load)).toBe('700');
    setUp(true);
    expect(await cache.cached('catalog:services', prices.load)).toBe('800');
    expect(await cache.cached('catalog:services', prices.load)).toBe('800');
  });

  it('loads a value again past the safety net, and empties past the entry limit', async () => {
    let time = 0;
    const cache = createReadCache({ maxAgeMs: 1_000, maxEntries: 2, now: () => time });
    const prices = counter(['500', '650']);
    await cache.cached('catalog:services', prices.load);
    time = 999;
    expect(await cache.cached('catalog:services', prices.load)).toBe('500');
    time = 1_000;
    expect(await cache.cached('catalog:services', prices.load)).toBe('650');

    const loads = counter(['a']);
    await cache.cached('content:one', loads.load);
    await cache.cached('content:two', loads.load);
    await cache.cached('content:one', loads.load);
    expect(loads.calls()).toBe(3);
  });
});
