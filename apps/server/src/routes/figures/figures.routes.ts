import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, figuresQuerySchema, figuresReplySchema } from '@portal/contracts';
import { createFiguresService } from '../../modules/figures/figures.service';

/** The business's figures (admins only, contracts office-access.ts; docs/decisions/0066). */
export const adminFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  const figures = createFiguresService({ db: app.db, log: app.log });

  app.get(
    '/api/admin/figures',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'For each day, ISO week or month of a range of India days (both included): bookings ' +
          'made, consultations held, no-shows, cancellations, money received online and in cash, ' +
          'refunds given back, the GST of the receipts, and net (received less refunded); the ' +
          'same by service and by astrologer. Money in rupees with paise, summed from the ' +
          'payments and refunds themselves',
        querystring: figuresQuerySchema,
        response: {
          200: figuresReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
        },
      },
    },
    (request) => figures.figures(request.query),
  );
};
