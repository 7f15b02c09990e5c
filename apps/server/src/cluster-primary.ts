import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { keptSecret } from './lib/secrets/secret-file';

/** A process that ends after it served gets a successor this much later (a crash loop is not a busy loop). */
const RESTART_DELAY_MS = 1000;

/**
 * The primary of WORKERS server processes on one port (Node's cluster module hands each new
 * connection to the next process; docs/decisions/0034). It serves nothing itself: it starts the
 * processes, starts another when one that was serving ends, and passes Ctrl-C or SIGTERM on to all.
 * A process that ends before it ever listened (a setting, an unreachable database) stops them
 * all: starting it again would only fail again.
 */
export function runWorkers(config: Pick<AppConfig, 'workers' | 'authSecret' | 'dataDir'>): void {
  // Made once here, so the processes do not race to create it (when AUTH_SECRET is not set).
  if (!config.authSecret) keptSecret(config.dataDir);
  const listening = new WeakSet<Worker>();
  let stopping = false;

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };

  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    const left = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (left === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!listening.has(worker)) {
      console.error(`A server process ended before it could serve (${signal ?? `exit ${code}`}); stopping the others.`);
      process.exitCode = 1;
      stopAll('SIGTERM');
      if (left === 0) process.exit(1);
      return;
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another.`);
    setTimeout(() => cluster.fork(), RESTART_DELAY_MS).unref();
  });
  process.once('SIGINT', () => stopAll('SIGINT'));
  process.once('SIGTERM', () => stopAll('SIGTERM'));

  process.stdout.write(`Starting ${config.workers} server processes.\n`);
  for (let started = 0; started < config.workers; started += 1) cluster.fork();
}
