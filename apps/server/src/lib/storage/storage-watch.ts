import { statfs } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { isNoSpaceErrno, StorageFullError } from './storage-full';

export type StorageState = 'ok' | 'full';

/** What the watch reads of a file system: free blocks for an unprivileged writer, and their size. */
export type StatFolder = (path: string) => Promise<{ bavail: number; bsize: number }>;

export interface StorageWatchOptions {
  /** The folders writes go to (DATA_DIR for the embedded database, the blob folder); none with PostgreSQL and S3. */
  folders: readonly string[];
  /** Free space each folder keeps: below it the portal is not ready and takes no upload (STORAGE_RESERVE_MB). */
  reserveBytes: number;
  /** How a folder's file system is read; fs.statfs unless a test gives its own. */
  statFolder?: StatFolder;
  /** Milliseconds; Date.now unless a test gives its own clock. */
  now?: () => number;
  /** How long a look at the disks is trusted by `state()` (readyz, the office's banner). */
  lookEveryMs?: number;
}

export interface StorageWatch {
  /**
   * 'full' while a watched folder has less free space than the reserve, or since a write there
   * failed for space until a later look finds room. Looks at the disks at most every few seconds.
   */
  state(): Promise<StorageState>;
  /**
   * A fresh look before bytes are streamed in: throws StorageFullError (and the state turns
   * 'full') unless every watched folder has room for `bytes` and the reserve; room found makes
   * the state 'ok' again.
   */
  ensureRoom(bytes: number): Promise<void>;
  /** A write failed for space: 'full' until a later look (not sooner than the next scheduled one) finds room. */
  noteFull(): void;
}

/** How often readyz and the office's banner may cause a look at the disks: a statfs per folder. */
export const STORAGE_LOOK_EVERY_MS = 5_000;

const defaultStatFolder: StatFolder = (path) => statfs(path);

/** The folder's file system, read through its nearest existing parent (the blob folder is made on the first upload). */
async function freeBytes(statFolder: StatFolder, folder: string): Promise<number> {
  for (let path = resolve(folder); ; path = dirname(path)) {
    try {
      const found = await statFolder(path);
      return found.bavail * found.bsize;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(path) === path) throw error;
    }
  }
}

/**
 * Watches the free space of the folders the portal writes to, so that a full disk is told as
 * what it is (507 STORAGE_FULL, /readyz 503, the office's banner) and never as the caller's
 * mistake; everything works again once space returns, with no restart.
 */
export function createStorageWatch(options: StorageWatchOptions): StorageWatch {
  const statFolder = options.statFolder ?? defaultStatFolder;
  const now = options.now ?? Date.now;
  const lookEveryMs = options.lookEveryMs ?? STORAGE_LOOK_EVERY_MS;
  let current: StorageState = 'ok';
  let lookedAt = Number.NEGATIVE_INFINITY;
  let looking: Promise<StorageState> | null = null;

  /** The least free space, after keeping `bytes` and the reserve, over every watched folder. */
  async function room(bytes: number): Promise<number> {
    const free = await Promise.all(options.folders.map((folder) => freeBytes(statFolder, folder)));
    return Math.min(Number.POSITIVE_INFINITY, ...free) - options.reserveBytes - bytes;
  }

  function record(state: StorageState): StorageState {
    current = state;
    lookedAt = now();
    return state;
  }

  return {
    async state() {
      if (now() - lookedAt < lookEveryMs) return current;
      // One look at a time: a burst of readiness checks makes one statfs per folder.
      looking ??= room(0)
        .then((left) => record(left < 0 ? 'full' : 'ok'))
        .finally(() => {
          looking = null;
        });
      return looking;
    },

    async ensureRoom(bytes) {
      const left = await room(bytes);
      record(left < 0 ? 'full' : 'ok');
      if (left < 0)
        throw new StorageFullError(`${-left} bytes short of the upload's room and the reserve`);
    },

    noteFull() {
      record('full');
    },
  };
}

/** Notes a write that failed for space (ENOSPC, EDQUOT, StorageFullError) and says whether it was one. */
export function noteIfNoSpace(watch: StorageWatch | undefined, error: unknown): boolean {
  const noSpace = error instanceof StorageFullError || isNoSpaceErrno(error);
  if (noSpace) watch?.noteFull();
  return noSpace;
}
