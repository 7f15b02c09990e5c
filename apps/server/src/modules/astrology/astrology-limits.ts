import type { CounterStore } from '../../lib/counters/counter-store';
import { AppError } from '../../lib/errors/app-error';

/**
 * The public chart and porutham calls per address: a person trying births, not a script copying the
 * sky.
 */
export const ASTROLOGY_LIMITS = [
  { limit: 30, windowMs: 60_000 },
  { limit: 300, windowMs: 3_600_000 },
] as const;

/** Place suggestions come as a name is typed, a call a letter or two. */
export const PLACE_SEARCH_LIMITS = [
  { limit: 120, windowMs: 60_000 },
  { limit: 2000, windowMs: 3_600_000 },
] as const;

/** Counts one public call of a kind from `ip`; past a limit, 429 with when to try again. */
export async function countAstrologyCall(
  counters: CounterStore,
  ip: string,
  kind: 'astrology' | 'places' = 'astrology',
): Promise<void> {
  for (const { limit, windowMs } of kind === 'places' ? PLACE_SEARCH_LIMITS : ASTROLOGY_LIMITS) {
    const { count, resetInMs } = await counters.increment(`${kind}:${ip}:${windowMs}`, windowMs);
    if (count > limit)
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(resetInMs / 1000) });
  }
}
