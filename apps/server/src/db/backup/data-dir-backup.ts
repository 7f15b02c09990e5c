import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { SECRET_FILE } from '../../lib/secrets/secret-file';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE } from '../data-dir-lock';
import { openDatabase, type OpenDatabase } from '../database';
import { syncPath } from '../pglite/durability';
import { backupFromServer, backupSocketPath, ServerBackupError } from './backup-socket';
import { isNotData, writeDataDirArchive } from './data-dir-archive';
import { writeFileDurably } from './durable-file';
import { tarEntries, type TarEntry } from './tar-entries';

/** A backup or restore that cannot be done; its message is meant for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const gunzipAsync = promisify(gunzip);

const isInside = (path: string, folder: string) => {
  const way = relative(folder, path);
  return way === '' || (!way.startsWith('..') && !isAbsolute(way));
};

/** The archive without the entries that are not data (an older backup's lock and pid file). */
function withoutLocks(tar: Uint8Array, entries: TarEntry[]): Buffer {
  const kept = entries
    .filter((entry) => !isNotData(entry.path))
    .map((entry) => tar.subarray(entry.start, entry.end));
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
}

/** Opens the folder for a backup with the server stopped; a server that holds it but did not answer is named. */
async function openStopped(folder: string): Promise<OpenDatabase> {
  try {
    return await openDatabase({ kind: 'pglite', dataDir: folder });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new BackupError(
      `The portal server (process ${error.pid}) holds the data folder ${folder} but did not ` +
        `answer on ${backupSocketPath(folder)}: ` +
        'if it is starting, try again in a moment; a server older than this command needs stopping first.',
    );
  }
}

/**
 * Backs the embedded database's folder up into `file` (a gzipped tar, entries `./PG_VERSION`,
 * `./blobs/…`): the database's files as of one moment between two queries, the uploaded files
 * and reports (DATA_DIR/blobs: decision 0031) and the kept secret, if there is one. While a
 * server runs on the folder, the server writes the archive and this process receives it through
 * DATA_DIR/portal.sock (decision 0055); otherwise this process opens the folder itself (finishing
 * any recovery), locked like a server. With S3_BUCKET the files are in the bucket and not in the
 * backup: back the bucket up with its own tools.
 */
export async function backupDataDir(
  dataDir: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ file: string; bytes: number; whileServing: boolean }> {
  const folder = resolve(dataDir);
  const target = resolve(file);
  if (!existsSync(join(folder, 'PG_VERSION')))
    throw new BackupError(
      `There is no portal database in ${folder}: nothing to back up (is DATA_DIR right?).`,
    );
  if (isInside(target, folder))
    throw new BackupError(
      `${target} is inside the data folder ${folder}: write the backup somewhere else.`,
    );
  if (existsSync(target) && !options.force)
    throw new BackupError(
      `${target} already exists: choose another name, or add --force to replace it.`,
    );
  const fromServer = await backupFromServer(folder).catch((error: unknown) => {
    throw error instanceof ServerBackupError
      ? new BackupError(`The portal server could not make the backup: ${error.message}`)
      : error;
  });
  if (fromServer) {
    try {
      const bytes = await writeFileDurably(target, (out) =>
        pipeline(fromServer.bytes, fromServer.checked, out),
      );
      return { file: target, bytes, whileServing: true };
    } catch (error) {
      throw new BackupError(
        `The backup from the portal server was cut short (${(error as Error).message}); ` +
          `${target} was not written. The server's log says why.`,
      );
    }
  }
  const database = await openStopped(folder);
  try {
    const bytes = await writeFileDurably(target, (out) =>
      writeDataDirArchive(database, folder, out),
    );
    return { file: target, bytes, whileServing: false };
  } finally {
    await database.close();
  }
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
  if (!tar || !entries?.some((entry) => entry.path === 'PG_VERSION')) {
    throw new BackupError(
      `${file} is not a backup of the portal's data folder (one made by npm run backup).`,
    );
  }
  return withoutLocks(tar, entries);
}

/**
 * Restores a backup (this version's, or an older one whose entries are `/PG_VERSION`) into
 * `dataDir`, which must be empty or new unless `force` (then what it holds is replaced; it is
 * refused while a server runs on it). The backup is unpacked and opened in a folder inside the
 * target first, so a damaged backup changes nothing; then its files are
 * flushed to disk and moved into place.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  options: { force?: boolean } = {},
): Promise<{ dataDir: string }> {
  const source = resolve(file);
  const folder = resolve(dataDir);
  const tar = await readBackup(source);
  const existing = existsSync(folder)
    ? readdirSync(folder).filter((name) => name !== LOCK_FILE)
    : [];
  if (existing.length > 0 && !options.force) {
    throw new BackupError(
      `The data folder ${folder} is not empty: restore into an empty or new folder, or add ` +
        `--force to replace what it holds.`,
    );
  }
  const release = acquireDataDirLock(folder);
  const staging = join(folder, `.restoring-${randomBytes(4).toString('hex')}`);
  try {
    try {
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: staging,
        loadDataDir: new Blob([tar]),
      });
      const answers = await database.ping();
      await database.close();
      if (!answers) throw new Error('the restored database does not answer');
    } catch (error) {
      throw new BackupError(
        `The backup ${source} could not be opened (${(error as Error).message}); ${folder} was left as it was.`,
      );
    }
    for (const name of readdirSync(folder)) {
      if (name !== LOCK_FILE && join(folder, name) !== staging)
        rmSync(join(folder, name), { recursive: true, force: true });
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
