import { Counter, Histogram, type Registry } from 'prom-client';
import type { RequestMeter } from '../../lib/http/request-meter';

/** Seconds: a replayed or kept reply takes well under a millisecond; an upload or a report, seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The route label of a request no route took (the web app's pages served in its place, 404s):
 * one label whatever the address, so an address never makes series of its own.
 */
export const UNMATCHED_ROUTE = 'unmatched';

/** Counts kept as plain numbers by their labels, read into a prom-client counter when the metrics are asked for. */
function plainCounts<Label extends string>(registry: Registry, name: string, help: string, labelNames: readonly Label[]) {
  const counts = new Map<string, { labels: Record<Label, string | number>; count: number }>();
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, count } of counts.values()) this.inc(labels, count);
    },
  });
  return (key: string, labels: () => Record<Label, string | number>) => {
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { labels: labels(), count: 1 });
  };
}

/**
 * Requests by method, route pattern (never the address itself) and status, and their latency by
 * method and route. A request adds one to a plain number and one observation to the histogram
 * (about half a microsecond, prom-client's label lookup); the counts are handed to prom-client
 * only when the metrics are asked for.
 */
export function createRequestMetrics(registry: Registry): RequestMeter {
  const countRequest = plainCounts(registry, 'portal_http_requests_total', 'Requests answered, by method, route pattern and status; replayed replies included', ['method', 'route', 'status'] as const);
  const countReplay = plainCounts(registry, 'portal_http_replayed_replies_total', 'Replies replayed before Fastify (decision 0043), by route pattern; also counted in portal_http_requests_total', ['route'] as const);
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Seconds from a request\'s arrival to its answer\'s end, by method and route pattern; replayed replies included',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const answered = (method: string, route: string, status: number, seconds: number) => {
    countRequest(`${method} ${status} ${route}`, () => ({ method, route, status }));
    durations.observe({ method, route }, seconds);
  };
  return {
    answered(method, route, status, seconds) {
      answered(method, route ?? UNMATCHED_ROUTE, status, seconds);
    },
    replayed(route, seconds) {
      const label = route ?? UNMATCHED_ROUTE;
      answered('GET', label, 200, seconds);
      countReplay(label, () => ({ route: label }));
    },
  };
}
