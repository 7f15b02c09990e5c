import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve, isAbsolute } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupKey } from '../../lib/secrets/backup-key';
import { SECRET_FILE } from '../../lib/secrets/secret-file';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE } from '../data-dir-lock';
import { openDatabase, type OpenDatabase } from '../database';
import { syncPath } from '../pglite/durability';
import { encryptingStream, writeEncrypted } from './backup-encryption';
import { BackupError } from './backup-error';
import { readBackupFile, type AskKey } from './backup-file';
import { backupFromServer, backupSocketPath, ServerBackupError } from './backup-socket';
import { writeDataDirArchive } from './data-dir-archive';
import { writeFileDurably } from './durable-file';

const isInside = (path: string, folder: string) => {
  const way = relative(folder, path);
  return way === '' || (!way.startsWith('..') && !isAbsolute(way));
};

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

export interface BackupResult {
  file: string;
  bytes: number;
  whileServing: boolean;
  /** Encrypted with BACKUP_KEY (decision 0098). */
  encrypted: boolean;
  /** In clear, so the folder's kept secret (DATA_DIR/auth-secret) was left out of it. */
  secretLeftOut: boolean;
}

/**
 * Backs the embedded database's folder up into `file` (a gzipped tar, entries `./PG_VERSION`,
 * `./blobs/…`): the database's files as of one moment between two queries, the uploaded files
 * and reports (DATA_DIR/blobs: decision 0031) and, in an encrypted backup only, the kept secret.
 * With `key`, the file is an age file encrypted with it as it is written (decision 0098). While
 * a server runs on the folder, the server writes the archive and this process receives it
 * through DATA_DIR/portal.sock (decision 0055); otherwise this process opens the folder itself
 * (finishing any recovery), locked like a server. With S3_BUCKET the files are in the bucket and
 * not in the backup: back the bucket up with its own tools.
 */
export async function backupDataDir(
  dataDir: string,
  file: string,
  options: { force?: boolean; key?: BackupKey | null } = {},
): Promise<BackupResult> {
  const folder = resolve(dataDir);
  const target = resolve(file);
  const key = options.key ?? null;
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
  // Made first (its key takes a second or two to derive), so the server is not kept waiting.
  const cipher = key ? await encryptingStream(key.passphrase) : null;
  /** Writes what `fill` writes into the file, encrypted when there is a key. */
  const write = (fill: (out: Writable) => Promise<unknown>) =>
    writeFileDurably(target, (out) => (cipher ? writeEncrypted(out, cipher, fill) : fill(out)));
  const done = (bytes: number, whileServing: boolean): BackupResult => ({
    file: target,
    bytes,
    whileServing,
    encrypted: key !== null,
    secretLeftOut: !key && existsSync(join(folder, SECRET_FILE)),
  });
  const fromServer = await backupFromServer(folder, { encrypting: key !== null }).catch(
    (error: unknown) => {
      if (!(error instanceof ServerBackupError)) throw error;
      throw new BackupError(
        error.refused
          ? error.message
          : `The portal server could not make the backup: ${error.message}`,
      );
    },
  );
  if (fromServer) {
    try {
      const bytes = await write((out) => pipeline(fromServer.bytes, fromServer.checked, out));
      return done(bytes, true);
    } catch (error) {
      throw new BackupError(
        `The backup from the portal server was cut short (${(error as Error).message}); ` +
          `${target} was not written. The server's log says why.`,
      );
    }
  }
  const database = await openStopped(folder);
  try {
    const bytes = await write((out) =>
      writeDataDirArchive(database, folder, out, { withSecret: key !== null }),
    );
    return done(bytes, false);
  } finally {
    await database.close();
  }
}

/** What became of the kept secret: the backup's, the folder's own (the backup held none), or none. */
export type RestoredSecret = 'restored' | 'kept' | 'none';

/**
 * Restores a backup (this version's, or an older one whose entries are `/PG_VERSION`; encrypted
 * or in clear) into `dataDir`, which must be empty or new unless `force` (then what it holds is
 * replaced; it is refused while a server runs on it). An encrypted backup is opened with the key
 * `askKey` offers, asked only then (decision 0098). The backup is unpacked and opened in a
 * folder inside the target first, so a damaged backup, or a wrong key, changes nothing; then its
 * files are flushed to disk and moved into place. A backup in clear holds no kept secret: the
 * folder's own, if it has one, is kept.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  options: { force?: boolean; askKey?: AskKey } = {},
): Promise<{ dataDir: string; encrypted: boolean; secret: RestoredSecret }> {
  const source = resolve(file);
  const folder = resolve(dataDir);
  const { tar, encrypted } = await readBackupFile({
    file: source,
    askKey: options.askKey ?? (async () => null),
    dataDir: folder,
  });
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
  let secret: RestoredSecret;
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
    const backupSecret = existsSync(join(staging, SECRET_FILE));
    for (const name of readdirSync(folder)) {
      const keptSecret = name === SECRET_FILE && !backupSecret;
      if (name !== LOCK_FILE && join(folder, name) !== staging && !keptSecret)
        rmSync(join(folder, name), { recursive: true, force: true });
    }
    for (const name of readdirSync(staging)) renameSync(join(staging, name), join(folder, name));
    const hasSecret = existsSync(join(folder, SECRET_FILE));
    if (hasSecret) chmodSync(join(folder, SECRET_FILE), 0o600);
    secret = backupSecret ? 'restored' : hasSecret ? 'kept' : 'none';
    await syncPath(folder);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
  return { dataDir: folder, encrypted, secret };
}
