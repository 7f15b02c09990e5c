import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerIdParamsSchema,
  customerNoteParamsSchema,
  customerNoteRemovedReplySchema,
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
import {
  createCustomerNotesService,
  type OfficeReader,
} from '../../../modules/customers/customer-notes.service';
import { recordRead } from '../../../modules/privacy/read-log/record-read';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/** The signed-in office person, as the customers' and notes' rules read them. */
const readerOf = (request: FastifyRequest): OfficeReader => ({
  userId: request.user!.id,
  role: request.user!.role,
  astrologerId: ownConsultationsOf(request),
});

/**
 * The office's customers (decision 0064): find them, read their whole history, keep private
 * notes. An astrologer finds only the customers who have a consultation with them, and sees only
 * those consultations; another customer is 404 to them. Reading a customer's page is recorded in
 * the read log (decision 0102).
 */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  const customers = createCustomersService(app.db);
  const notes = createCustomerNotesService(app.db);

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
    async (request) => {
      const page = await customers.get(
        request.params.id,
        requestLanguage(request),
        readerOf(request),
      );
      await recordRead(app.db, {
        staff: request.user!,
        customerUserId: page.customer.id,
        what: 'customer',
      });
      return page;
    },
  );

  app.post(
    '/api/admin/customers/:id/notes',
    {
      schema: {
        tags,
        security,
        summary:
          'Keeps a private note on a customer, with its author and time, for the office only or ' +
          'for astrologers of the customer the author chooses (for_astrologer_ids; an ' +
          "astrologer's own note is for themselves unless they say); the customer never reads it",
        params: customerIdParamsSchema,
        body: customerNoteRequestSchema,
        response: { 201: customerNoteReplySchema, ...failures },
      },
    },
    async (request, reply) => {
      const note = await notes.add(
        request.params.id,
        readerOf(request),
        { body: request.body.body, forAstrologerIds: request.body.for_astrologer_ids },
        requestLanguage(request),
      );
      return reply.code(201).send({ success: true as const, note });
    },
  );

  app.delete(
    '/api/admin/customers/:id/notes/:noteId',
    {
      schema: {
        tags,
        security,
        summary:
          'Removes a private note: its author or an admin (403 NOTE_NOT_REMOVABLE for anyone ' +
          "else); recorded in the activity log without the note's words",
        params: customerNoteParamsSchema,
        response: { 200: customerNoteRemovedReplySchema, ...failures },
      },
    },
    async (request) => {
      await notes.remove(request.params.id, request.params.noteId, readerOf(request));
      return { success: true as const };
    },
  );
};
