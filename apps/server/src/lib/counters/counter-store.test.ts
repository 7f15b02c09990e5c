import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from './counter-store';

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

  it('peek at a count without counting, and see none once the window is over', async () => {
    let now = 1_000;
    const store = createMemoryCounterStore(() => now);
    expect(await store.peek('k')).toBe(0);
    await store.increment('k', 100);
    await store.increment('k', 100);
    expect(await store.peek('k')).toBe(2);
    expect(await store.peek('k')).toBe(2);
    now += 100;
    expect(await store.peek('k')).toBe(0);
    await store.close();
  });
});
