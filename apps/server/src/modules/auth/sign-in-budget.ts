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
  /** SIGN_IN_RESERVE_PERCENT: the part only reserved sends may use (decision 0105). */
  reservePercent?: number;
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
 *
 * A reserve of it (decision 0105) is for reserved sends only: to a number from a device that
 * signed in to it before, and to office numbers. The open part and the reserve are two counters,
 * so the strangers' refused tries, which still count, can never eat into the reserve; a reserved
 * send uses the open part while it lasts, then the reserve.
 */
export function createSignInBudget({
  db,
  counters,
  codesPerHour,
  reservePercent = 0,
  onNoticeError,
  now = Date.now,
}: SignInBudgetOptions) {
  /** The hour this process has queued the notice for. */
  let noticedHour = -1;
  const reserved = Math.min(codesPerHour, Math.floor((codesPerHour * reservePercent) / 100));
  const open = codesPerHour - reserved;
  const openKey = (hour: number) => `send:all:${hour}`;
  const reserveKey = (hour: number) => `send:reserve:${hour}`;
  const hourOf = (time: number) => Math.floor(time / HOUR_MS);
  const paused = (hour: number, time: number) =>
    new AppError('SIGN_IN_PAUSED', {
      retryAfterSeconds: Math.max(1, Math.ceil(((hour + 1) * HOUR_MS - time) / 1000)),
    });

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
    /** The codes only reserved sends may use each hour. */
    reserved,

    /**
     * Counts one code about to be sent; refuses it when the hour's budget is spent: the open part
     * for a send that is not `reserved`, the open part and the reserve for one that is.
     */
    async take({ reserved: isReserved = false }: { reserved?: boolean } = {}): Promise<void> {
      const time = now();
      const hour = hourOf(time);
      // One counter per clock hour, so every process agrees which hour a code falls in.
      if (!isReserved || (await counters.peek(openKey(hour))) < open) {
        const { count } = await counters.increment(openKey(hour), HOUR_MS);
        if (count <= open) return;
        // The office hears when the open part runs out: strangers are refused from now on.
        await tellOffice(hour);
        if (!isReserved) throw paused(hour, time);
      }
      const { count } = await counters.increment(reserveKey(hour), HOUR_MS);
      if (count <= reserved) return;
      throw paused(hour, time);
    },

    /**
     * How much of this hour's open part is used, from 0 to 1: the proof of work of send-otp grows
     * costlier with it (captcha.ts), so a script that drains the budget pays more for each code.
     */
    async used(): Promise<number> {
      if (open === 0) return 1;
      return Math.min(1, (await counters.peek(openKey(hourOf(now())))) / open);
    },
  };
}

export type SignInBudget = ReturnType<typeof createSignInBudget>;
