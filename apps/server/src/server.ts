import cluster from 'node:cluster';
import { gazetteer } from './modules/astrology/places/gazetteer';
import { buildApp } from './app';
import { runWorkers } from './cluster-primary';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DatabaseStartError, openDatabase, type OpenDatabase } from './db/database';
import { DataDirInUseError } from './db/data-dir-lock';
import { seedDemoData } from './db/seed/seed';
import { startBlobUpkeep } from './db/blob-upkeep';
import { startBackups } from './db/backup/backup-service';
import { createDependencies } from './dependencies';
import { loadEnvFile } from './lib/env-file';
import { processLog, startLog } from './lib/http/process-log';
import { createServerLoggers } from './lib/http/server-loggers';
import { closeChannelProviders } from './lib/messaging/channel-providers';
import { createRefundsService } from './modules/payments/refunds.service';
import { createPortalRetentionJob, startNightlyRetention } from './modules/privacy/retention';
import { lastRetentionRun } from './modules/privacy/retention/retention-preview';

const SHUTDOWN_GRACE_MS = 10_000;
/** How often refunds the gateway did not take (a lost reply, an outage) are sent again, under their own keys. */
const REFUND_RETRY_MS = 5 * 60_000;

/** Problems an operator can fix: said in one clear line, with no stack. */
function isOperatorProblem(error: unknown): error is Error {
  return (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof DatabaseStartError
  );
}

/** The database opened and brought up to date; with demo data added unless told otherwise. */
async function openReadyDatabase(
  config: AppConfig,
  { seed }: { seed: boolean },
): Promise<OpenDatabase> {
  let database: OpenDatabase | null = null;
  try {
    database = await openDatabase(config.database);
    await database.migrate();
    if (seed) await seedDemoData(database.db);
    return database;
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
}

/** How long after the portal answers the birth-place gazetteer is read (a tenth of a second of work). */
const GAZETTEER_DELAY_MS = 2_000;

async function main(): Promise<void> {
  // Keeps the event loop alive while the server starts. Without it, an await on the embedded
  // database's WebAssembly left the loop empty, and Node then waited for all of V8's background
  // compiling, not just the part awaited: a sixth of a restart (decision 0040).
  const starting = setInterval(() => undefined, 60_000);
  try {
    await start();
  } finally {
    clearInterval(starting);
  }
}

async function start(): Promise<void> {
  // .env of the working directory (or ENV_FILE), the environment's own variables winning; cluster
  // workers inherit the result.
  loadEnvFile();
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    // Migrated and seeded once, before the server processes start.
    await (await openReadyDatabase(config, { seed: config.seedDemoData })).close();
    runWorkers(config);
    return;
  }
  const database = await openReadyDatabase(config, {
    seed: config.seedDemoData && cluster.isPrimary,
  });
  // One logger for the process, made before the app: every line on standard output is one of its
  // JSON lines, the start's included (decision 0052).
  const loggers = config.logLevel === 'silent' ? null : createServerLoggers(config.logLevel);
  const life = processLog(config.logLevel, loggers?.app);
  const log = startLog(life);

  const dependencies = await createDependencies(config, log).catch(async (error: unknown) => {
    await database?.close();
    throw error;
  });
  // Files still in the database are moved to the blob store before any request is served (decision 0031).
  const blobUpkeep = await startBlobUpkeep(database.db, dependencies.blobs, log).catch(
    async (error: unknown) => {
      await dependencies.counters.close();
      await database?.close();
      throw error;
    },
  );
  const app = await buildApp({ config, database, dependencies, loggers });
  const refunds = createRefundsService({
    db: database.db,
    gateway: dependencies.gateway,
    log: app.log,
  });
  // The embedded database has one process (its data-folder lock): claims found now were a killed one's.
  if (database.kind === 'pglite') await app.outbox.releaseAllClaims();
  const refundRetry = setInterval(() => {
    refunds
      .retryPending()
      .catch((error: unknown) => app.log.warn({ err: error }, 'the refund retry could not run'));
  }, REFUND_RETRY_MS);
  refundRetry.unref();
  let backups: Awaited<ReturnType<typeof startBackups>> | null = null;
  let retention: ReturnType<typeof startNightlyRetention> | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(refundRetry);
    blobUpkeep.stop();
    retention?.stop();
    life.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
    } finally {
      await closeChannelProviders(dependencies.channels);
      await dependencies.counters.close();
      await dependencies.blobs.close();
      await backups?.stop();
      await database.close();
      clearTimeout(force);
      // A cluster worker's channel to its primary would keep it alive: closing it lets the process end.
      if (cluster.isWorker) process.disconnect();
    }
    life.info('stopped');
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    app.outbox.start();
    // Every process schedules the nightly retention; its lock lets one run it (decision 0103).
    retention = startNightlyRetention({
      job: createPortalRetentionJob({ database, blobs: dependencies.blobs, log }),
      lastRunAt: async () => (await lastRetentionRun(database.db))?.createdAt ?? null,
      log,
    });
    // `npm run backup` through DATA_DIR/portal.sock, and BACKUP_DIR's nightly backups (decision
    // 0055), encrypted with BACKUP_KEY (decision 0098).
    if (config.database.kind === 'pglite') {
      backups = await startBackups({
        database,
        dataDir: config.database.dataDir!,
        nightly: config.backups,
        key: config.backupKey,
        production: config.env === 'production',
        log,
      });
    }
  } catch (error) {
    await app.close().catch(() => undefined);
    await dependencies.counters.close();
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new ConfigError(`Port ${config.port} is already in use; set PORT to a free port.`);
    throw error;
  }

  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where =
    config.database.kind === 'pglite'
      ? `embedded database in ${config.database.dataDir}`
      : 'PostgreSQL server';
  const which = cluster.isWorker
    ? `, server process ${cluster.worker!.id} of ${config.workers}`
    : '';
  const url = `http://${shownHost}:${port}/`;
  life.info(
    { url, ...(cluster.isWorker ? { serverProcess: cluster.worker!.id } : {}) },
    `Portal ready at ${url} (${where}${which})`,
  );
  // The birth-place gazetteer (a tenth of a second to read) is read once the portal has answered
  // its first calls, not in the first booking or place search, where it held up every other call
  // meanwhile; a place search before then reads it itself.
  setTimeout(gazetteer, GAZETTEER_DELAY_MS).unref();
}

main().catch((error: unknown) => {
  if (isOperatorProblem(error)) {
    console.error(`Cannot start the portal: ${error.message}`);
  } else {
    console.error('Cannot start the portal:', error);
  }
  process.exitCode = 1;
});
