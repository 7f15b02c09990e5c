import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataRequestCreateSchema,
  dataRequestReplySchema,
  dataRequestsReplySchema,
  errorReplySchema,
  idempotencyHeadersSchema,
} from '@portal/contracts';
import { createIdempotency } from '../../../modules/idempotency/idempotent-call';
import { createRequestsService } from '../../../modules/privacy/requests/requests.service';

const security = [{ bearer: [] }];

/**
 * A customer's requests and grievances (decision 0102): a correction, an erasure or a grievance,
 * numbered and acknowledged at once, answered within 30 days; each reply names the grievance contact.
 */
export const dataRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = createRequestsService(app.db);
  const idempotency = createIdempotency(app.db);

  app.post(
    '/api/user/requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'Asks for a correction or an erasure of their data, or files a grievance: its number ' +
          '(REQ-YYMM-NNNN) and due date (30 days) at once, its acknowledgement queued by ' +
          'message; safe to retry with an Idempotency-Key; at most 5 open at once',
        security,
        headers: idempotencyHeadersSchema,
        body: dataRequestCreateSchema,
        response: {
          201: dataRequestReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          409: errorReplySchema,
          422: errorReplySchema,
        },
      },
    },
    async (request, reply) =>
      idempotency.run(request, reply, {
        operation: 'privacy.requests.create',
        fingerprint: request.body,
        status: 201,
        call: (keep) => requests.create(request.user!.id, request.body, keep),
      }),
  );

  app.get(
    '/api/user/requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          "The customer's requests and grievances, newest first, with their status, due date " +
          'and answer, and the grievance contact',
        security,
        response: { 200: dataRequestsReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => requests.ofCustomer(request.user!.id),
  );
};
