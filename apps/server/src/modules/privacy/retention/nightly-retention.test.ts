import { describe, expect, it } from 'vitest';
import type { RetentionJob } from './retention-job';
import {
  nextRetentionRun,
  RETENTION_CATCH_UP_MS,
  startNightlyRetention,
  type RetentionClock,
} from './nightly-retention';

/** A clock whose timers fire only when the test moves it on. */
function fakeClock(start: Date) {
  let now = start.getTime();
  let timers: { at: number; run: () => void }[] = [];
  const clock: RetentionClock = {
    now: () => now,
    setTimer(run, ms) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((each) => each !== timer);
      };
    },
  };
  return {
    clock,
    /** Moves to the next timer's moment and fires it. */
    next() {
      const timer = timers.sort((a, b) => a.at - b.at).shift()!;
      now = timer.at;
      timer.run();
      return new Date(now);
    },
  };
}

const recordingJob = (runs: Date[]): RetentionJob => ({
  async run(trigger, now) {
    expect(trigger).toBe('nightly');
    runs.push(now!);
    return { ran: false, why: 'done' };
  },
});

const quiet = { line: () => undefined, warn: () => undefined };

describe('the nightly retention', () => {
  it('is due at 03:30 India time, the next day once that has passed', () => {
    expect(nextRetentionRun(new Date('2026-11-30T18:00:00Z')).toISOString()).toBe(
      '2026-11-30T22:00:00.000Z',
    );
    expect(nextRetentionRun(new Date('2026-11-30T22:00:00Z')).toISOString()).toBe(
      '2026-12-01T22:00:00.000Z',
    );
  });

  it('runs every night at 03:30 when a run was made recently', async () => {
    const fake = fakeClock(new Date('2026-11-30T10:00:00Z'));
    const runs: Date[] = [];
    const nightly = startNightlyRetention({
      job: recordingJob(runs),
      lastRunAt: async () => new Date('2026-11-29T22:00:00Z'),
      log: quiet,
      clock: fake.clock,
    });
    await Promise.resolve();
    fake.next();
    await nightly.idle();
    fake.next();
    await nightly.idle();
    nightly.stop();
    expect(runs.map((run) => run.toISOString())).toEqual([
      '2026-11-30T22:00:00.000Z',
      '2026-12-01T22:00:00.000Z',
    ]);
  });

  it('catches up soon after start when no run was made for a day and a half', async () => {
    const start = new Date('2026-11-30T10:00:00Z');
    const fake = fakeClock(start);
    const runs: Date[] = [];
    const nightly = startNightlyRetention({
      job: recordingJob(runs),
      lastRunAt: async () => null,
      log: quiet,
      clock: fake.clock,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake.next();
    await nightly.idle();
    fake.next();
    await nightly.idle();
    nightly.stop();
    expect(runs.map((run) => run.getTime())).toEqual([
      start.getTime() + RETENTION_CATCH_UP_MS,
      new Date('2026-11-30T22:00:00Z').getTime(),
    ]);
  });
});
