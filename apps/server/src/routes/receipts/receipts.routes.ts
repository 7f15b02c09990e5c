import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentIdParamsSchema,
  creditNoteReplySchema,
  errorReplySchema,
  receiptPdfQuerySchema,
  receiptReplySchema,
  type Language,
} from '@portal/contracts';
import { sendAttachment } from '../../lib/http/attachment';
import { requestLanguage } from '../../lib/http/request-language';
import {
  createReceiptsService,
  type PdfFile,
  type Reader,
} from '../../modules/receipts/receipts.service';

const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const officeFailures = { ...failures, 403: errorReplySchema };

const customer = (request: FastifyRequest): Reader => ({ userId: request.user!.id });
const office = (): Reader => 'office';

function sendPdf(reply: FastifyReply, { number, pdf }: PdfFile) {
  return sendAttachment(reply, {
    contentType: 'application/pdf',
    fileName: `${number}.pdf`,
    content: pdf,
  });
}

/**
 * Receipts of payments and credit notes of refunds: the page's JSON and the PDF, in the request's
 * language (`?language=` for the PDF), to the customer who owns the appointment (anyone else gets
 * "not found"); the office's PDFs under /api/admin for any appointment.
 */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const receipts = createReceiptsService(app.db);
  const language = (request: FastifyRequest): Language => requestLanguage(request);

  app.get(
    '/api/payments/:id/receipt',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['receipts'],
        summary: 'The receipt of a payment received, in the request language',
        security,
        params: appointmentIdParamsSchema,
        response: { 200: receiptReplySchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      receipt: await receipts.receipt(customer(request), request.params.id, language(request)),
    }),
  );

  app.get(
    '/api/payments/:id/receipt.pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['receipts'],
        summary: 'The receipt as an A4 PDF (RCT-….pdf)',
        security,
        params: appointmentIdParamsSchema,
        querystring: receiptPdfQuerySchema,
        produces: ['application/pdf'],
        response: { ...failures },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await receipts.receiptPdf(customer(request), request.params.id, language(request)),
      ),
  );

  app.get(
    '/api/refunds/:id/credit-note',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['receipts'],
        summary:
          'The credit note of a refund (pending until it is given back), in the request language',
        security,
        params: appointmentIdParamsSchema,
        response: { 200: creditNoteReplySchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      credit_note: await receipts.creditNote(
        customer(request),
        request.params.id,
        language(request),
      ),
    }),
  );

  app.get(
    '/api/refunds/:id/credit-note.pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['receipts'],
        summary: 'The credit note as an A4 PDF (CN-….pdf), once the refund is processed',
        security,
        params: appointmentIdParamsSchema,
        querystring: receiptPdfQuerySchema,
        produces: ['application/pdf'],
        response: { ...failures },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await receipts.creditNotePdf(customer(request), request.params.id, language(request)),
      ),
  );

  app.get(
    '/api/admin/payments/:id/receipt.pdf',
    {
      onRequest: app.requireOffice,
      schema: {
        tags: ['admin'],
        summary: "The office's copy of a receipt, as an A4 PDF",
        security,
        params: appointmentIdParamsSchema,
        querystring: receiptPdfQuerySchema,
        produces: ['application/pdf'],
        response: { ...officeFailures },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await receipts.receiptPdf(office(), request.params.id, language(request))),
  );

  app.get(
    '/api/admin/refunds/:id/credit-note.pdf',
    {
      onRequest: app.requireOffice,
      schema: {
        tags: ['admin'],
        summary: "The office's copy of a credit note, as an A4 PDF",
        security,
        params: appointmentIdParamsSchema,
        querystring: receiptPdfQuerySchema,
        produces: ['application/pdf'],
        response: { ...officeFailures },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await receipts.creditNotePdf(office(), request.params.id, language(request))),
  );
};
