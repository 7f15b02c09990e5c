import { Counter, type Registry } from '@prometheus-io/client';
import type { RequestMeter } from '../../lib/http/request-meter';
import { PlainHistogram, type HistogramSeries } from './plain-histogram';

/** Seconds: a replayed or kept reply takes well under a millisecond; an upload or a report, seconds. */
const DURATION_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
];

/**
 * The route label of a request no route took (the web app's pages served in its place, 404s):
 * one label whatever the address, so an address never makes series of its own.
 */
export const UNMATCHED_ROUTE = 'unmatched';

interface Count<Labels> {
  labels: Labels;
  count: number;
}

/** The series one method and route pattern feed: its latency, its counts by status, its replays. */
interface RouteSeries {
  duration: HistogramSeries;
  byStatus: Map<number, Count<{ method: string; route: string; status: number }>>;
  replays: Count<{ route: string }>;
}

/**
 * A @prometheus-io/client counter whose counts are plain numbers kept elsewhere, read in when the
 * metrics are asked for.
 */
function countsRead<Labels extends Record<string, string | number>>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly (keyof Labels & string)[],
  counts: () => Iterable<Count<Labels>>,
) {
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      // The client's label type is conditional on the names, which a generic leaves open.
      for (const { labels, count } of counts()) if (count > 0) this.inc(labels as never, count);
    },
  });
}

/**
 * Requests by method, route pattern (never the address itself) and status, and their latency by
 * method and route. The series a request feeds are found once per method and route, then a
 * request adds to plain numbers: no label hashing or checking per request, which had cost a
 * replayed reply a sixth of its time. @prometheus-io/client reads the numbers when the metrics are asked for.
 */
export function createRequestMetrics(registry: Registry): RequestMeter {
  const durations = new PlainHistogram({
    name: 'portal_http_request_duration_seconds',
    help:
      "Seconds from a request's arrival to its answer's end, by method and route pattern; " +
      'replayed replies included',
    buckets: DURATION_BUCKETS,
  });
  registry.registerMetric(durations.asRegistered());
  const byMethod = new Map<string, Map<string, RouteSeries>>();
  const everySeries = function* () {
    for (const byRoute of byMethod.values()) yield* byRoute.values();
  };
  countsRead(
    registry,
    'portal_http_requests_total',
    'Requests answered, by method, route pattern and status; replayed replies included',
    ['method', 'route', 'status'],
    function* () {
      for (const series of everySeries()) yield* series.byStatus.values();
    },
  );
  countsRead(
    registry,
    'portal_http_replayed_replies_total',
    'Replies replayed before Fastify (decision 0043), by route pattern; also counted in portal_http_requests_total',
    ['route'],
    function* () {
      for (const series of everySeries()) yield series.replays;
    },
  );

  const seriesOf = (method: string, route: string): RouteSeries => {
    let byRoute = byMethod.get(method);
    if (!byRoute) byMethod.set(method, (byRoute = new Map<string, RouteSeries>()));
    let series = byRoute.get(route);
    if (!series) {
      series = {
        duration: durations.series({ method, route }),
        byStatus: new Map(),
        replays: { labels: { route }, count: 0 },
      };
      byRoute.set(route, series);
    }
    return series;
  };
  const answered = (
    series: RouteSeries,
    method: string,
    route: string,
    status: number,
    seconds: number,
  ) => {
    const count = series.byStatus.get(status);
    if (count) count.count += 1;
    else series.byStatus.set(status, { labels: { method, route, status }, count: 1 });
    durations.observe(series.duration, seconds);
  };
  return {
    answered(method, route = UNMATCHED_ROUTE, status, seconds) {
      answered(seriesOf(method, route), method, route, status, seconds);
    },
    replayed(route = UNMATCHED_ROUTE, seconds) {
      const series = seriesOf('GET', route);
      answered(series, 'GET', route, 200, seconds);
      series.replays.count += 1;
    },
  };
}
