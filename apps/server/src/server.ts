import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError, openDatabase, type OpenDatabase } from './db/database';
import { DataDirInUseError } from './db/data-dir-lock';
import { seedDemoData } from './db/seed/seed';
import { createDependencies } from './dependencies';
import { closeChannelProviders } from './lib/messaging/channel-providers';
import { createRefundsService } from './modules/payments/refunds.service';

const SHUTDOWN_GRACE_MS = 10_000;
/** How often refunds the gateway did not take (a lost reply, an outage) are sent again, under their own keys. */
const REFUND_RETRY_MS = 5 * 60_000;

/** Problems an operator can fix: said in one clear line, with no stack. */
function isOperatorProblem(error: unknown): error is Error {
  return (
    error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof DatabaseStartError
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  let database: OpenDatabase | null = null;
  try {
    database = await openDatabase(config.database);
    await database.migrate();
    if (config.seedDemoData) await seedDemoData(database.db);
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }

  const dependencies = await createDependencies(config, { line: (text) => console.log(text), warn: (text) => console.warn(text) }).catch(async (error: unknown) => {
    await database?.close();
    throw error;
  });
  const app = await buildApp({ config, database, dependencies });
  const refunds = createRefundsService({ db: database.db, gateway: dependencies.gateway, log: app.log });
  // The embedded database has one process (its data-folder lock): claims found now were a killed one's.
  if (database.kind === 'pglite') await app.outbox.releaseAllClaims();
  const refundRetry = setInterval(() => {
    refunds.retryPending().catch((error: unknown) => app.log.warn({ err: error }, 'the refund retry could not run'));
  }, REFUND_RETRY_MS);
  refundRetry.unref();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(refundRetry);
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
    } finally {
      await closeChannelProviders(dependencies.channels);
      await dependencies.counters.close();
      await database.close();
      clearTimeout(force);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    app.outbox.start();
  } catch (error) {
    await app.close().catch(() => undefined);
    await dependencies.counters.close();
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new ConfigError(`Port ${config.port} is already in use; set PORT to a free port.`);
    throw error;
  }

  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.database.kind === 'pglite' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL server';
  console.log(`Portal ready at http://${shownHost}:${port}/ (${where})`);
}

main().catch((error: unknown) => {
  if (isOperatorProblem(error)) {
    console.error(`Cannot start the portal: ${error.message}`);
  } else {
    console.error('Cannot start the portal:', error);
  }
  process.exitCode = 1;
});
