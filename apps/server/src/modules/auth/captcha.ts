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

/**
 * ALTCHA proof of work guarding send-otp: the browser spends a fraction of a second per code
 * request, a script sending thousands pays for each. Challenges are signed with the server's
 * secret, expire after 10 minutes and are good for one use.
 */
export function createCaptcha(secret: string, store: CounterStore) {
  return {
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        // Deterministic: the answer is a counter from 5,000 to 50,000 (about 27,500 hashes).
        counter: randomInt(5_000, 50_000),
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
