import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerIdParamsSchema,
  customerNoteReplySchema,
  customerNoteRequestSchema,
  customerReplySchema,
  customersQuerySchema,
  customersReplySchema,
  errorReplySchema,
} from '@portal/contracts';
import { requestLanguage } from '../../../lib/http/request-language';
import { ownConsultationsOf } from '../../../plugins/auth-guard';
import { createCustomersService } from '../../../modules/customers/customers.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/**
 * The office's customers (decision 0064): find them, read their whole history, keep private
 * notes. An astrologer finds only the customers who have a consultation with them, and sees only
 * those consultations; another customer is 404 to them.
 */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  const customers = createCustomersService(app.db);

  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        security,
        summary:
          'Customers, newest first, found by any part of a name (theirs, the person booked ' +
          "for, a bridegroom's), an appointment number or phone digits; paged",
        querystring: customersQuerySchema,
        response: { 200: customersReplySchema, ...failures },
      },
    },
    (request) => customers.list(request.query, ownConsultationsOf(request)),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "One customer: details, every appointment, payment, refund and message, and the office's private notes",
        params: customerIdParamsSchema,
        response: { 200: customerReplySchema, ...failures },
      },
    },
    (request) =>
      customers.get(request.params.id, requestLanguage(request), ownConsultationsOf(request)),
  );

  app.post(
    '/api/admin/customers/:id/notes',
    {
      schema: {
        tags,
        security,
        summary:
          'Keeps a private note on a customer (the office and astrologers read it; the ' +
          'customer never does), with its author and time',
        params: customerIdParamsSchema,
        body: customerNoteRequestSchema,
        response: { 201: customerNoteReplySchema, ...failures },
      },
    },
    async (request, reply) => {
      const note = await customers.addNote(
        request.params.id,
        request.user!.id,
        request.body.body,
        ownConsultationsOf(request),
      );
      return reply.code(201).send({ success: true as const, note });
    },
  );
};
