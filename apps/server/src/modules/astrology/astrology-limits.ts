import type { CounterStore } from '../../lib/counter-store';
import { AppError } from '../../lib/errors/app-error';

/** The public chart and porutham calls per address: a person trying births, not a script copying the sky. */
export const ASTROLOGY_LIMITS = [
  { limit: 30, windowMs: 60_000 },
  { limit: 300, windowMs: 3_600_000 },
] as const;

/** Counts one public astrology call from `ip`; past a limit, 429 with when to try again. */
export async function countAstrologyCall(counters: CounterStore, ip: string): Promise<void> {
  for (const { limit, windowMs } of ASTROLOGY_LIMITS) {
    const { count, resetInMs } = await counters.increment(`astrology:${ip}:${windowMs}`, windowMs);
    if (count > limit) throw new AppError('RATE_LIMITED', undefined, Math.ceil(resetInMs / 1000));
  }
}
