import type { FastifyPluginAsync } from 'fastify';
import { Registry } from '@prometheus-io/client';
import { sendError } from '../../plugins/error-envelope';
import { metricsAccess } from '../../modules/metrics/metrics-access';
import type { PortalMetrics } from '../../modules/metrics/portal-metrics';

/**
 * GET /metrics: Prometheus's text format, open on this machine and behind METRICS_TOKEN
 * elsewhere (metrics-access.ts; decision 0053). Never kept by a browser or a proxy. Not in the
 * OpenAPI document: it is the operator's, not the web app's.
 */
export const metricsRoutes: FastifyPluginAsync<{
  metrics: PortalMetrics;
  token: string | null;
}> = async (app, { metrics, token }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const access = metricsAccess(request, token);
    if (access === 'not_offered')
      return sendError(request, reply, { status: 404, code: 'ROUTE_NOT_FOUND' });
    if (access === 'unauthenticated')
      return sendError(request, reply.header('www-authenticate', 'Bearer realm="metrics"'), {
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    const text = await metrics.exposition();
    return reply.type(Registry.PROMETHEUS_CONTENT_TYPE).send(text);
  });
};
