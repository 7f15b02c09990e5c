/// <reference lib="webworker" />
import type { Challenge } from 'altcha-lib';
import { solveInPage } from './solve-in-page';

// Solves off the main thread, so the sign-in screen stays responsive on a slow phone.
self.onmessage = (event: MessageEvent<Challenge>) => {
  solveInPage(event.data).then(
    (solution) => self.postMessage({ solution }),
    (error: unknown) => self.postMessage({ error: String(error) }),
  );
};
