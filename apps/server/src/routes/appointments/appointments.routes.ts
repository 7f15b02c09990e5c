import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/http/attachment';
import { openStoredFile } from '../../lib/blob-store/stored-file';
import {
  customerJathagamQuerySchema,
  appointmentFileParamsSchema,
  appointmentIdParamsSchema,
  appointmentReplySchema,
  appointmentsReplySchema,
  bookingFileTypes,
  cancelAppointmentReplySchema,
  cancelAppointmentRequestSchema,
  errorReplySchema,
  idempotencyHeadersSchema,
  type Appointment,
} from '@portal/contracts';
import type { PaymentGateway } from '../../lib/payments/payment-gateway';
import { requestLanguage } from '../../lib/http/request-language';
import type { CalendarContext } from '../../modules/messages/composing/consultation-calendar';
import { createAppointmentCalendar } from '../../modules/appointments/appointment-calendar';
import { toRefund } from '../../modules/appointments/appointment-view';
import { createAppointmentsService } from '../../modules/appointments/appointments.service';
import {
  bookingBodies,
  bookingMultipartLimits,
  readBookingSubmission,
} from '../../modules/appointments/booking/booking-upload';
import { multipartRoutes } from '../../lib/http/multipart-routes';
import { createCancellationService } from '../../modules/appointments/cancellation.service';
import { createIdempotency } from '../../modules/idempotency/idempotent-call';
import { bookingFingerprint } from '../../modules/appointments/booking/booking-fingerprint';
import { createAstrologyService } from '../../modules/astrology/astrology.service';
import { createAstrologySettingsService } from '../../modules/astrology/astrology-settings.service';
import { customerJathagamPdf } from '../../modules/astrology/customer-jathagam';

const security = [{ bearer: [] }];

