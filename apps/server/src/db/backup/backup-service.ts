import type { Writable } from 'node:stream';
import { ConfigError } from '../../config';
import type { OpenDatabase } from '../database';
import { writeDataDirArchive } from './data-dir-archive';
import { serveBackupSocket, type BackupSocketLog } from './backup-socket';
import { writeFileDurably } from './durable-file';
import { startNightlyBackups } from './nightly-backups';

export interface BackupServiceOptions {
  database: OpenDatabase;
  dataDir: string;
  /** BACKUP_DIR and BACKUP_KEEP; null: no nightly backups. */
  nightly: { dir: string; keep: number } | null;
  log: BackupSocketLog;
}

/**
 * What the server does for backups of the embedded database (decision 0055): it answers
 * `npm run backup` on DATA_DIR/portal.sock and, with BACKUP_DIR, writes one every night. One
 * archive is written at a time (one asked for during the nightly waits for it). `stop` ends
 * what is under way (a caller sees a cut archive, never a whole-looking one) before the database closes.
 */
export async function startBackups({
  database,
  dataDir,
  nightly,
  log,
}: BackupServiceOptions): Promise<{ stop(): Promise<void> }> {
  const stopping = new AbortController();
  let queue: Promise<unknown> = Promise.resolve();
  const writeArchive = (out: Writable, signal?: AbortSignal) => {
    const run = queue.then(() =>
      writeDataDirArchive(
        database,
        dataDir,
        out,
        signal ? AbortSignal.any([signal, stopping.signal]) : stopping.signal,
      ),
    );
    queue = run.catch(() => undefined);
    return run;
  };
  const schedule = nightly
    ? await startNightlyBackups({
        ...nightly,
        write: (file) => writeFileDurably(file, (out) => writeArchive(out)),
        log,
      }).catch((error: unknown) => {
        throw new ConfigError(
          `BACKUP_DIR ${nightly.dir} cannot be used for backups: ${(error as Error).message}`,
        );
      })
    : null;
  const socket = await serveBackupSocket(
    dataDir,
    async (out, signal) => {
      const figures = await writeArchive(out, signal);
      log.line(
        `Backup sent to npm run backup in ${(figures.totalMs / 1000).toFixed(1)} s: ` +
          `${figures.databaseFiles} database files ` +
          `(queries waited ${Math.round(figures.heldMs)} ms while they were read) and ` +
          `${figures.blobFiles} uploaded files.`,
      );
    },
    log,
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
