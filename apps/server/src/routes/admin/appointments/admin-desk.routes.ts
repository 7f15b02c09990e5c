import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAppointmentReplySchema,
  appointmentIdParamsSchema,
  birthDetailsCorrectionFieldsSchema,
  deskBookingReplySchema,
  deskBookingRequestSchema,
  errorReplySchema,
  idempotencyHeadersSchema,
} from '@portal/contracts';
import { requestLanguage } from '../../../lib/http/request-language';
import { createBirthDetailsCorrection } from '../../../modules/appointments/desk/birth-details-correction';
import { createDeskBooking } from '../../../modules/appointments/desk/desk-booking';
import { createPaymentLinks } from '../../../modules/appointments/desk/payment-link';
import { createIdempotency } from '../../../modules/idempotency/idempotent-call';
import { createSlotsService } from '../../../modules/slots/slots.service';
import { createAdminAppointmentsService } from '../../../modules/admin/appointments/admin-appointments.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};

/**
 * The desk: book for a caller, send a pay link, correct a booking's birth details
 * (decisions 0062, 0063).
 */
export const adminDeskRoutes: FastifyPluginAsyncZod<{ meetingBaseUrl: string }> = async (
  app,
  { meetingBaseUrl },
) => {
  const appointments = createAdminAppointmentsService(app.db);
  const deskBooking = createDeskBooking(app.db, createSlotsService(app.db, { meetingBaseUrl }));
  const paymentLinks = createPaymentLinks(app.db);
  const corrections = createBirthDetailsCorrection(app.db);
  const idempotency = createIdempotency(app.db);

  app.post(
    '/api/admin/appointments',
    {
      // The body's language is the caller's, for their messages: the desk reads the reply in its own.
      config: { bodyLanguage: 'not-the-reply' },
      schema: {
        tags,
        security,
        summary:
          'Books for a caller by their mobile number (a new number becomes a customer, who sees ' +
          'the booking on signing in): the booking fields of POST /api/appointments by the same ' +
          'rules, payment `cash` at the office or `link` (then POST …/payment-link), and ' +
          'optionally a time (`date`, `slot_id`, `astrologer_id`) for a consultation at the ' +
          'office paid in cash there; the customer is told by their channels in their language',
        body: deskBookingRequestSchema,
        headers: idempotencyHeadersSchema,
        response: { 201: deskBookingReplySchema, ...failures, 422: errorReplySchema },
      },
    },
    // A second click, or the same form sent again after a lost reply, with its Idempotency-Key books once.
    async (request, reply) =>
      idempotency.run(request, reply, {
        operation: 'admin.appointments.create',
        fingerprint: request.body,
        status: 201,
        call: async () => {
          const language = requestLanguage(request);
          const booked = await deskBooking.book(request.user!.id, request.body, language);
          const appointment = await appointments.get(booked.appointmentId, language);
          return {
            success: true as const,
            appointment,
            new_customer: booked.new_customer,
            time_refused: booked.time_refused,
          };
        },
      }),
  );

  app.post(
    '/api/admin/appointments/:id/payment-link',
    {
      schema: {
        tags,
        security,
        params: appointmentIdParamsSchema,
        summary:
          'Sends the customer a link to pay online (their own checkout, after signing in with ' +
          'their number; decision 0063), by their channels in their language; 409 when paid or ' +
          'cancelled',
        response: { 200: adminAppointmentReplySchema, ...failures },
      },
    },
    async (request) => {
      await paymentLinks.send(request.user!.id, request.params.id);
      return {
        success: true as const,
        appointment: await appointments.get(request.params.id, requestLanguage(request)),
      };
    },
  );

  app.put(
    '/api/admin/appointments/:id/birth-details',
    {
      schema: {
        tags,
        security,
        params: appointmentIdParamsSchema,
        summary:
          "Corrects the birth details (name, gender, date, time, place; the bridegroom's for " +
          "Marriage Porutham) by the booking's rules, with a reason; the chart, star and " +
          'porutham are cast from them at once, and the activity log keeps before and after',
        body: birthDetailsCorrectionFieldsSchema,
        response: { 200: adminAppointmentReplySchema, ...failures },
      },
    },
    async (request) => {
      await corrections.correct(request.user!.id, request.params.id, request.body);
      return {
        success: true as const,
        appointment: await appointments.get(request.params.id, requestLanguage(request)),
      };
    },
  );
};
