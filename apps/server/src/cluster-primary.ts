import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { processLog } from './lib/http/process-log';
import { keptSecret } from './lib/secrets/secret-file';
import { answerClusterMetrics } from './modules/metrics/cluster-metrics';

/** A process that ends gets a successor after this pause, doubled for each end in a row, up to the longest. */
const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 30_000;
/** A process that served this long before it ended starts the pauses again from the first. */
const SETTLED_AFTER_MS = 60_000;

/**
 * The primary of WORKERS server processes on one port (Node's cluster module hands each new
 * connection to the next process; docs/decisions/0034). It serves nothing itself: it starts the
 * processes, and passes Ctrl-C or SIGTERM on to all. Once any process has served, the primary
 * never ends on its own: a process that ends, for whatever reason (a crash, a database that
 * cannot be reached at its start), is logged with why and replaced after a pause that grows
 * with each end in a row (0.5 s, 1 s, 2 s … 30 s), so a crash loop is never a busy loop. Before
 * any has served, a process that ends stops them all: a setting or the port is wrong, and
 * starting again would only fail again.
 */
export function runWorkers(
  config: Pick<AppConfig, 'workers' | 'authSecret' | 'dataDir' | 'logLevel'>,
): void {
  // Made once here, so the processes do not race to create it (when AUTH_SECRET is not set).
  if (!config.authSecret) keptSecret(config.dataDir);
  const startedAt = new WeakMap<Worker, number>();
  let anyServed = false;
  let endsInARow = 0;
  let stopping = false;

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  const fork = () => {
    if (!stopping) startedAt.set(cluster.fork(), Date.now());
  };

  cluster.on('listening', () => (anyServed = true));
  cluster.on('exit', (worker, code, signal) => {
    const left = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (left === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const why = signal ? `killed by ${signal}` : `exit code ${code}`;
    if (!anyServed) {
      console.error(`A server process ended before any could serve (${why}); stopping the others.`);
      process.exitCode = 1;
      stopAll('SIGTERM');
      if (left === 0) process.exit(1);
      return;
    }
    const ranMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    endsInARow = ranMs >= SETTLED_AFTER_MS ? 0 : endsInARow + 1;
    const delayMs = Math.min(
      FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, endsInARow - 1),
      LONGEST_RESTART_DELAY_MS,
    );
    console.error(
      `Server process ${worker.process.pid} ended (${why}) after ${(ranMs / 1000).toFixed(1)} s; ` +
        `starting another in ${(delayMs / 1000).toFixed(1)} s (${left} of ${config.workers} serving meanwhile).`,
    );
    setTimeout(fork, delayMs);
  });
  process.once('SIGINT', () => stopAll('SIGINT'));
  process.once('SIGTERM', () => stopAll('SIGTERM'));
  // /metrics in any process gives all the processes' counts, added up here (decision 0053).
  answerClusterMetrics();

  // A JSON line of the server's log, as every line on standard output is (decision 0052).
  processLog(config.logLevel).info(
    { workers: config.workers },
    `Starting ${config.workers} server processes.`,
  );
  for (let started = 0; started < config.workers; started += 1) fork();
}
