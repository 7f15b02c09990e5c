import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminScheduleReplySchema,
  adminSlotsReplySchema,
  blockedDayParamsSchema,
  blockedDaySchema,
  blockedSlotParamsSchema,
  blockedSlotSchema,
  errorReplySchema,
  scheduleSchema,
  slotsQuerySchema,
} from '@portal/contracts';
import { createAdminScheduleService } from './admin-schedule.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema };
const scheduleReply = { 200: adminScheduleReplySchema, ...failures };

/** The weekly hours, slot length, horizon, and blocked days and slots. */
export const adminScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedule = createAdminScheduleService(app.db);

  app.get('/api/admin/schedule', { schema: { tags, security, summary: 'The schedule, with blocked days and slots from today on', response: scheduleReply } }, () => schedule.get());

  app.put('/api/admin/schedule', { schema: { tags, security, summary: 'Replaces the weekly hours, slot length and horizon', body: scheduleSchema, response: scheduleReply } }, async (request) => {
    await schedule.update(request.user!.id, request.body);
    return schedule.get();
  });

  app.get('/api/admin/slots', { schema: { tags, security, summary: "A day's slots with their status, from today on", querystring: slotsQuerySchema, response: { 200: adminSlotsReplySchema, ...failures } } }, (request) =>
    schedule.daySlots(request.query.date),
  );

  app.post('/api/admin/blocked-days', { schema: { tags, security, summary: 'Closes a day: customers see no slots that day at once', body: blockedDaySchema, response: scheduleReply } }, async (request) => {
    await schedule.blockDay(request.user!.id, request.body.day, request.body.reason || null);
    return schedule.get();
  });

  app.delete('/api/admin/blocked-days/:day', { schema: { tags, security, summary: 'Opens a blocked day again', params: blockedDayParamsSchema, response: scheduleReply } }, async (request) => {
    await schedule.unblockDay(request.user!.id, request.params.day);
    return schedule.get();
  });

  app.post('/api/admin/blocked-slots', { schema: { tags, security, summary: 'Takes one slot out', body: blockedSlotSchema, response: scheduleReply } }, async (request) => {
    await schedule.blockSlot(request.user!.id, request.body.day, request.body.slot_id);
    return schedule.get();
  });

  app.delete('/api/admin/blocked-slots/:day/:slotId', { schema: { tags, security, summary: 'Puts a blocked slot back', params: blockedSlotParamsSchema, response: scheduleReply } }, async (request) => {
    await schedule.unblockSlot(request.user!.id, request.params.day, request.params.slotId);
    return schedule.get();
  });
};
