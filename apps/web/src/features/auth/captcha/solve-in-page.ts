import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** Finds the counter whose SHA-256 key the challenge asks for (a fraction of a second on a phone). */
export async function solveInPage(challenge: Challenge) {
  return solveChallenge({ challenge, deriveKey, timeout: 60_000 });
}
