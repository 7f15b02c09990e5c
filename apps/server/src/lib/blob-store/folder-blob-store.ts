import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { meteredChunks } from './blob-meter';
import {
  BlobNotFoundError,
  checkedHash,
  isBlobHash,
  type BlobSource,
  type BlobStore,
  type ListedBlob,
  type StoredBlob,
} from './blob-store';
import { isNoSpaceErrno, StorageFullError } from '../storage/storage-full';
import type { StorageWatch } from '../storage/storage-watch';

/** Unfinished writes (and blobs being swept) live here, on the same disk as the blobs, so a rename moves them whole. */
const TEMPORARY_FOLDER = '.tmp';
const FOLDER_PART = /^[0-9a-f]{2}$/;
/**
 * A file being written is flushed to the disk every this many bytes (in libuv's threads). The
 * embedded database's commit is an fsync on the server's main thread, and on ext4 it also waits
 * for other files' unwritten data: 50 MB of uploads left to the page cache held every call up
 * for the length of that fsync (decision 0037).
 */
const FLUSH_EVERY_BYTES = 4 * 1024 * 1024;

async function syncFolder(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface FolderBlobStoreOptions {
  /** Told of every write that fails for space, and asked for room before bytes are streamed in. */
  storage?: StorageWatch;
  /** How a temporary file is opened: fs.open unless a test gives a file system that runs out of space. */
  openFile?: typeof open;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A folder's names; none when it does not exist (yet). */
async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * Blobs as files under `root` (DATA_DIR/blobs by default): `ab/cd/<hash>`. A put writes a
 * temporary file in `root/.tmp`, flushes it, renames it into place and flushes the folder, so
 * a crash leaves either the whole file under its hash or nothing there (a stray temporary,
 * which `removeStaleTemporaries` clears). Files are 0600: they hold customers' horoscopes.
 */
export function createFolderBlobStore(
  root: string,
  options: FolderBlobStoreOptions = {},
): BlobStore {
  const openFile = options.openFile ?? open;
  const temporaries = join(root, TEMPORARY_FOLDER);
  const pathOf = (hash: string) =>
    join(root, hash.slice(0, 2), hash.slice(2, 4), checkedHash(hash));
  const temporaryName = (label: string) =>
    join(temporaries, `${label}-${Date.now()}-${randomBytes(6).toString('hex')}`);

  /** Makes a folder and, for each level it had to create, flushes the entry in its parent. */
  async function ensureFolder(folder: string): Promise<void> {
    const first = await mkdir(folder, { recursive: true, mode: 0o700 });
    if (first === undefined) return;
    for (let current = folder; ; current = dirname(current)) {
      await syncFolder(dirname(current));
      if (current === first) break;
    }
  }

  async function writeAll(
    source: BlobSource,
    maxBytes: number | undefined,
  ): Promise<{ path: string } & StoredBlob> {
    await ensureFolder(temporaries);
    const path = temporaryName('put');
    const metered = meteredChunks(source, maxBytes);
    const handle = await openFile(path, 'wx', 0o600);
    try {
      let unflushed = 0;
      for await (const chunk of metered.chunks) {
        for (let offset = 0; offset < chunk.length;)
          offset += (await handle.write(chunk, offset)).bytesWritten;
        unflushed += chunk.length;
        if (unflushed >= FLUSH_EVERY_BYTES) {
          await handle.datasync();
          unflushed = 0;
        }
      }
      await handle.sync();
      await handle.close();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(path, { force: true });
      throw error;
    }
    return { path, ...metered.result() };
  }

  return {
    kind: 'folder',

    async put(source, putOptions = {}) {
      // Refused before a byte is read when the disk has no room for the most it may take and the reserve.
      await options.storage?.ensureRoom(putOptions.maxBytes ?? 0);
      try {
        const written = await writeAll(source, putOptions.maxBytes);
        const target = pathOf(written.hash);
        try {
          await ensureFolder(dirname(target));
          // Replacing a file holding the same bytes is harmless, and dates the blob anew (the
          // sweep's grace period starts again).
          await rename(written.path, target);
          await syncFolder(dirname(target));
        } catch (error) {
          await rm(written.path, { force: true });
          throw error;
        }
        return { hash: written.hash, size: written.size };
      } catch (error) {
        // The disk filled while writing (the partial file is gone): said as what it is, at once.
        if (!isNoSpaceErrno(error)) throw error;
        options.storage?.noteFull();
        throw new StorageFullError((error as Error).message);
      }
    },

    async open(hash): Promise<Readable> {
      const path = pathOf(hash);
      // Opened before the stream is handed out, so "not found" is an error here and not a broken reply later.
      const handle = await open(path, 'r').catch((error: unknown) => {
        throw isMissing(error) ? new BlobNotFoundError(hash) : error;
      });
      return handle.createReadStream();
    },

    async has(hash) {
      try {
        await stat(pathOf(hash));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(hash) {
      await rm(pathOf(hash), { force: true });
    },

    async deleteIfOlder(hash, olderThan) {
      const path = pathOf(hash);
      await ensureFolder(temporaries);
      const aside = temporaryName('sweep');
      // Moved aside first: whatever file was there is now ours alone, and a put after this point makes a new one.
      try {
        await rename(path, aside);
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      const { mtime } = await lstat(aside);
      if (mtime >= olderThan) {
        // Stored again between the sweep's look and now: put it back, unless a newer copy is already there.
        if (await this.has(hash)) await unlink(aside);
        else await rename(aside, path);
        return false;
      }
      await unlink(aside);
      await syncFolder(dirname(path));
      return true;
    },

    async *list(): AsyncIterable<ListedBlob> {
      const level = async (folder: string) =>
        (await namesIn(folder)).filter((name) => FOLDER_PART.test(name)).sort();
      for (const first of await level(root)) {
        for (const second of await level(join(root, first))) {
          const folder = join(root, first, second);
          for (const name of (await namesIn(folder)).sort()) {
            if (!isBlobHash(name) || !name.startsWith(first + second)) continue;
            const found = await stat(join(folder, name)).catch(() => null);
            if (found?.isFile()) yield { hash: name, size: found.size, modifiedAt: found.mtime };
          }
        }
      }
    },

    async removeStaleTemporaries(olderThan) {
      const names = await namesIn(temporaries);
      let removed = 0;
      for (const name of names) {
        const found = await lstat(join(temporaries, name)).catch(() => null);
        if (found && found.mtime < olderThan) {
          await rm(join(temporaries, name), { force: true, recursive: true });
          removed += 1;
        }
      }
      return removed;
    },

    async close() {},
  };
}