export const appointmentsRoutes: FastifyPluginAsyncZod<{
  gateway: PaymentGateway;
  calendar: CalendarContext;
}> = async (app, { gateway, calendar }) => {
  const appointments = createAppointmentsService(app.db);
  const calendarFiles = createAppointmentCalendar(app.db, calendar);
  const cancellations = createCancellationService({ db: app.db, gateway, log: app.log });
  const idempotency = createIdempotency(app.db);
  const astrology = createAstrologyService();
  const astrologySettings = createAstrologySettingsService(app.db);

  await multipartRoutes(app, bookingMultipartLimits, (scope) =>
    scope.post(
      '/api/appointments',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['appointments'],
          summary: 'Books an appointment',
          description:
            'multipart/form-data (the booking fields plus up to 5 files named `files`: JPG, ' +
            'PNG or PDF by content, 10 MB each) or JSON without files. The server computes ' +
            'total_cost; a total sent by the client is ignored.',
          documentedBody: bookingBodies,
          security,
          headers: idempotencyHeadersSchema,
          response: {
            201: appointmentReplySchema,
            400: errorReplySchema,
            401: errorReplySchema,
            409: errorReplySchema,
            413: errorReplySchema,
            415: errorReplySchema,
            422: errorReplySchema,
            429: errorReplySchema,
            507: errorReplySchema,
          },
        },
      },
      async (request, reply) => {
        const submission = await readBookingSubmission(request);
        return idempotency.run(request, reply, {
          operation: 'appointments.create',
          fingerprint: bookingFingerprint(submission),
          status: 201,
          call: async (keep) => {
            const replyOf = (appointment: Appointment) => ({ success: true as const, appointment });
            return replyOf(
              await appointments.create(
                request.user!.id,
                submission,
                requestLanguage(request),
                (tx, appointment) => keep(tx, replyOf(appointment)),
              ),
            );
          },
        });
      },
    ),
  );

  app.get(
    '/api/appointments',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['appointments'],
        summary: "The customer's appointments, newest first",
        security,
        response: { 200: appointmentsReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      appointments: await appointments.list(request.user!.id, requestLanguage(request)),
    }),
  );

  app.get(
    '/api/appointments/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['appointments'],
        summary: 'One of the customer’s appointments',
        security,
        params: appointmentIdParamsSchema,
        response: { 200: appointmentReplySchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      appointment: await appointments.get(
        request.user!.id,
        request.params.id,
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    '/api/appointments/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['appointments'],
        summary:
          'Cancels one of the customer’s appointments by the policy (until it begins); a paid ' +
          'one is refunded (all 24 hours or more ahead, half within 24 hours); safe to repeat',
        security,
        params: appointmentIdParamsSchema,
        body: cancelAppointmentRequestSchema,
        headers: idempotencyHeadersSchema,
        response: {
          200: cancelAppointmentReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          422: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      return idempotency.run(request, reply, {
        operation: 'appointments.cancel',
        fingerprint: { id: request.params.id, body: request.body },
        call: async () => {
          // A refund the gateway did not take yet stays pending (shown so) and is sent again by the
          // sweep.
          const { refund } = await cancellations.cancel(
            { by: 'customer', userId },
            request.params.id,
            request.body?.reason || undefined,
          );
          const appointment = await appointments.get(
            userId,
            request.params.id,
            requestLanguage(request),
          );
          return { success: true as const, appointment, refund: refund ? toRefund(refund) : null };
        },
      });
    },
  );

  app.get(
    '/api/appointments/:id/files/:fileId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['appointments'],
        summary: 'A horoscope file of one of the customer’s appointments',
        security,
        params: appointmentFileParamsSchema,
        produces: bookingFileTypes,
        response: { 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const file = await appointments.file(
        request.user!.id,
        request.params.id,
        request.params.fileId,
      );
      const content = await openStoredFile(app.blobs, {
        hash: file.contentHash,
        legacy: file.legacyContent,
      });
      return sendAttachment(reply, {
        fileName: file.fileName,
        contentType: file.contentType,
        content,
      });
    },
  );

  app.get(
    '/api/appointments/:id/calendar.ics',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['appointments'],
        summary:
          'One of the customer’s scheduled consultations as a calendar file (.ics) to add to their calendar',
        description:
          'text/calendar (iCalendar, METHOD:PUBLISH), in the request’s language (`?language=` ' +
          'or Accept-Language). Failures are the JSON error envelope: 404 ' +
          'APPOINTMENT_NOT_FOUND (also for another customer’s), 409 NOT_SCHEDULED or ' +
          'APPOINTMENT_CANCELLED.',
        produces: ['text/calendar'],
        security,
        params: appointmentIdParamsSchema,
        response: { 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      const file = await calendarFiles.file(
        request.user!.id,
        request.params.id,
        requestLanguage(request),
      );
      return sendAttachment(reply, {
        contentType: 'text/calendar; charset=utf-8',
        fileName: file.fileName,
        content: file.content,
      });
    },
  );

  app.get(
    '/api/appointments/:id/jathagam.pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['appointments'],
        summary:
          'The customer’s own printed Jathagam (with the porutham page for a marriage ' +
          'booking), once the office has released it',
        description:
          'application/pdf in `?language=` (or the request’s language). Failures are the JSON ' +
          'error envelope: 404 APPOINTMENT_NOT_FOUND (also for another customer’s), 409 ' +
          'JATHAGAM_NOT_RELEASED, or CHART_UNAVAILABLE when the birth details give no chart.',
        produces: ['application/pdf'],
        security,
        params: appointmentIdParamsSchema,
        querystring: customerJathagamQuerySchema,
        response: { 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? requestLanguage(request);
      const appointment = await appointments.get(request.user!.id, request.params.id, language);
      const { pdf } = await customerJathagamPdf(
        astrology,
        appointment,
        language,
        await astrologySettings.node(),
      );
      return sendAttachment(reply, {
        contentType: 'application/pdf',
        fileName: `jathagam_${appointment.appointment_number}.pdf`,
        content: pdf,
      });
    },
  );
};
