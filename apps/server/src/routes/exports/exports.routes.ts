import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, exportKinds, exportQuerySchema } from '@portal/contracts';
import { sendAttachment } from '../../lib/http/attachment';
import { createExportsService } from '../../modules/exports/exports.service';

const summaries = {
  sales:
    'Sales register: a row per receipt with the GST split by place of supply (CSV, UTF-8 with BOM)',
  refunds: 'Refunds register: a row per credit note with the GST given back (CSV, UTF-8 with BOM)',
  appointments:
    'Appointments whose consultation (or booking, before a time) falls in the range (CSV, UTF-8 with BOM)',
  cash: 'Cash book: cash taken and handed back with the balance (CSV, UTF-8 with BOM)',
} as const;

/** The accountant's files (docs/decisions/0068): streamed, never built whole in memory. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const exports = createExportsService(app.db);
  for (const kind of exportKinds) {
    app.get(
      `/api/admin/exports/${kind}.csv`,
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          summary: summaries[kind],
          querystring: exportQuerySchema,
          produces: ['text/csv'],
          response: { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema },
        },
      },
      async (request, reply) => {
        const file = exports.file(kind, request.query);
        return sendAttachment(reply, {
          contentType: 'text/csv; charset=utf-8',
          fileName: file.fileName,
          content: Readable.from(file.text),
        });
      },
    );
  }
};
