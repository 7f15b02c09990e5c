import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDataRequestReplySchema,
  adminDataRequestsQuerySchema,
  adminDataRequestsReplySchema,
  dataRequestAnswerSchema,
  dataRequestIdParamsSchema,
  errorReplySchema,
} from '@portal/contracts';
import { createRequestsService } from '../../../modules/privacy/requests/requests.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/** The office's queue of customers' requests and grievances, and its answers (decision 0102). */
export const adminRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = createRequestsService(app.db);

  app.get(
    '/api/admin/requests',
    {
      schema: {
        tags,
        security,
        summary:
          "Customers' requests and grievances: open ones soonest due first (or answered ones, " +
          'newest answer first), each with its customer, words, age in days, due date, ' +
          'whether it is overdue, and its answer; and the grievance contact',
        querystring: adminDataRequestsQuerySchema,
        response: { 200: adminDataRequestsReplySchema, ...failures },
      },
    },
    (request) => requests.queue(request.query),
  );

  app.post(
    '/api/admin/requests/:id/answer',
    {
      schema: {
        tags,
        security,
        summary:
          'Answers a request (once: 409 REQUEST_ANSWERED after): answered now, by the caller, ' +
          'in the activity log, and the customer told by message where to read it',
        params: dataRequestIdParamsSchema,
        body: dataRequestAnswerSchema,
        response: { 200: adminDataRequestReplySchema, ...failures, 409: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      request: await requests.answer(request.user!.id, request.params.id, request.body.answer),
    }),
  );
};
