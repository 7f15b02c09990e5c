import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashBookQuerySchema, cashBookReplySchema, errorReplySchema } from '@portal/contracts';
import { createCashBookService } from '../../../modules/payments/cash/cash-book.service';

/** Registered inside the admin scope (admin and desk, contracts office-access.ts). */
export const cashBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const cashBook = createCashBookService(app.db);
  app.get(
    '/api/admin/cash',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'The cash book: cash taken and handed back each India day (newest first, 62 days at ' +
          'most; undone cash shown, not counted), each day’s balance, and the cash refunds still ' +
          'owed',
        querystring: cashBookQuerySchema,
        response: {
          200: cashBookReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
        },
      },
    },
    (request) => cashBook.book(request.query),
  );
};
