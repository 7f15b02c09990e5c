import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { SECRET_FILE } from '../lib/secrets/secret-file';
import { acquireDataDirLock, LOCK_FILE } from './data-dir-lock';
import { openDatabase } from './database';
import { syncPath } from './pglite/durability';

/** A backup or restore that cannot be done; its message is meant for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Files of a running folder that are not data: our lock (and its drafts), PostgreSQL's pid file. */
const notData = (name: string) => new RegExp(`^/?(${LOCK_FILE.replace('.', '\\.')}(\\..*)?|postmaster\\.pid)$`).test(name);

interface TarEntry {
  name: string;
  start: number;
  end: number;
}

/** The entries of a ustar archive (what PGlite's dumpDataDir writes); null when it is not one. */
function tarEntries(tar: Uint8Array): TarEntry[] | null {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    const text = (from: number, to: number) => Buffer.from(header.subarray(from, to)).toString('utf8').replace(/\0.*$/s, '');
    if (header.every((byte) => byte === 0)) return entries;
    if (text(257, 262) !== 'ustar') return null;
    const size = Number.parseInt(text(124, 136).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return null;
    const prefix = text(345, 500);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    if (end > tar.length) return null;
    entries.push({ name: prefix ? `${prefix}/${text(0, 100)}` : text(0, 100), start: offset, end });
    offset = end;
  }
  return entries;
}

/** The archive without the entries that are not data. */
function withoutLocks(tar: Uint8Array, entries: TarEntry[]): Buffer {
  const kept = entries.filter((entry) => !notData(entry.name)).map((entry) => tar.subarray(entry.start, entry.end));
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
}

/** Written to a private name, flushed, then renamed into place (mode 0600: it holds personal data). */
async function writeFileDurably(path: string, bytes: Uint8Array): Promise<void> {
  const draft = `${path}.partial-${randomBytes(4).toString('hex')}`;
  const fd = openSync(draft, 'wx', 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(draft, path);
  await syncPath(dirname(path));
}

/**
 * Backs the embedded database's folder up into `file` (a gzipped tar): the folder is locked
 * like a server's, so this refuses while a server runs on it (DataDirInUseError); the database
 * is opened (finishing any recovery), checkpointed and dumped whole. PGlite's dump is the whole
 * folder, so it holds every uploaded file and report (the folder blob store, DATA_DIR/blobs:
 * decision 0031) and the kept secret, if there is one. With S3_BUCKET the files are in the
 * bucket and not in the backup: back the bucket up with its own tools.
 */
export async function backupDataDir(dataDir: string, file: string, options: { force?: boolean } = {}): Promise<{ file: string; bytes: number }> {
  const folder = resolve(dataDir);
  const target = resolve(file);
  if (!existsSync(join(folder, 'PG_VERSION'))) throw new BackupError(`There is no portal database in ${folder}: nothing to back up (is DATA_DIR right?).`);
  if (existsSync(target) && !options.force) throw new BackupError(`${target} already exists: choose another name, or add --force to replace it.`);
  const database = await openDatabase({ kind: 'pglite', dataDir: folder });
  let tar: Uint8Array;
  try {
    await database.db.execute(sql`checkpoint`);
    tar = new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer());
  } finally {
    await database.close();
  }
  const entries = tarEntries(tar);
  if (!entries) throw new Error('PGlite wrote a dump that is not a tar archive');
  const compressed = await gzipAsync(withoutLocks(tar, entries));
  mkdirSync(dirname(target), { recursive: true });
  await writeFileDurably(target, compressed);
  return { file: target, bytes: compressed.length };
}

async function readBackup(file: string): Promise<Uint8Array> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new BackupError(`Cannot read the backup ${file}: ${(error as Error).message}.`);
  }
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const tar = gzipped ? await gunzipAsync(bytes).catch(() => null) : bytes;
  const entries = tar ? tarEntries(tar) : null;
  if (!tar || !entries?.some((entry) => /^\/?PG_VERSION$/.test(entry.name))) {
    throw new BackupError(`${file} is not a backup of the portal's data folder (one made by npm run backup).`);
  }
  return withoutLocks(tar, entries);
}

/**
 * Restores a backup into `dataDir`, which must be empty or new unless `force` (then what it holds
 * is replaced; it is refused while a server runs on it). The backup is unpacked and opened in a
 * folder inside the target first, so a damaged backup changes nothing; then its files are
 * flushed to disk and moved into place.
 */
export async function restoreDataDir(file: string, dataDir: string, options: { force?: boolean } = {}): Promise<{ dataDir: string }> {
  const source = resolve(file);
  const folder = resolve(dataDir);
  const tar = await readBackup(source);
  const existing = existsSync(folder) ? readdirSync(folder).filter((name) => name !== LOCK_FILE) : [];
  if (existing.length > 0 && !options.force) {
    throw new BackupError(`The data folder ${folder} is not empty: restore into an empty or new folder, or add --force to replace what it holds.`);
  }
  const release = acquireDataDirLock(folder);
  const staging = join(folder, `.restoring-${randomBytes(4).toString('hex')}`);
  try {
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: staging, loadDataDir: new Blob([tar]) });
      const answers = await database.ping();
      await database.close();
      if (!answers) throw new Error('the restored database does not answer');
    } catch (error) {
      throw new BackupError(`The backup ${source} could not be opened (${(error as Error).message}); ${folder} was left as it was.`);
    }
    for (const name of readdirSync(folder)) {
      if (name !== LOCK_FILE && join(folder, name) !== staging) rmSync(join(folder, name), { recursive: true, force: true });
    }
    for (const name of readdirSync(staging)) renameSync(join(staging, name), join(folder, name));
    if (existsSync(join(folder, SECRET_FILE))) chmodSync(join(folder, SECRET_FILE), 0o600);
    await syncPath(folder);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
  return { dataDir: folder };
}
