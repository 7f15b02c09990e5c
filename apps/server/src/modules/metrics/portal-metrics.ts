import cluster from 'node:cluster';
import { Counter, Gauge, Registry } from '@prometheus-io/client';
import type { FastifyBaseLogger } from 'fastify';
import type { OpenDatabase } from '../../db/database';
import type { RequestMeter } from '../../lib/http/request-meter';
import { clusterMetricsOf } from './cluster-metrics';
import { readWaitingWork, type WaitingWork } from './metrics.repo';
import { processMetrics } from './process-metrics';
import { createRequestMetrics, UNMATCHED_ROUTE } from './request-metrics';

export interface PortalMetrics {
  /** Every answered request, Fastify's and the replayed ones (lib/http/request-meter.ts). */
  requests: RequestMeter;
  /** A 429 the portal answered: the route that refused and the refusal's code (RATE_LIMITED, SIGN_IN_PAUSED …). */
  refused(route: string | undefined, code: string): void;
  /** The Prometheus text: the process's figures and this app's; in a cluster, every process's, added up. */
  exposition(): Promise<string>;
}

/** The waiting work's gauges, by the figure each shows. */
const WAITING_WORK_GAUGES: Record<keyof WaitingWork, { name: string; help: string }> = {
  outboxDepth: {
    name: 'portal_outbox_depth',
    help: 'Messages due and not yet sent (pending whose moment has come, and being sent)',
  },
  outboxOldestSeconds: {
    name: 'portal_outbox_oldest_age_seconds',
    help: 'Seconds the oldest due message has waited since its moment (0 when none)',
  },
  outboxScheduled: {
    name: 'portal_outbox_scheduled',
    help: 'Pending messages whose moment is later (reminders, retries)',
  },
  messagesFailed: {
    name: 'portal_messages_failed',
    help: 'Messages given up after their tries, waiting for the office to send them again',
  },
  refundsPending: { name: 'portal_refunds_pending', help: 'Refunds owed and not yet paid back' },
  refundsOldestSeconds: {
    name: 'portal_refunds_pending_oldest_age_seconds',
    help: 'Seconds since the oldest pending refund was owed (0 when none)',
  },
};

/**
 * The metrics of one app, in a registry of its own (tests build many apps in one process):
 * requests, refusals, the database's connections, and the work waiting in the database
 * (decision 0053). The database's figures are read when the metrics are asked for, once for all
 * of them, never on a timer; a failed read shows them as NaN and is logged (`log`).
 */
export function createPortalMetrics(
  database: Pick<OpenDatabase, 'db' | 'pool'>,
  log: FastifyBaseLogger | null,
): PortalMetrics {
  const registry = new Registry();
  const requests = createRequestMetrics(registry);
  const refusals = new Counter({
    name: 'portal_rate_limit_refusals_total',
    help:
      "Requests refused with 429 (a rate limit, the sign-in codes' budget, uploads at once), " +
      'by route pattern and code',
    labelNames: ['route', 'code'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database connections of this process, idle or busy (the embedded database has one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.pool();
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'busy' }, pool.total - pool.idle);
    },
  });
  new Gauge({
    name: 'portal_db_pool_max_connections',
    help: 'The most connections this process opens',
    registers: [registry],
    collect() {
      this.set(database.pool().max);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Calls waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(database.pool().waiting);
    },
  });

  // One read for all the gauges of a scrape (@prometheus-io/client asks them all at once).
  let reading: Promise<WaitingWork | null> | null = null;
  const waitingWork = () =>
    (reading ??= readWaitingWork(database.db)
      .catch((error: unknown) => {
        log?.warn({ err: error }, 'the metrics could not read the outbox and the refunds');
        return null;
      })
      .finally(() => (reading = null)));
  for (const [figure, { name, help }] of Object.entries(WAITING_WORK_GAUGES) as [
    keyof WaitingWork,
    { name: string; help: string },
  ][]) {
    // The same in every process of a cluster (one database): the largest, never their sum.
    new Gauge({
      name,
      help,
      aggregator: 'max',
      registers: [registry],
      async collect() {
        this.set((await waitingWork())?.[figure] ?? Number.NaN);
      },
    });
  }

  const local = async () => `${await processMetrics().metrics()}\n${await registry.metrics()}`;
  const allProcesses = cluster.isWorker ? clusterMetricsOf([processMetrics(), registry]) : null;
  return {
    requests,
    refused(route, code) {
      refusals.inc({ route: route ?? UNMATCHED_ROUTE, code });
    },
    async exposition() {
      if (!allProcesses) return local();
      return allProcesses().catch((error: unknown) => {
        log?.warn(
          { err: error },
          "the other server processes' metrics could not be gathered; this process's alone are given",
        );
        return local();
      });
    },
  };
}
