import { indiaDateAndMinute, indiaMoment } from '../../../lib/india-time';
import type { RetentionJob } from './retention-job';

/** The nightly run is due at 03:30 India time: after the nightly backup (02:30), before the office opens. */
export const RETENTION_MINUTE = 3 * 60 + 30;
const DAY_MS = 24 * 60 * 60_000;
/** A server that was down at 03:30 runs it this long after its start (none has run for a day and a half). */
export const RETENTION_CATCH_UP_MS = 15 * 60_000;
const CATCH_UP_AFTER_MS = 36 * 60 * 60_000;

/** The first 03:30 in India strictly after `after` (India keeps no summer time: a day is 24 hours). */
export function nextRetentionRun(after: Date): Date {
  const today = indiaMoment(indiaDateAndMinute(after).date, RETENTION_MINUTE);
  return today.getTime() > after.getTime() ? today : new Date(today.getTime() + DAY_MS);
}

export interface RetentionClock {
  now(): number;
  /** Runs `run` after `ms`; returns how to cancel it. */
  setTimer(run: () => void, ms: number): () => void;
}

const systemClock: RetentionClock = {
  now: () => Date.now(),
  setTimer(run, ms) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * Runs the retention job every night at 03:30 India time in every server process: the job's lock
 * and its night's entry in the activity log let one of them do it (decision 0103). When no run
 * is recorded for a day and a half (`lastRunAt`), one is made soon after start instead. A failed
 * night is a warning; the next night tries again.
 */
export function startNightlyRetention(options: {
  job: RetentionJob;
  /** When the newest run was recorded; null: never. */
  lastRunAt: () => Promise<Date | null>;
  log: { line: (text: string) => void; warn: (text: string) => void };
  clock?: RetentionClock;
}): { stop(): void; idle(): Promise<void> } {
  const clock = options.clock ?? systemClock;
  let cancel: () => void = () => undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const runNow = () =>
    options.job.run('nightly', new Date(clock.now())).then(
      () => undefined,
      (error: unknown) =>
        options.log.warn(
          `The nightly retention could not run: ${(error as Error).message}. ` +
            'The next is due at 03:30 India time.',
        ),
    );

  function schedule(at: number): void {
    cancel = clock.setTimer(
      () => {
        running = runNow().finally(() => {
          if (!stopped) schedule(nextRetentionRun(new Date(Math.max(clock.now(), at))).getTime());
        });
      },
      Math.max(0, at - clock.now()),
    );
  }

  // The catch-up is decided once the log has been read; meanwhile the 03:30 timer stands.
  schedule(nextRetentionRun(new Date(clock.now())).getTime());
  void options.lastRunAt().then(
    (last) => {
      if (stopped || (last && clock.now() - last.getTime() < CATCH_UP_AFTER_MS)) return;
      cancel();
      schedule(clock.now() + RETENTION_CATCH_UP_MS);
    },
    () => undefined,
  );
  return {
    stop() {
      stopped = true;
      cancel();
    },
    /** Resolves once the run under way, if any, has ended (tests). */
    idle: () => running,
  };
}
