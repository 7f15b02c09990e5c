import type { Challenge, Solution } from 'altcha-lib';
import { solveInPage } from './solve-in-page';

function solveInWorker(challenge: Challenge): Promise<Solution | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ solution?: Solution | null; error?: string }>) => {
      worker.terminate();
      if (event.data.error) reject(new Error(event.data.error));
      else resolve(event.data.solution ?? null);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'captcha worker failed'));
    };
    worker.postMessage(challenge);
  });
}

/**
 * Solves the server's ALTCHA challenge and encodes the payload send-otp expects: base64 of
 * `{challenge, solution}`. Runs in a worker where the browser has them.
 */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution =
    typeof Worker === 'function' ? await solveInWorker(challenge) : await solveInPage(challenge);
  if (!solution) throw new Error('The security check could not be solved in time');
  const payload = JSON.stringify({ challenge, solution });
  return btoa(payload);
}
