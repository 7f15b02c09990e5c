import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { lstat, open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { SECRET_FILE } from '../../lib/secrets/secret-file';
import type { OpenDatabase } from '../database';
import { LOCK_FILE } from '../data-dir-lock';
import { BACKUP_SOCKET } from './backup-socket';
import { TAR_END, tarHeader, tarPadding } from './tar-entries';

/** The blob store's folder in the data folder (config.ts), and its unfinished writes. */
const BLOBS = 'blobs';
const BLOB_TEMPORARIES = `${BLOBS}/.tmp`;
/** The pieces the archive is compressed and sent in, and an uploaded file read in. */
const PIECE_BYTES = 1024 * 1024;

/**
 * Names in the data folder that are not data: our lock (and its drafts), PostgreSQL's pid file,
 * the server's backup socket, a restore's unfinished folder. Paths are relative to the folder.
 */
const NOT_DATA = new RegExp(
  `^(${LOCK_FILE.replace('.', '\\.')}(\\..*)?|postmaster\\.pid|` +
    `${BACKUP_SOCKET.replace('.', '\\.')}|\\.restoring-[^/]*)(/.*)?$`,
);
export const isNotData = (path: string): boolean => NOT_DATA.test(path);

export interface ArchiveFigures {
  /** How long no query could run while the database's files were read (ms). */
  heldMs: number;
  /** How long the whole archive took (ms). */
  totalMs: number;
  /** The database's files, and the uploaded files and reports, in the archive. */
  databaseFiles: number;
  blobFiles: number;
}

type Found = { path: string; type: 'file' | 'folder' };

/**
 * Folders and regular files under `under` (paths relative to `folder`), parents before children;
 * `skip` leaves a path and all under it out.
 */
function walkSync(folder: string, skip: (path: string) => boolean, under = ''): Found[] {
  const found: Found[] = [];
  for (const entry of readdirSync(join(folder, under), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (skip(path)) continue;
    if (entry.isDirectory()) found.push({ path, type: 'folder' }, ...walkSync(folder, skip, path));
    else if (entry.isFile()) found.push({ path, type: 'file' });
  }
  return found;
}

/** The same, read without holding the event loop (the uploaded files: outside the lock, and many). */
async function walk(
  folder: string,
  skip: (path: string) => boolean,
  under: string,
): Promise<Found[]> {
  const found: Found[] = [];
  const entries = await readdir(join(folder, under), { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = `${under}/${entry.name}`;
    if (skip(path)) continue;
    if (entry.isDirectory())
      found.push({ path, type: 'folder' }, ...(await walk(folder, skip, path)));
    else if (entry.isFile()) found.push({ path, type: 'file' });
  }
  return found;
}

/**
 * The database's files as tar entries, read whole while no query runs, so they are one
 * moment's state. Read synchronously, as PGlite's own dump reads them: no query can run
 * meanwhile anyway, and the lock is held for the shortest time (a third of reading them file by
 * file through the thread pool, on a busy machine).
 */
function readDatabaseFiles(folder: string, figures: ArchiveFigures, withSecret: boolean): Buffer[] {
  const chunks: Buffer[] = [];
  const skip = (path: string) =>
    path === BLOBS || isNotData(path) || (!withSecret && path === SECRET_FILE);
  for (const { path, type } of walkSync(folder, skip)) {
    const mtime = lstatSync(join(folder, path)).mtime;
    if (type === 'folder') {
      chunks.push(tarHeader({ path, type, size: 0, mtime }));
      continue;
    }
    const bytes = readFileSync(join(folder, path));
    chunks.push(
      tarHeader({ path, type, size: bytes.length, mtime }),
      bytes,
      tarPadding(bytes.length),
    );
    figures.databaseFiles += 1;
  }
  return chunks;
}

/**
 * Small pieces (a tar header, a page-sized file) joined into pieces of at least `size`: each
 * piece costs the compressor and the socket a turn of the event loop, and while bookings keep
 * the loop busy, a turn waits its place (3,400 pieces took a minute under a booking load).
 */
async function* inPieces(chunks: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    parts.push(chunk);
    length += chunk.length;
    if (length >= size) {
      yield Buffer.concat(parts, length);
      parts = [];
      length = 0;
    }
  }
  if (length > 0) yield Buffer.concat(parts, length);
}

/**
 * The uploaded files and reports, streamed one at a time from the disk. A stored blob never
 * changes (decision 0031); one the sweep removed since the database was read (no row refers to
 * it any more) is left out.
 */
async function* blobChunks(folder: string, counted: ArchiveFigures): AsyncGenerator<Buffer> {
  const root = await lstat(join(folder, BLOBS)).catch(() => null);
  if (!root?.isDirectory()) return;
  yield tarHeader({ path: BLOBS, type: 'folder', size: 0, mtime: root.mtime });
  for (const { path, type } of await walk(folder, (path) => path === BLOB_TEMPORARIES, BLOBS)) {
    if (type === 'folder') {
      const stats = await lstat(join(folder, path)).catch(() => null);
      if (stats) yield tarHeader({ path, type, size: 0, mtime: stats.mtime });
      continue;
    }
    const handle = await open(join(folder, path), 'r').catch(() => null);
    if (!handle) continue;
    try {
      const stats = await handle.stat();
      yield tarHeader({ path, type, size: stats.size, mtime: stats.mtime });
      let left = stats.size;
      const bytes = handle.createReadStream({
        start: 0,
        end: Math.max(stats.size - 1, 0),
        autoClose: false,
        highWaterMark: PIECE_BYTES,
      });
      for await (const chunk of bytes as AsyncIterable<Buffer>) {
        const part = chunk.subarray(0, left);
        left -= part.length;
        if (part.length > 0) yield part;
      }
      // Never: a blob does not shrink. Zeros keep the archive whole if one did.
      if (left > 0) yield Buffer.alloc(left);
      yield tarPadding(stats.size);
      counted.blobFiles += 1;
    } finally {
      await handle.close();
    }
  }
}

export interface ArchiveOptions {
  signal?: AbortSignal;
  /**
   * Whether the kept secret (DATA_DIR/auth-secret) goes in: only into a backup that is
   * encrypted; one in clear never holds it (decision 0098).
   */
  withSecret: boolean;
}

/**
 * Writes the embedded database's data folder to `destination` as a gzipped tar, while the
 * database serves (decision 0055). The database is checkpointed (so a restore replays little
 * log), then its files are read into memory inside PGlite's own query lock, the one its
 * `dumpDataDir` takes: no query runs meanwhile, so they are the state of one moment between two
 * queries, every committed transaction in them, as after a `kill -9`, which PostgreSQL recovers
 * from. The uploaded files (`blobs/`) are streamed after the lock is released, never held in
 * memory: every file a row of that moment refers to was stored before its row committed.
 */
export async function writeDataDirArchive(
  database: OpenDatabase,
  folder: string,
  destination: Writable,
  { signal, withSecret }: ArchiveOptions,
): Promise<ArchiveFigures> {
  if (!database.runExclusive)
    throw new Error('Only the embedded database is backed up as a folder.');
  signal?.throwIfAborted();
  const figures: ArchiveFigures = { heldMs: 0, totalMs: 0, databaseFiles: 0, blobFiles: 0 };
  const started = performance.now();
  await database.db.execute(sql`checkpoint`);
  const held = await database.runExclusive(async () => {
    const locked = performance.now();
    const chunks = readDatabaseFiles(folder, figures, withSecret);
    figures.heldMs = performance.now() - locked;
    return chunks;
  });
  async function* chunks(): AsyncGenerator<Buffer> {
    // Each file's bytes are let go once they are passed on.
    for (let chunk = held.shift(); chunk; chunk = held.shift()) yield chunk;
    yield* blobChunks(folder, figures);
    yield TAR_END;
  }
  // The fastest level: the uploads (JPEG, PNG, PDF) do not compress further, and the database's
  // pages shrink nearly as much (43 MB to 6.1 MB, against 5.4 MB at the default level, in half the time).
  await pipeline(
    inPieces(chunks(), PIECE_BYTES),
    createGzip({ level: 1, chunkSize: PIECE_BYTES }),
    destination,
    { signal },
  );
  figures.totalMs = performance.now() - started;
  return figures;
}
