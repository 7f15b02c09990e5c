import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATCH_UP_DELAY_MS,
  newestNightly,
  nextNightlyRun,
  nightlyFileName,
  nightlyFilesBeyond,
  startNightlyBackups,
  type NightlyClock,
} from './nightly-backups';

/** A clock the test moves: timers run when `advance` passes their time, each awaited in turn. */
function manualClock(startIso: string) {
  let now = Date.parse(startIso);
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const clock: NightlyClock = {
    now: () => now,
    setTimer(run, ms) {
      const timer = { at: now + ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  };
  return {
    clock,
    /** When the next timer is due (ISO), or null. */
    nextDue: () => {
      const due = timers.filter((timer) => !timer.cancelled).sort((a, b) => a.at - b.at)[0];
      return due ? new Date(due.at).toISOString() : null;
    },
    async advanceTo(iso: string, idle: () => Promise<void>) {
      const until = Date.parse(iso);
      for (;;) {
        const due = timers
          .filter((timer) => !timer.cancelled && timer.at <= until)
          .sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        due.cancelled = true;
        now = due.at;
        due.run();
        await idle();
      }
      now = until;
    },
  };
}

const quietLog = () => {
  const lines: string[] = [];
  const warnings: string[] = [];
  return {
    lines,
    warnings,
    log: { line: (text: string) => lines.push(text), warn: (text: string) => warnings.push(text) },
  };
};

describe('when the nightly backup runs and what it is called', () => {
  it('runs once a night at 02:30 India time, whatever the process zone', () => {
    expect(nextNightlyRun(new Date('2026-01-31T20:59:59.999Z')).toISOString()).toBe(
      '2026-01-31T21:00:00.000Z',
    );
    expect(nextNightlyRun(new Date('2026-01-31T21:00:00.000Z')).toISOString()).toBe(
      '2026-02-01T21:00:00.000Z',
    );
    // 23:00 India time on 1 February: the next is 02:30 on the 2nd.
    expect(nextNightlyRun(new Date('2026-02-01T17:30:00.000Z')).toISOString()).toBe(
      '2026-02-01T21:00:00.000Z',
    );
    // Across a year's end, and on the day Europe and America change their clocks (India does not).
    expect(nextNightlyRun(new Date('2026-12-31T22:00:00.000Z')).toISOString()).toBe(
      '2027-01-01T21:00:00.000Z',
    );
    expect(nextNightlyRun(new Date('2026-03-29T00:00:00.000Z')).toISOString()).toBe(
      '2026-03-29T21:00:00.000Z',
    );
  });

  it('names a file by its India date and time, so names sort as time does', () => {
    expect(nightlyFileName(new Date('2026-01-31T21:00:00Z'))).toBe('portal-2026-02-01-0230.tar.gz');
    expect(nightlyFileName(new Date('2026-02-01T04:35:10Z'))).toBe('portal-2026-02-01-1005.tar.gz');
    expect(
      newestNightly([
        'notes.txt',
        'portal-2026-02-01-0230.tar.gz',
        'portal-2026-01-31-0230.tar.gz',
      ])?.toISOString(),
    ).toBe('2026-01-31T21:00:00.000Z');
    expect(newestNightly(['portal-manual.tar.gz'])).toBeNull();
  });

  it('names an encrypted backup .tar.gz.age and counts it with the ones in clear', () => {
    expect(nightlyFileName(new Date('2026-01-31T21:00:00Z'), { encrypted: true })).toBe(
      'portal-2026-02-01-0230.tar.gz.age',
    );
    const names = [
      'portal-2026-01-01-0230.tar.gz',
      'portal-2026-01-02-0230.tar.gz.age',
      'portal-2026-01-03-0230.tar.gz.age',
      'notes.age',
    ];
    expect(newestNightly(names)?.toISOString()).toBe('2026-01-02T21:00:00.000Z');
    expect(nightlyFilesBeyond(names, 2)).toEqual(['portal-2026-01-01-0230.tar.gz']);
  });

  it('keeps the newest BACKUP_KEEP of its own files and never counts or touches another file', () => {
    const names = [
      'portal-2026-01-03-0230.tar.gz',
      'portal-2026-01-01-0230.tar.gz',
      'before-upgrade.tar.gz',
      'portal-2026-01-02-0230.tar.gz',
      'portal-2026-01-02-0230.tar.gz.partial-0a1b2c3d',
    ];
    expect(nightlyFilesBeyond(names, 2)).toEqual(['portal-2026-01-01-0230.tar.gz']);
    expect(nightlyFilesBeyond(names, 1)).toEqual([
      'portal-2026-01-01-0230.tar.gz',
      'portal-2026-01-02-0230.tar.gz',
    ]);
    expect(nightlyFilesBeyond(names, 7)).toEqual([]);
  });
});

describe('the nightly schedule', () => {
  it('catches up after start, then writes one each night and keeps the newest few', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-nightly-'));
    writeFileSync(join(dir, 'portal-2026-01-20-0230.tar.gz'), 'old');
    writeFileSync(join(dir, 'before-upgrade.tar.gz'), 'the office keeps this');
    // A draft a crash left an hour and more ago goes; one being written now would not.
    writeFileSync(join(dir, 'portal-2026-01-20-0230.tar.gz.partial-0a1b2c3d'), 'cut');
    utimesSync(
      join(dir, 'portal-2026-01-20-0230.tar.gz.partial-0a1b2c3d'),
      new Date('2026-01-20T00:00:00Z'),
      new Date('2026-01-20T00:00:00Z'),
    );
    // Started on 31 January at 14:00 India time.
    const time = manualClock('2026-01-31T08:30:00Z');
    const written: string[] = [];
    const { lines, warnings, log } = quietLog();
    const nightly = await startNightlyBackups({
      dir,
      keep: 2,
      log,
      clock: time.clock,
      async write(file) {
        written.push(file.slice(dir.length + 1));
        writeFileSync(file, 'backup');
        return 6;
      },
    });
    expect(time.nextDue()).toBe(
      new Date(Date.parse('2026-01-31T08:30:00Z') + CATCH_UP_DELAY_MS).toISOString(),
    );
    await time.advanceTo('2026-01-31T08:31:00Z', nightly.idle);
    expect(written).toEqual(['portal-2026-01-31-1400.tar.gz']);
    expect(time.nextDue()).toBe('2026-01-31T21:00:00.000Z');

    await time.advanceTo('2026-02-03T12:00:00Z', nightly.idle);
    expect(written).toEqual([
      'portal-2026-01-31-1400.tar.gz',
      'portal-2026-02-01-0230.tar.gz',
      'portal-2026-02-02-0230.tar.gz',
      'portal-2026-02-03-0230.tar.gz',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'before-upgrade.tar.gz',
      'portal-2026-02-02-0230.tar.gz',
      'portal-2026-02-03-0230.tar.gz',
    ]);
    expect(lines.at(-1)).toBe(
      `Backup written to ${join(dir, 'portal-2026-02-03-0230.tar.gz')} (0.0 MB); removed 1 older beyond BACKUP_KEEP=2.`,
    );
    expect(warnings).toEqual([]);
    nightly.stop();
    expect(time.nextDue()).toBeNull();
  });

  it('waits for 02:30 after a recent backup, and a failed night is only a warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-nightly-'));
    writeFileSync(join(dir, 'portal-2026-01-31-0230.tar.gz'), 'last night');
    const time = manualClock('2026-01-31T08:30:00Z');
    const { lines, warnings, log } = quietLog();
    let nights = 0;
    const nightly = await startNightlyBackups({
      dir,
      keep: 7,
      log,
      clock: time.clock,
      async write(file) {
        nights += 1;
        if (nights === 1) throw new Error('ENOSPC: no space left on device');
        writeFileSync(file, 'backup');
        return 3 * 1_048_576;
      },
    });
    expect(time.nextDue()).toBe('2026-01-31T21:00:00.000Z');
    await time.advanceTo('2026-02-02T00:00:00Z', nightly.idle);
    expect(warnings).toEqual([
      `The nightly backup could not be written to ` +
        `${join(dir, 'portal-2026-02-01-0230.tar.gz')}: ENOSPC: no space left on device. The ` +
        `next is due at 02:30 India time.`,
    ]);
    expect(lines).toEqual([
      `Backup written to ${join(dir, 'portal-2026-02-02-0230.tar.gz')} (3.0 MB).`,
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'portal-2026-01-31-0230.tar.gz',
      'portal-2026-02-02-0230.tar.gz',
    ]);
    nightly.stop();
  });
});
