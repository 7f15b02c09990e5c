import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentIdParamsSchema, bookSlotReplySchema, bookSlotRequestSchema, errorReplySchema, slotsQuerySchema, slotsReplySchema } from '@portal/contracts';
import { requestLanguage } from '../../lib/request-language';
import { createSlotsService } from './slots.service';

const security = [{ bearer: [] }];

export const slotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const slots = createSlotsService(app.db);

  app.get(
    '/api/slots/available',
    {
      onRequest: app.requireUser,
      schema: { tags: ['slots'], summary: 'Every slot of a day (India time) with its status: available, booked or blocked', security, querystring: slotsQuerySchema, response: { 200: slotsReplySchema, 400: errorReplySchema, 401: errorReplySchema } },
    },
    async (request) => ({ success: true as const, ...(await slots.available(request.query.date)) }),
  );

  app.post(
    '/api/appointments/:id/book-slot',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['slots'],
        summary: "Books a slot for the owner's paid, unscheduled appointment; the loser of a race gets 409",
        security,
        params: appointmentIdParamsSchema,
        body: bookSlotRequestSchema,
        response: { 200: bookSlotReplySchema, 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request) => ({ success: true as const, appointment: await slots.book(request.user!.id, request.params.id, request.body.slot_id, request.body.date, requestLanguage(request)) }),
  );
};
