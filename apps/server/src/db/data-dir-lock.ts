import { chmodSync, mkdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createFileExclusively } from '../lib/secrets/exclusive-file';

export class DataDirInUseError extends Error {
  constructor(
    dataDir: string,
    /** The process that holds the folder. */
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another portal server (process ${pid}). ` +
        'Stop that server first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

export const LOCK_FILE = 'portal.lock';

/**
 * Who holds the lock: its process id and, on Linux, that process's start time (clock ticks
 * after boot, field 22 of /proc/<pid>/stat) and the boot's id. A process id alone is not
 * enough: after a crash and a restart (a container's pid 7, a reboot) the same number often
 * belongs to another process.
 */
interface LockHolder {
  pid: number;
  startTime?: string;
  bootId?: string;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * The fields of /proc/<pid>/stat from the third (the state) on, or null where there is no /proc
 * (not Linux) or no such process.
 */
function statFields(pid: number): string[] | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Field 22 of /proc/<pid>/stat, or null where there is no /proc (not Linux) or no such process. */
export function processStartTime(pid: number): string | null {
  return statFields(pid)?.[22 - 3] ?? null;
}

/**
 * Whether the process has ended but its parent has not yet collected it: a zombie (state Z) or
 * one being removed (X). Signal 0 still reaches such a process, and its start time is still the
 * holder's, but it holds nothing: right after a kill -9 the next server must start.
 */
function hasEnded(pid: number): boolean {
  const state = statFields(pid)?.[0];
  return state === 'Z' || state === 'X' || state === 'x';
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id');

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function currentHolder(): LockHolder {
  return {
    pid: process.pid,
    startTime: processStartTime(process.pid) ?? undefined,
    bootId: bootId() ?? undefined,
  };
}

/** The lock file's holder; a bare process id is the older format (and what a hand-written lock says). */
function parseHolder(text: string | null): LockHolder | null {
  if (!text) return null;
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    return Number.isInteger(holder.pid) && holder.pid! > 0
      ? {
          pid: holder.pid!,
          startTime: typeof holder.startTime === 'string' ? holder.startTime : undefined,
          bootId: typeof holder.bootId === 'string' ? holder.bootId : undefined,
        }
      : null;
  } catch {
    return null;
  }
}

/** Linux's clock ticks per second for /proc (USER_HZ), 100 on every architecture Node runs on. */
const USER_HZ = 100;

/**
 * Whether the process named by the lock still holds it. Not when it is gone or has ended (a
 * zombie its parent has not collected yet); not when the machine has booted since; not when a
 * process of that id started at another time than the holder. An older lock with only an id is held
 * while a process of that id runs that started before the lock was written.
 */
function holderIsRunning(holder: LockHolder, lockPath: string): boolean {
  if (holder.pid <= 0 || !isProcessAlive(holder.pid) || hasEnded(holder.pid)) return false;
  const currentBoot = bootId();
  if (holder.bootId && currentBoot && holder.bootId !== currentBoot) return false;
  const startTime = processStartTime(holder.pid);
  if (!startTime) return true; // no /proc: the process id is all there is to go by
  if (holder.startTime) return holder.startTime === startTime;
  const bootTime = /^btime (\d+)$/m.exec(readText('/proc/stat') ?? '')?.[1];
  if (!bootTime) return true;
  const startedAtMs = (Number(bootTime) + Number(startTime) / USER_HZ) * 1000;
  let writtenAtMs: number;
  try {
    writtenAtMs = statSync(lockPath).mtimeMs;
  } catch {
    return false;
  }
  // Two seconds of slack for the clock's and btime's rounding.
  return startedAtMs <= writtenAtMs + 2000;
}

/**
 * PGlite makes its files writable by everyone (0666); like PostgreSQL, which refuses a data
 * folder others can enter, the folder is closed to other users. Left as it is when this process
 * may not change it.
 */
function closeToOthers(folder: string): void {
  try {
    const mode = statSync(folder).mode & 0o777;
    if (mode & 0o007) chmodSync(folder, mode & 0o770);
  } catch {
    // not the folder's owner: the operator's choice stands
  }
}

/**
 * PGlite has no lock of its own on its folder, and two processes writing one folder corrupt
 * it. Takes an exclusive lock file naming this process (id, start time, boot id); a lock whose
 * holder no longer runs is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  closeToOthers(folder);
  const lockPath = join(folder, LOCK_FILE);
  const content = JSON.stringify(currentHolder());

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      createFileExclusively(lockPath, content, 0o644);
      return () => {
        if (readText(lockPath) === content) unlinkSync(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readText(lockPath);
    const holder = parseHolder(text);
    // This very process counts too: one process opening a folder twice corrupts it as two do.
    if (holder && holderIsRunning(holder, lockPath)) {
      throw new DataDirInUseError(folder, holder.pid);
    }
    // Stale: removed unless another process has replaced it meanwhile.
    if (readText(lockPath) === text) {
      try {
        unlinkSync(lockPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  throw new Error(`Could not take the lock on the data folder ${folder}.`);
}
