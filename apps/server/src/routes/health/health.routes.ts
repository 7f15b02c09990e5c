import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema, readyReplySchema } from '@portal/contracts';
import type { CounterStore } from '../../lib/counters/counter-store';
import { portalVersion } from '../../lib/portal-version';

export const healthRoutes: FastifyPluginAsyncZod<{ counters: CounterStore }> = async (
  app,
  { counters },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: healthReplySchema },
      },
    },
    async () => ({ status: 'ok' as const, version: portalVersion() }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary:
          'Whether this process can serve: the database answers and its disks have room ' +
          '(else 503), Redis when configured (else degraded, 200)',
        response: { 200: readyReplySchema, 503: readyReplySchema },
      },
    },
    async (_request, reply) => {
      const database = (await app.database.ping()) ? ('up' as const) : ('down' as const);
      const counting = counters.where();
      const redis =
        counting === 'memory'
          ? ('not_used' as const)
          : counting === 'redis'
            ? ('up' as const)
            : ('down' as const);
      // A full disk stops uploads and the embedded database's writes: not ready until space
      // returns (a cached look, at most every few seconds).
      const storage = await app.storage.state();
      const status =
        database === 'down' || storage === 'full'
          ? 'unavailable'
          : redis === 'down'
            ? 'degraded'
            : 'ready';
      return reply
        .code(status === 'unavailable' ? 503 : 200)
        .send({ status, database, storage, redis });
    },
  );
};
