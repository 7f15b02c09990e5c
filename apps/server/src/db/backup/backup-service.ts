import type { Writable } from 'node:stream';
import { ConfigError } from '../../config';
import type { BackupKey } from '../../lib/secrets/backup-key';
import type { OpenDatabase } from '../database';
import { encryptingStream, writeEncrypted } from './backup-encryption';
import { writeDataDirArchive } from './data-dir-archive';
import { serveBackupSocket, type BackupSocketLog } from './backup-socket';
import { writeFileDurably } from './durable-file';
import { startNightlyBackups } from './nightly-backups';

export interface BackupServiceOptions {
  database: OpenDatabase;
  dataDir: string;
  /** BACKUP_DIR and BACKUP_KEEP; null: no nightly backups. */
  nightly: { dir: string; keep: number } | null;
  /**
   * BACKUP_KEY: the nightly backups are encrypted with it, and `npm run backup` must encrypt
   * too; null: backups are written in clear, without the kept secret (decision 0098).
   */
  key: BackupKey | null;
  /** NODE_ENV=production: backups in clear are then warned about at start. */
  production: boolean;
  log: BackupSocketLog;
}

/** What the start says in production when backups would be written in clear (decision 0098). */
export const CLEAR_BACKUPS_WARNING =
  'Neither BACKUP_KEY nor BACKUP_KEY_FILE is set: backups of the embedded database (npm run ' +
  "backup, and BACKUP_DIR's nightly ones) are written in clear, every customer's details " +
  'readable by whoever copies one (only the kept secret is left out). Set BACKUP_KEY or ' +
  'BACKUP_KEY_FILE to encrypt them (README, "Backups of the embedded database").';

/** The answer to `npm run backup` without a key, from a server whose backups are encrypted. */
const plainRefused = (key: BackupKey) =>
  `The portal server encrypts its backups with ${key.setting}, and this command has no key: ` +
  `run it with the same ${key.setting} (from the portal's .env), so that no backup is written ` +
  'in clear.';

/**
 * What the server does for backups of the embedded database (decision 0055): it answers
 * `npm run backup` on DATA_DIR/portal.sock and, with BACKUP_DIR, writes one every night,
 * encrypted with BACKUP_KEY when there is one (decision 0098). One archive is written at a time
 * (one asked for during the nightly waits for it). `stop` ends what is under way (a caller sees
 * a cut archive, never a whole-looking one) before the database closes.
 */
export async function startBackups({
  database,
  dataDir,
  nightly,
  key,
  production,
  log,
}: BackupServiceOptions): Promise<{ stop(): Promise<void> }> {
  if (!key && production) log.warn(CLEAR_BACKUPS_WARNING);
  const stopping = new AbortController();
  let queue: Promise<unknown> = Promise.resolve();
  const writeArchive = (out: Writable, withSecret: boolean, signal?: AbortSignal) => {
    const run = queue.then(() =>
      writeDataDirArchive(database, dataDir, out, {
        signal: signal ? AbortSignal.any([signal, stopping.signal]) : stopping.signal,
        withSecret,
      }),
    );
    queue = run.catch(() => undefined);
    return run;
  };
  const writeNightly = (file: string) =>
    writeFileDurably(file, async (out) =>
      key
        ? writeEncrypted(out, await encryptingStream(key.passphrase), (plain) =>
            writeArchive(plain, true),
          )
        : writeArchive(out, false),
    );
  const schedule = nightly
    ? await startNightlyBackups({
        ...nightly,
        encrypted: key !== null,
        write: writeNightly,
        log,
      }).catch((error: unknown) => {
        throw new ConfigError(
          `BACKUP_DIR ${nightly.dir} cannot be used for backups: ${(error as Error).message}`,
        );
      })
    : null;
  const socket = await serveBackupSocket(
    dataDir,
    async (out, signal, { withSecret }) => {
      const figures = await writeArchive(out, withSecret, signal);
      log.line(
        `Backup sent to npm run backup in ${(figures.totalMs / 1000).toFixed(1)} s: ` +
          `${figures.databaseFiles} database files ` +
          `(queries waited ${Math.round(figures.heldMs)} ms while they were read) and ` +
          `${figures.blobFiles} uploaded files.`,
      );
    },
    log,
    { plainRefused: key ? plainRefused(key) : null },
  ).catch((error: unknown) => {
    schedule?.stop();
    throw error;
  });
  return {
    async stop() {
      schedule?.stop();
      stopping.abort();
      await socket?.close();
      await queue;
    },
  };
}
