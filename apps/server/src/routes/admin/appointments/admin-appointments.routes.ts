import type { FastifyRequest } from 'fastify';
import type { Appointment, Language } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAppointmentReplySchema,
  adminAppointmentsQuerySchema,
  adminAppointmentsReplySchema,
  adminCancelRequestSchema,
  appointmentChartsReplySchema,
  jathagamSheetQuerySchema,
  prasanamTimeSchema,
  jathagamReleaseSchema,
  chartNotesSchema,
  appointmentFileParamsSchema,
  adminScheduleRequestSchema,
  appointmentIdParamsSchema,
  bookingFileTypes,
  errorReplySchema,
  pdfRequestIdParamsSchema,
  refundIdParamsSchema,
} from '@portal/contracts';
import { sendAttachment } from '../../../lib/http/attachment';
import { multipartRoutes } from '../../../lib/http/multipart-routes';
import { bookingMultipartLimits } from '../../../modules/appointments/booking/booking-upload';
import { openStoredFile } from '../../../lib/blob-store/stored-file';
import { AppError } from '../../../lib/errors/app-error';
import type { PaymentGateway } from '../../../lib/payments/payment-gateway';
import { requestLanguage } from '../../../lib/http/request-language';
import { ownConsultationsOf } from '../../../plugins/auth-guard';
import { createCancellationService } from '../../../modules/appointments/cancellation.service';
import { createRefundsService } from '../../../modules/payments/refunds.service';
import { undoCashPaid } from '../../../modules/payments/cash/cash-desk.service';
import { createSlotsService } from '../../../modules/slots/slots.service';
import { createAdminAppointmentsService } from '../../../modules/admin/appointments/admin-appointments.service';
import {
  createAdminReportsService,
  readReportUpload,
  reportUploadBodies,
} from '../../../modules/admin/appointments/admin-reports.service';
import {
  appointmentCharts,
  appointmentJathagamPdf,
} from '../../../modules/astrology/appointment-charts';
import { createAstrologyService } from '../../../modules/astrology/astrology.service';
import {
  createAstrologySettingsService,
  type AstrologySettingsView,
} from '../../../modules/astrology/astrology-settings.service';
import { createPrasanamService, prasanamChart } from '../../../modules/astrology/prasanam/prasanam';
import { createCustomerJathagamService } from '../../../modules/astrology/customer-jathagam';
import { createChartNotesService } from '../../../modules/astrology/chart-notes';
import { recordRead } from '../../../modules/privacy/read-log/record-read';

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
 * The office's appointments: the day's list, one appointment, and what the office does to it.
 * Reading one appointment, its chart, its printed Jathagam, an upload or a written report is
 * recorded in the read log before it is sent (decision 0102); the changes are in the activity log.
 */
