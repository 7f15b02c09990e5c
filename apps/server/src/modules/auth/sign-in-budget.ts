import type { Database } from '../../db/database';
import type { CounterStore } from '../../lib/counters/counter-store';
import { AppError } from '../../lib/errors/app-error';
import { messageEvents } from '../messages/outbox/message-events';

const HOUR_MS = 60 * 60_000;

export interface SignInBudgetOptions {
  db: Database;
  /** Shared by every server process when it is Redis (REDIS_URL). */
  counters: CounterStore;
  /** SIGN_IN_CODES_PER_HOUR. */
  codesPerHour: number;
  /** Told when the office's notice could not be queued (the refusal stands). */
  onNoticeError?: (error: unknown) => void;
  now?: () => number;
}

/**
 * The budget of sign-in codes per clock hour, counted across all server processes (decision
 * 0046): the brake on SMS pumping (codes sent to numbers that earn from them) that no per-address
 * or per-number limit gives, since a pumper uses many of both. Past it, no code is sent until the
 * hour ends (SIGN_IN_PAUSED, with Retry-After), and the office is told once that hour: each
 * process queues the notice at most once, and the hour's idempotency key in the outbox keeps a
 * second process's out.
 */
export function createSignInBudget({
  db,
  counters,
  codesPerHour,
  onNoticeError,
  now = Date.now,
}: SignInBudgetOptions) {
  /** The hour this process has queued the notice for. */
  let noticedHour = -1;

  async function tellOffice(hour: number): Promise<void> {
    if (noticedHour === hour) return;
    try {
      await db.transaction((tx) =>
        messageEvents.signInBudgetSpent(tx, {
          codesPerHour,
          hourStartsAt: new Date(hour * HOUR_MS),
        }),
      );
      noticedHour = hour;
    } catch (error) {
      onNoticeError?.(error);
    }
  }

  return {
    codesPerHour,

    /** Counts one code about to be sent; refuses it when the hour's budget is spent. */
    async take(): Promise<void> {
      const time = now();
      const hour = Math.floor(time / HOUR_MS);
      // One counter per clock hour, so every process agrees which hour a code falls in.
      const { count } = await counters.increment(`send:all:${hour}`, HOUR_MS);
      if (count <= codesPerHour) return;
      await tellOffice(hour);
      throw new AppError('SIGN_IN_PAUSED', {
        retryAfterSeconds: Math.max(1, Math.ceil(((hour + 1) * HOUR_MS - time) / 1000)),
      });
    },
  };
}

export type SignInBudget = ReturnType<typeof createSignInBudget>;
