import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, exportKinds, exportQuerySchema } from '@portal/contracts';
import { sendAttachment } from '../../lib/http/attachment';
import { createExportsService } from '../../modules/exports/exports.service';
import { recordExportRows, recordRead } from '../../modules/privacy/read-log/record-read';

const summaries = {
  sales:
    'Sales register: a row per receipt with the GST split by place of supply (CSV, UTF-8 with BOM)',
  refunds: 'Refunds register: a row per credit note with the GST given back (CSV, UTF-8 with BOM)',
  appointments:
    'Appointments whose consultation (or booking, before a time) falls in the range (CSV, UTF-8 with BOM)',
  cash: 'Cash book: cash taken and handed back with the balance (CSV, UTF-8 with BOM)',
} as const;

/**
 * The accountant's files (docs/decisions/0068): streamed, never built whole in memory. Each is
 * recorded in the read log before its first byte (decision 0102: a read that cannot be recorded
 * is not made), its rows counted in once the last has gone.
 */
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
        const readId = await recordRead(app.db, {
          staff: request.user!,
          customerUserId: null,
          what: 'export',
          entityId: kind,
        });
        const file = exports.file(kind, request.query, {
          // The file is already going: a count that cannot be written leaves the read recorded without it.
          done: (rows) =>
            recordExportRows(app.db, readId, rows).catch((error: unknown) =>
              request.log.warn({ err: error }, 'the export’s row count could not be recorded'),
            ),
        });
        return sendAttachment(reply, {
          contentType: 'text/csv; charset=utf-8',
          fileName: file.fileName,
          content: Readable.from(file.text),
        });
      },
    );
  }
};