export const adminAppointmentsRoutes: FastifyPluginAsyncZod<{
  gateway: PaymentGateway;
  meetingBaseUrl: string;
}> = async (app, { gateway, meetingBaseUrl }) => {
  const appointments = createAdminAppointmentsService(app.db);
  const cancellations = createCancellationService({ db: app.db, gateway, log: app.log });
  const refunds = createRefundsService({ db: app.db, gateway, log: app.log });
  const slots = createSlotsService(app.db, { meetingBaseUrl });
  const reports = createAdminReportsService(app.db);
  const astrology = createAstrologyService();
  const astrologySettings = createAstrologySettingsService(app.db);
  const prasanams = createPrasanamService(app.db);
  const customerJathagams = createCustomerJathagamService(app.db);
  const chartNotes = createChartNotesService(app.db);
  /** A Prasanam booking's chart of the question, by the office's settings (one read); null for other bookings. */
  const prasanamOf = async (
    appointment: Appointment,
    settings: AstrologySettingsView,
    language: Language,
  ) => {
    if (!(await prasanams.isPrasanamBooking(appointment.service_ids))) return null;
    return prasanamChart(
      astrology,
      {
        scheduledAt: appointment.scheduled_datetime,
        askedAt: await prasanams.askedAt(appointment.id),
      },
      settings.office_place,
      settings.node,
      language,
    );
  };
  /** The office's whole astrology of an appointment: the charts, the Prasanam's, and the astrologer's notes. */
  const officeCharts = async (appointment: Appointment, language: Language) => {
    const settings = await astrologySettings.get();
    return appointmentCharts(astrology, appointment, language, settings.node, {
      prasanam: await prasanamOf(appointment, settings, language),
      notes: await chartNotes.of(appointment.id),
    });
  };

  app.get(
    '/api/admin/appointments',
    {
      schema: {
        tags,
        summary:
          "Appointments by day, status, payment or search (number, name, phone); a day's in time order",
        security,
        querystring: adminAppointmentsQuerySchema,
        response: { 200: adminAppointmentsReplySchema, ...failures },
      },
    },
    async (request) =>
      appointments.list(request.query, requestLanguage(request), ownConsultationsOf(request)),
  );

  const oneAppointment = {
    tags,
    security,
    params: appointmentIdParamsSchema,
    response: { 200: adminAppointmentReplySchema, ...failures },
  };
  // An astrologer finds their own consultations only (ownConsultationsOf; office-access.ts says
  // which calls they may make).
  const reply = async (id: number, request: FastifyRequest) => ({
    success: true as const,
    appointment: await appointments.get(id, requestLanguage(request), ownConsultationsOf(request)),
  });

  app.get(
    '/api/admin/appointments/:id',
    {
      schema: {
        ...oneAppointment,
        summary: 'One appointment with the customer, files, payments and refund',
      },
    },
    async (request) => {
      const answer = await reply(request.params.id, request);
      await recordRead(app.db, {
        staff: request.user!,
        customerUserId: answer.appointment.customer.id,
        what: 'appointment',
        entityId: answer.appointment.id,
      });
      return answer;
    },
  );

  app.post(
    '/api/admin/appointments/:id/mark-paid',
    {
      schema: {
        ...oneAppointment,
        summary: 'Cash taken at the office: the appointment becomes paid',
      },
    },
    async (request) => {
      await appointments.markCashPaid(request.user!.id, request.params.id);
      return reply(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/appointments/:id/undo-cash',
    {
      schema: {
        ...oneAppointment,
        summary:
          'Undoes cash marked received in error, the same day (India time): payment pending ' +
          'again, the cash choice standing; 409 CASH_UNDO_TOO_LATE the next day, ' +
          'CASH_UNDO_NOT_ALLOWED once the consultation has moved on',
      },
    },
    async (request) => {
      await undoCashPaid(app.db, request.user!.id, request.params.id);
      return reply(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/appointments/:id/complete',
    {
      schema: {
        ...oneAppointment,
        summary: 'The consultation took place (from its start on; 409 NOT_STARTED before)',
      },
    },
    async (request) => {
      await appointments.complete(request.user!.id, request.params.id, ownConsultationsOf(request));
      return reply(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/appointments/:id/no-show',
    {
      schema: {
        ...oneAppointment,
        summary: 'The customer did not come (from the start on); nothing is refunded',
      },
    },
    async (request) => {
      await appointments.markNoShow(
        request.user!.id,
        request.params.id,
        ownConsultationsOf(request),
      );
      return reply(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/appointments/:id/undo-outcome',
    {
      schema: {
        ...oneAppointment,
        summary: 'Undoes a completion or absence recorded today (India time): back to scheduled',
      },
    },
    async (request) => {
      await appointments.undoOutcome(
        request.user!.id,
        request.params.id,
        ownConsultationsOf(request),
      );
      return reply(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/appointments/:id/schedule',
    {
      schema: {
        ...oneAppointment,
        summary:
          'Schedules or reschedules a paid appointment from today on at a minute of the day ' +
          "(slot_id), lasting its services' length, with the astrologer named (astrologer_id), " +
          'the one it has, or any who gives its services and mode (the fewest consultations that ' +
          "day, then the team's order); an overlapping time of that astrologer is 409",
        body: adminScheduleRequestSchema,
      },
    },
    async (request) => {
      await slots.place(request.params.id, {
        actorUserId: request.user!.id,
        date: request.body.date,
        minute: request.body.slot_id,
        astrologerId: request.body.astrologer_id,
      });
      return reply(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/refunds/:id/handed-over',
    {
      schema: {
        tags,
        security,
        params: refundIdParamsSchema,
        summary: 'A cash refund the customer was owed is handed back',
        response: oneAppointment.response,
      },
    },
    async (request) => reply(await refunds.handOver(request.user!.id, request.params.id), request),
  );

  app.post(
    '/api/admin/appointments/:id/cancel',
    {
      schema: {
        ...oneAppointment,
        summary:
          'Cancels and refunds everything paid, whatever the hour: the office keeps no fee ' +
          '(decision 0057); safe to retry',
        body: adminCancelRequestSchema,
        response: { ...oneAppointment.response, 502: errorReplySchema },
      },
    },
    async (request) => {
      const { refundSent } = await cancellations.cancel(
        { by: 'office', userId: request.user!.id },
        request.params.id,
        request.body?.reason || undefined,
      );
      // The office is told at once; the refund stays pending and is sent again (a retried cancel, or the sweep).
      if (!refundSent) throw new AppError('REFUND_FAILED');
      return reply(request.params.id, request);
    },
  );

  app.get(
    '/api/admin/appointments/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: "A customer's horoscope upload",
        security,
        params: appointmentFileParamsSchema,
        produces: bookingFileTypes,
        response: failures,
      },
    },
    async (request, replyTo) => {
      const file = await appointments.file(
        request.params.id,
        request.params.fileId,
        ownConsultationsOf(request),
      );
      await recordRead(app.db, {
        staff: request.user!,
        customerUserId: file.userId,
        what: 'file',
        entityId: request.params.fileId,
      });
      const content = await openStoredFile(app.blobs, {
        hash: file.contentHash,
        legacy: file.legacyContent,
      });
      return sendAttachment(replyTo, {
        fileName: file.fileName,
        contentType: file.contentType,
        content,
      });
    },
  );

  app.get(
    '/api/admin/appointments/:id/chart',
    {
      schema: {
        tags,
        summary:
          "Each person's chart (the bride's and the bridegroom's for Marriage Porutham), their " +
          'porutham and sevvai dosham',
        security,
        params: appointmentIdParamsSchema,
        response: { 200: appointmentChartsReplySchema, ...failures },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const appointment = await appointments.get(
        request.params.id,
        language,
        ownConsultationsOf(request),
      );
      const charts = await officeCharts(appointment, language);
      await recordRead(app.db, {
        staff: request.user!,
        customerUserId: appointment.customer.id,
        what: 'chart',
        entityId: appointment.id,
      });
      return charts;
    },
  );

  app.put(
    '/api/admin/appointments/:id/chart-notes',
    {
      schema: {
        tags,
        summary:
          "Saves the astrologer's private notes on the chart (empty clears them); never shown to the customer",
        security,
        params: appointmentIdParamsSchema,
        body: chartNotesSchema,
        response: { 200: appointmentChartsReplySchema, ...failures },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const appointment = await appointments.get(
        request.params.id,
        language,
        ownConsultationsOf(request),
      );
      await chartNotes.save(request.user!.id, appointment.id, request.body.text);
      return officeCharts(appointment, language);
    },
  );

  app.put(
    '/api/admin/appointments/:id/jathagam-release',
    {
      schema: {
        ...oneAppointment,
        summary:
          'Releases the printed Jathagam to the customer (released: false withdraws it); they ' +
          'download it from My Appointments in their language',
        body: jathagamReleaseSchema,
      },
    },
    async (request) => {
      // The office role's own consultations only (an astrologer's), as for every call on one appointment.
      await appointments.get(
        request.params.id,
        requestLanguage(request),
        ownConsultationsOf(request),
      );
      await customerJathagams.release(request.user!.id, request.params.id, request.body.released);
      return reply(request.params.id, request);
    },
  );

  app.put(
    '/api/admin/appointments/:id/prasanam-time',
    {
      schema: {
        tags,
        summary:
          "Records when a Prasanam's question was asked (null: the consultation's start); the " +
          'chart of the question is cast for it',
        security,
        params: appointmentIdParamsSchema,
        body: prasanamTimeSchema,
        response: { 200: appointmentChartsReplySchema, ...failures },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const appointment = await appointments.get(
        request.params.id,
        language,
        ownConsultationsOf(request),
      );
      if (!(await prasanams.isPrasanamBooking(appointment.service_ids)))
        throw new AppError('NOT_FOUND');
      await prasanams.record(
        request.user!.id,
        appointment.id,
        request.body.asked_at === null ? null : new Date(request.body.asked_at),
      );
      return officeCharts(appointment, language);
    },
  );

  app.get(
    '/api/admin/appointments/:id/jathagam.pdf',
    {
      schema: {
        tags,
        summary:
          "One person's printed Jathagam (rasi and navamsam charts, grahas, dasas) as a PDF in English or Tamil",
        security,
        params: appointmentIdParamsSchema,
        querystring: jathagamSheetQuerySchema,
        produces: ['application/pdf'],
        response: failures,
      },
    },
    async (request, replyTo) => {
      const language = requestLanguage(request);
      const appointment = await appointments.get(
        request.params.id,
        language,
        ownConsultationsOf(request),
      );
      const settings = await astrologySettings.get();
      const prasanam =
        request.query.person === 'prasanam'
          ? await prasanamOf(appointment, settings, language)
          : null;
      const { fileName, pdf } = await appointmentJathagamPdf(astrology, appointment, {
        person: request.query.person,
        language,
        node: settings.node,
        prasanam,
      });
      await recordRead(app.db, {
        staff: request.user!,
        customerUserId: appointment.customer.id,
        what: 'chart',
        entityId: appointment.id,
      });
      return sendAttachment(replyTo, { contentType: 'application/pdf', fileName, content: pdf });
    },
  );

  await multipartRoutes(app, bookingMultipartLimits, (scope) =>
    scope.post(
      '/api/admin/pdf-requests/:id/report',
      {
        schema: {
          tags,
          summary:
            'Uploads the written report (multipart field `report`: a PDF by content, 10 MB at ' +
            'most), or replaces it until it is delivered; the customer is not told yet',
          security,
          params: pdfRequestIdParamsSchema,
          documentedBody: reportUploadBodies,
          response: {
            200: adminAppointmentReplySchema,
            ...failures,
            413: errorReplySchema,
            415: errorReplySchema,
            507: errorReplySchema,
          },
        },
      },
      async (request) => {
        const pdf = await readReportUpload(request);
        const { appointmentId } = await reports.upload(
          request.user!.id,
          request.params.id,
          pdf,
          ownConsultationsOf(request),
        );
        return reply(appointmentId, request);
      },
    ),
  );

  app.get(
    '/api/admin/pdf-requests/:id/report',
    {
      schema: {
        tags,
        summary: 'The uploaded report, delivered or not, for the office to open (report_{id}.pdf)',
        security,
        params: pdfRequestIdParamsSchema,
        produces: ['application/pdf'],
        response: failures,
      },
    },
    async (request, replyTo) => {
      const { id, userId, pdf } = await reports.report(
        request.params.id,
        ownConsultationsOf(request),
      );
      await recordRead(app.db, {
        staff: request.user!,
        customerUserId: userId,
        what: 'report',
        entityId: id,
      });
      return sendAttachment(replyTo, {
        contentType: 'application/pdf',
        fileName: `report_${id}.pdf`,
        content: await openStoredFile(app.blobs, pdf),
      });
    },
  );

  app.post(
    '/api/admin/pdf-requests/:id/deliver',
    {
      schema: {
        tags,
        summary:
          'Gives the uploaded report to the customer: completes its request and tells them; it ' +
          'can no longer be replaced',
        security,
        params: pdfRequestIdParamsSchema,
        response: { 200: adminAppointmentReplySchema, ...failures },
      },
    },
    async (request) => {
      const { appointmentId } = await reports.deliver(
        request.user!.id,
        request.params.id,
        ownConsultationsOf(request),
      );
      return reply(appointmentId, request);
    },
  );
};
