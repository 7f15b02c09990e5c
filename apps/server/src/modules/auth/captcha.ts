import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CounterStore } from '../../lib/counters/counter-store';

const CHALLENGE_LIFETIME_S = 10 * 60;

/** The answer's range at an unused budget; it grows up to ten times as the budget drains. */
const EASIEST = { from: 5_000, to: 50_000 };
const HARDEST_FACTOR = 10;

/** How much harder a challenge is when `used` (0 to 1) of the hour's sign-in budget is spent. */
export function challengeFactor(used: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(used) ? used : 0));
  return 1 + (HARDEST_FACTOR - 1) * clamped;
}

/**
 * ALTCHA proof of work guarding send-otp (and verify-otp after wrong guesses, decision 0105): the
 * browser spends a fraction of a second per code request, a script sending thousands pays for
 * each, and pays more as the hour's budget drains (`used`, sign-in-budget.ts): up to ten times at
 * a spent budget, still a few seconds on a phone. Challenges are signed with the server's secret,
 * expire after 10 minutes and are good for one use.
 */
export function createCaptcha(
  secret: string,
  store: CounterStore,
  { used = async () => 0 }: { used?: () => Promise<number> } = {},
) {
  return {
    async challenge(): Promise<Challenge> {
      const factor = challengeFactor(await used().catch(() => 0));
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        // Deterministic: the answer is a counter from 5,000 to 50,000 (about 27,500 hashes) at an
        // unused budget, to ten times that at a spent one.
        counter: randomInt(Math.round(EASIEST.to * factor), Math.round(EASIEST.from * factor)),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_S * 1000),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret,
      });
    },

    /** True for a solved, unexpired, untampered challenge that has not been used before. */
    async verify(encodedPayload: string | undefined): Promise<boolean> {
      if (!encodedPayload) return false;
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(encodedPayload, 'base64').toString('utf8')) as Payload;
      } catch {
        return false;
      }
      if (!payload?.challenge?.parameters || !payload.solution || !payload.challenge.signature)
        return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret,
      }).catch(() => null);
      if (!result?.verified) return false;
      const { count } = await store.increment(
        `captcha:${payload.challenge.signature}`,
        CHALLENGE_LIFETIME_S * 1000,
      );
      return count === 1;
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
