import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema, readyReplySchema } from '@portal/contracts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthReplySchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: readyReplySchema, 503: readyReplySchema },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      return reply
        .code(up ? 200 : 503)
        .send({ status: up ? 'ready' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
};
