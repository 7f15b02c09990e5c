import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { indiaDateAndMinute, indiaMoment } from '../../lib/india-time';
import { DRAFT_SUFFIX } from './durable-file';

/** The nightly backup is made at 02:30 India time, the office's quietest hour. */
export const NIGHTLY_MINUTE = 2 * 60 + 30;
/** When the newest nightly backup is over a day old (or there is none), one is made this long after start. */
export const CATCH_UP_DELAY_MS = 10_000;
const DAY_MS = 24 * 60 * 60_000;
/** A draft this old was left by a process that died while writing it. */
const STALE_DRAFT_MS = 60 * 60_000;

/**
 * The server's own files in BACKUP_DIR: `portal-2026-01-31-0230.tar.gz`, India's date and time,
 * and `.tar.gz.age` when encrypted (decision 0098); both kinds are counted and kept alike.
 */
const NIGHTLY_FILE = /^portal-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})\.tar\.gz(\.age)?$/;

/** The name of a backup made at `moment`: its date and time in India, so names sort as time does. */
export function nightlyFileName(moment: Date, { encrypted = false } = {}): string {
  const { date, minute } = indiaDateAndMinute(moment);
  const hours = String(Math.floor(minute / 60)).padStart(2, '0');
  const minutes = String(minute % 60).padStart(2, '0');
  return `portal-${date}-${hours}${minutes}.tar.gz${encrypted ? '.age' : ''}`;
}

/** The first 02:30 in India strictly after `after` (India keeps no summer time: a day is 24 hours). */
export function nextNightlyRun(after: Date): Date {
  const today = indiaMoment(indiaDateAndMinute(after).date, NIGHTLY_MINUTE);
  return today.getTime() > after.getTime() ? today : new Date(today.getTime() + DAY_MS);
}

/** When the newest of these nightly files was made; null when there is none. */
export function newestNightly(names: string[]): Date | null {
  const newest = names
    .filter((name) => NIGHTLY_FILE.test(name))
    .sort()
    .at(-1);
  if (!newest) return null;
  const [, date, hours, minutes] = NIGHTLY_FILE.exec(newest)!;
  return indiaMoment(date!, Number(hours) * 60 + Number(minutes));
}

/** The nightly files beyond the newest `keep`, oldest first; other files in the folder are never counted or touched. */
export function nightlyFilesBeyond(names: string[], keep: number): string[] {
  const nightly = names.filter((name) => NIGHTLY_FILE.test(name)).sort();
  return nightly.slice(0, Math.max(0, nightly.length - keep));
}

export interface NightlyClock {
  now(): number;
  /** Runs `run` after `ms`; returns how to cancel it. */
  setTimer(run: () => void, ms: number): () => void;
}

const systemClock: NightlyClock = {
  now: () => Date.now(),
  setTimer(run, ms) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface NightlyBackupOptions {
  /** BACKUP_DIR and BACKUP_KEEP. */
  dir: string;
  keep: number;
  /** Whether `write` encrypts (BACKUP_KEY): the files are then named `.tar.gz.age`. */
  encrypted?: boolean;
  /** Writes one backup to this file, whole or not at all; resolves to its size in bytes. */
  write: (file: string) => Promise<number>;
  log: { line: (text: string) => void; warn: (text: string) => void };
  clock?: NightlyClock;
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Writes a backup into BACKUP_DIR every night at 02:30 India time, and once soon after start
 * when the newest there is over a day old (a server that was down at 02:30, a new setting),
 * then removes the oldest of its own files beyond BACKUP_KEEP and drafts a crash left. A failed
 * night is logged as a warning; the next night tries again.
 */
export async function startNightlyBackups(
  options: NightlyBackupOptions,
): Promise<{ stop: () => void; idle: () => Promise<void> }> {
  const clock = options.clock ?? systemClock;
  const { dir, keep, log } = options;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let cancel: () => void = () => undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function prune(): Promise<number> {
    const names = await namesIn(dir);
    const old = nightlyFilesBeyond(names, keep);
    for (const name of old) await unlink(join(dir, name)).catch(() => undefined);
    for (const name of names.filter(
      (each) => DRAFT_SUFFIX.test(each) && NIGHTLY_FILE.test(each.replace(DRAFT_SUFFIX, '')),
    )) {
      const made = await stat(join(dir, name)).then(
        (stats) => stats.mtimeMs,
        () => clock.now(),
      );
      if (clock.now() - made > STALE_DRAFT_MS) await unlink(join(dir, name)).catch(() => undefined);
    }
    return old.length;
  }

  async function backUp(): Promise<void> {
    const file = join(
      dir,
      nightlyFileName(new Date(clock.now()), { encrypted: options.encrypted ?? false }),
    );
    try {
      const bytes = await options.write(file);
      const removed = await prune();
      log.line(
        `Backup written to ${file} (${(bytes / 1_048_576).toFixed(1)} ` +
          `MB)${removed > 0 ? `; removed ${removed} older beyond BACKUP_KEEP=${keep}` : ''}.`,
      );
    } catch (error) {
      log.warn(
        `The nightly backup could not be written to ${file}: ${(error as Error).message}. ` +
          `The next is due at 02:30 India time.`,
      );
    }
  }

  function schedule(at: number): void {
    cancel = clock.setTimer(
      () => {
        running = backUp().finally(() => {
          // From the time it was due, not only from now: a run a little early never runs twice.
          if (!stopped) schedule(nextNightlyRun(new Date(Math.max(clock.now(), at))).getTime());
        });
      },
      Math.max(0, at - clock.now()),
    );
  }

  const newest = newestNightly(await namesIn(dir));
  const now = clock.now();
  schedule(
    newest && now - newest.getTime() < DAY_MS
      ? nextNightlyRun(new Date(now)).getTime()
      : now + CATCH_UP_DELAY_MS,
  );
  return {
    stop() {
      stopped = true;
      cancel();
    },
    /** Resolves once the backup under way, if any, has ended (tests). */
    idle: () => running,
  };
}
