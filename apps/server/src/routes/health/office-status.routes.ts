import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, officeStatusReplySchema } from '@portal/contracts';

/**
 * Registered inside the admin scope (every office role, contracts office-access.ts): the state
 * every console page shows as a banner. Asks nothing of the database; the storage state is the
 * readiness check's cached look.
 */
export const officeStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/status',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          "What the console shows on every page: whether the portal's storage is full (uploads and reports refused)",
        response: { 200: officeStatusReplySchema, 401: errorReplySchema, 403: errorReplySchema },
      },
    },
    async () => ({ success: true as const, storage: await app.storage.state() }),
  );
};
