import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consentsReplySchema,
  errorReplySchema,
  updateConsentsRequestSchema,
} from '@portal/contracts';
import { createConsentsService } from '../../../modules/privacy/consents/consents.service';

const security = [{ bearer: [] }];

/** What the signed-in customer agreed to, and changing it (decision 0100). */
export const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const consents = createConsentsService(app.db);

  app.get(
    '/api/user/consents',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          "The customer's agreement to the privacy notice (and whether the current version " +
          'still needs it: consent_needed), their word on offers, and every consent given or withdrawn',
        security,
        response: { 200: consentsReplySchema, 401: errorReplySchema },
      },
    },
    (request) => consents.state(request.user!.id),
  );

  app.put(
    '/api/user/consents',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'Offers on or off (`marketing`), and/or agreement to the notice by its version ' +
          '(`service_version`; 409 NOTICE_VERSION_STALE when a newer one was published)',
        security,
        body: updateConsentsRequestSchema,
        response: {
          200: consentsReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    (request) => consents.update(request.user!.id, request.body),
  );
};
