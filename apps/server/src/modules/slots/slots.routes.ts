import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentIdParamsSchema, bookSlotReplySchema, bookSlotRequestSchema, errorReplySchema, idempotencyHeadersSchema, rescheduleReplySchema, rescheduleRequestSchema, slotsQuerySchema, slotsReplySchema } from '@portal/contracts';
import { requestLanguage } from '../../lib/http/request-language';
import { sendCachedJson } from '../../lib/read-cache/cached-json';
import { createIdempotency } from '../idempotency/idempotent-call';
import { createSlotsService } from './slots.service';

const security = [{ bearer: [] }];

export const slotsRoutes: FastifyPluginAsyncZod<{ meetingBaseUrl: string }> = async (app, { meetingBaseUrl }) => {
  const slots = createSlotsService(app.db, { meetingBaseUrl });
  const idempotency = createIdempotency(app.db);

  app.get(
    '/api/slots/available',
    {
      compress: false, // compressed once, with its kept bytes (cached-json.ts)
      onRequest: app.requireUser,
      schema: { tags: ['slots'], summary: 'Every slot of a day (India time) with its status: available, booked or blocked', security, querystring: slotsQuerySchema, response: { 200: slotsReplySchema, 400: errorReplySchema, 401: errorReplySchema } },
    },
    // The same for every customer: kept a few seconds, and dropped by any signed-in change (app.ts).
    (request, reply) => sendCachedJson(request, reply, app.readCache, `slots:${request.query.date}`, slotsReplySchema, async () => ({ success: true as const, ...(await slots.available(request.query.date)) })),
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
        headers: idempotencyHeadersSchema,
        response: { 200: bookSlotReplySchema, 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema, 422: errorReplySchema },
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, 'slots.book', { id: request.params.id, body: request.body }, async () => ({
        success: true as const,
        appointment: await slots.book(request.user!.id, request.params.id, request.body.slot_id, request.body.date, requestLanguage(request), request.body.time_zone),
      })),
  );

  app.post(
    '/api/appointments/:id/reschedule',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['slots'],
        summary: "Moves the owner's scheduled appointment to another slot: 24 hours' notice, at most the office's limit of times (2 by default); the old slot is free at once",
        security,
        params: appointmentIdParamsSchema,
        body: rescheduleRequestSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: rescheduleReplySchema, 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema, 422: errorReplySchema },
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, 'slots.reschedule', { id: request.params.id, body: request.body }, async () => ({
        success: true as const,
        appointment: await slots.reschedule(request.user!.id, request.params.id, request.body.slot_id, request.body.date, requestLanguage(request), request.body.time_zone),
      })),
  );
};
