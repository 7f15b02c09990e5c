import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminScheduleReplySchema,
  adminSlotsReplySchema,
  astrologerIdParamsSchema,
  astrologerScheduleReplySchema,
  astrologerScheduleSchema,
  blockedDayParamsSchema,
  blockedDaySchema,
  blockedOwnerQuerySchema,
  blockedSlotParamsSchema,
  blockedSlotSchema,
  errorReplySchema,
  scheduleUpdateSchema,
  slotsQuerySchema,
} from '@portal/contracts';
import type { PaymentGateway } from '../../../lib/payments/payment-gateway';
import { requestLanguage } from '../../../lib/http/request-language';
import { createCancellationService } from '../../../modules/appointments/cancellation.service';
import { createDayClosing } from '../../../modules/slots/day-closing';
import { createAdminScheduleService } from '../../../modules/admin/schedule/admin-schedule.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const scheduleReply = { 200: adminScheduleReplySchema, ...failures };
const astrologerScheduleReply = { 200: astrologerScheduleReplySchema, ...failures };

/**
 * Each astrologer's weekly hours, the office-wide slot length, horizon and reschedules, and the
 * closed days and blocked slots of the office or of one astrologer.
 */
export const adminScheduleRoutes: FastifyPluginAsyncZod<{ gateway: PaymentGateway }> = async (
  app,
  { gateway },
) => {
  const cancellations = createCancellationService({ db: app.db, gateway, log: app.log });
  const schedule = createAdminScheduleService(
    app.db,
    undefined,
    createDayClosing(app.db, { cancellations }),
  );

  app.get(
    '/api/admin/schedule',
    {
      schema: {
        tags,
        security,
        summary:
          "The settings and the first astrologer's weekly hours, with every closed day and blocked slot from today on",
        response: scheduleReply,
      },
    },
    () => schedule.get(),
  );

  app.put(
    '/api/admin/schedule',
    {
      schema: {
        tags,
        security,
        summary:
          "Replaces the slot length, horizon and reschedules, and (when given) the first astrologer's weekly hours",
        body: scheduleUpdateSchema,
        response: scheduleReply,
      },
    },
    async (request) => {
      await schedule.update(request.user!.id, request.body);
      return schedule.get();
    },
  );

  app.get(
    '/api/admin/astrologers/:id/schedule',
    {
      schema: {
        tags,
        security,
        summary: "An astrologer's weekly hours",
        params: astrologerIdParamsSchema,
        response: astrologerScheduleReply,
      },
    },
    (request) => schedule.astrologerHours(request.params.id),
  );

  app.put(
    '/api/admin/astrologers/:id/schedule',
    {
      schema: {
        tags,
        security,
        summary: "Replaces an astrologer's weekly hours (a day with a break: two windows)",
        params: astrologerIdParamsSchema,
        body: astrologerScheduleSchema,
        response: astrologerScheduleReply,
      },
    },
    (request) =>
      schedule.updateAstrologerHours(
        request.user!.id,
        request.params.id,
        request.body.weekly_hours,
      ),
  );

  app.get(
    '/api/admin/slots',
    {
      schema: {
        tags,
        security,
        summary: "A day's slots with their status, from today on",
        querystring: slotsQuerySchema,
        response: { 200: adminSlotsReplySchema, ...failures },
      },
    },
    (request) => schedule.daySlots(request.query.date),
  );

  app.post(
    '/api/admin/blocked-days',
    {
      schema: {
        tags,
        security,
        summary:
          'Closes a day for the whole office, or (astrologer_id) for one astrologer: customers ' +
          'see no slots of theirs that day at once',
        body: blockedDaySchema,
        response: scheduleReply,
      },
    },
    async (request) => {
      await schedule.blockDay(
        request.user!.id,
        request.body.day,
        request.body.reason || null,
        request.body.astrologer_id ?? null,
        {
          choice: request.body.consultations,
          language: requestLanguage(request),
        },
      );
      return schedule.get();
    },
  );

  app.delete(
    '/api/admin/blocked-days/:day',
    {
      schema: {
        tags,
        security,
        summary:
          "Opens a closed day again: the whole office's, or (astrologer_id) one astrologer's",
        params: blockedDayParamsSchema,
        querystring: blockedOwnerQuerySchema,
        response: scheduleReply,
      },
    },
    async (request) => {
      await schedule.unblockDay(
        request.user!.id,
        request.params.day,
        request.query.astrologer_id ?? null,
      );
      return schedule.get();
    },
  );

  app.post(
    '/api/admin/blocked-slots',
    {
      schema: {
        tags,
        security,
        summary: 'Takes one slot out, for the whole office or (astrologer_id) for one astrologer',
        body: blockedSlotSchema,
        response: scheduleReply,
      },
    },
    async (request) => {
      await schedule.blockSlot(
        request.user!.id,
        request.body.day,
        request.body.slot_id,
        request.body.astrologer_id ?? null,
      );
      return schedule.get();
    },
  );

  app.delete(
    '/api/admin/blocked-slots/:day/:slotId',
    {
      schema: {
        tags,
        security,
        summary:
          "Puts a blocked slot back: the whole office's, or (astrologer_id) one astrologer's",
        params: blockedSlotParamsSchema,
        querystring: blockedOwnerQuerySchema,
        response: scheduleReply,
      },
    },
    async (request) => {
      await schedule.unblockSlot(
        request.user!.id,
        request.params.day,
        request.params.slotId,
        request.query.astrologer_id ?? null,
      );
      return schedule.get();
    },
  );
};
