import type { ComponentType } from 'react';

/**
 * A screen's code (with its words) as React's `use` reads it: a promise that says, once it has
 * settled, how (`status`, `value`, `reason`), so a screen whose code is already in shows at once,
 * in the same render, and one still coming suspends until it is in (decision 0087).
 */
export type ScreenCode = Promise<ComponentType>;

/** What React's `use` reads of a promise it was given before (React's own convention). */
type Told = ScreenCode & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ComponentType;
  reason?: unknown;
};

const fetched = new Map<string, ScreenCode>();

/**
 * The code of the screen `key` names, fetched once by `load` and cached. A load that failed (no
 * signal) stays failed, so the screen can say so, until the visitor moves on
 * (forgetFailedScreens): the next visit to the screen asks again.
 */
export function screenCode(key: string, load: () => Promise<ComponentType>): ScreenCode {
  const known = fetched.get(key);
  if (known) return known;
  const code: Told = load();
  code.status = 'pending';
  code.then(
    (screen) => {
      code.status = 'fulfilled';
      code.value = screen;
    },
    (error: unknown) => {
      code.status = 'rejected';
      code.reason = error;
    },
  );
  fetched.set(key, code);
  return code;
}

/** Forgets the loads that failed: called when the visitor moves to another address. */
export function forgetFailedScreens(): void {
  for (const [key, code] of fetched) if ((code as Told).status === 'rejected') fetched.delete(key);
}
