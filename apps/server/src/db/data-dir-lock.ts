import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another portal server (process ${pid}). ` +
        'Stop that server first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

const LOCK_FILE = 'portal.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite has no lock of its own on its folder, and two processes writing one folder corrupt
 * it. Takes an exclusive lock file holding this process's id; a lock left by a process that
 * no longer runs is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const lockPath = join(folder, LOCK_FILE);

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (readLockOwner(lockPath) === process.pid) unlinkSync(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLockOwner(lockPath);
      if (owner !== null && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirInUseError(folder, owner);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock on the data folder ${folder}.`);
}
