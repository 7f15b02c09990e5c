import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, readLogQuerySchema, readLogReplySchema } from '@portal/contracts';
import { createReadLogService } from '../../../modules/privacy/read-log/read-log.service';

/** Who in the office read whose personal data (decision 0102): the admin's. */
export const readLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const readLog = createReadLogService(app.db);

  app.get(
    '/api/admin/read-log',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          "Who in the office read a customer's personal data (their page, an appointment, a " +
          'chart, a file, a report, an export, a copy of the data), newest first, by customer ' +
          'and by staff member; kept a year',
        querystring: readLogQuerySchema,
        response: {
          200: readLogReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
        },
      },
    },
    (request) => readLog.page(request.query),
  );
};
