import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentIdParamsSchema,
  bookSlotReplySchema,
  bookSlotRequestSchema,
  errorReplySchema,
  idempotencyHeadersSchema,
  rescheduleReplySchema,
  rescheduleRequestSchema,
  slotsQuerySchema,
  slotsReplySchema,
} from '@portal/contracts';
import { requestLanguage } from '../../lib/http/request-language';
import { sendCachedJson } from '../../lib/read-cache/cached-json';
import { createIdempotency } from '../../modules/idempotency/idempotent-call';
import { createSlotsService } from '../../modules/slots/slots.service';

const security = [{ bearer: [] }];

export const slotsRoutes: FastifyPluginAsyncZod<{ meetingBaseUrl: string }> = async (
  app,
  { meetingBaseUrl },
) => {
  const slots = createSlotsService(app.db, { meetingBaseUrl });
  const idempotency = createIdempotency(app.db);

  app.get(
    '/api/slots/available',
    {
      compress: false, // compressed once, with its kept bytes (cached-json.ts)
      onRequest: app.requireUser,
      schema: {
        tags: ['slots'],
        summary:
          'Every slot of a day (India time) for a booking, with its status (available, booked ' +
          'or blocked) and the astrologers free at it',
        description:
          "With `appointment_id` (the caller's own), slots are sized by its services' lengths " +
          'and offered by astrologers who give its services and mode; with `service` (a code), ' +
          "by that service's; with neither, the slot length and the whole team. `astrologer_id` " +
          'narrows to one astrologer.',
        security,
        querystring: slotsQuerySchema,
        response: {
          200: slotsReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const query = {
        ...request.query,
        language: request.query.language ?? requestLanguage(request),
      };
      // An appointment's own slots are the owner's to see: checked on every call, before the cache.
      if (query.appointment_id !== undefined)
        await slots.checkOwner(request.user!.id, query.appointment_id);
      // The same for every customer with the same booking: cached a few seconds, and dropped by
      // any signed-in change (app.ts).
      const { date, service = '', language } = query;
      const [appointment, astrologer] = [query.appointment_id ?? '', query.astrologer_id ?? ''];
      const key = `slots:${date}:${appointment}:${service}:${astrologer}:${language}` as const;
      return sendCachedJson(request, reply, {
        cache: app.readCache,
        key,
        schema: slotsReplySchema,
        load: async () => ({
          success: true as const,
          ...(await slots.available({
            date: query.date,
            appointmentId: query.appointment_id,
            service: query.service,
            astrologerId: query.astrologer_id,
            language: query.language,
          })),
        }),
      });
    },
  );

  app.post(
    '/api/appointments/:id/book-slot',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['slots'],
        summary:
          "Books a slot for the owner's paid, unscheduled appointment; the loser of a race gets 409",
        security,
        params: appointmentIdParamsSchema,
        body: bookSlotRequestSchema,
        headers: idempotencyHeadersSchema,
        response: {
          200: bookSlotReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          422: errorReplySchema,
        },
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, {
        operation: 'slots.book',
        fingerprint: { id: request.params.id, body: request.body },
        call: async () => ({
          success: true as const,
          appointment: await slots.book(request.user!.id, request.params.id, {
            slotId: request.body.slot_id,
            date: request.body.date,
            language: requestLanguage(request),
            timeZone: request.body.time_zone,
            astrologerId: request.body.astrologer_id,
          }),
        }),
      }),
  );

  app.post(
    '/api/appointments/:id/reschedule',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['slots'],
        summary:
          "Moves the owner's scheduled appointment to another slot: 24 hours' notice, at most " +
          "the office's limit of times (2 by default); the old slot is free at once",
        security,
        params: appointmentIdParamsSchema,
        body: rescheduleRequestSchema,
        headers: idempotencyHeadersSchema,
        response: {
          200: rescheduleReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          422: errorReplySchema,
        },
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, {
        operation: 'slots.reschedule',
        fingerprint: { id: request.params.id, body: request.body },
        call: async () => ({
          success: true as const,
          appointment: await slots.reschedule(request.user!.id, request.params.id, {
            slotId: request.body.slot_id,
            date: request.body.date,
            language: requestLanguage(request),
            timeZone: request.body.time_zone,
            astrologerId: request.body.astrologer_id,
          }),
        }),
      }),
  );
};
