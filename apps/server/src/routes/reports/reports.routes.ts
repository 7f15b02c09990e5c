import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentIdParamsSchema, errorReplySchema } from '@portal/contracts';
import { openStoredFile } from '../../lib/blob-store/stored-file';
import { sendAttachment } from '../../lib/http/attachment';
import { createReportsService } from '../../modules/reports/reports.service';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = createReportsService(app.db);

  app.get(
    '/api/pdf-requests/:id/download',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reports'],
        summary: 'The written report as report_{id}.pdf: to its owner, once completed and paid',
        security: [{ bearer: [] }],
        params: appointmentIdParamsSchema,
        produces: ['application/pdf'],
        response: { 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { id, pdf } = await reports.download(request.user!.id, request.params.id);
      return sendAttachment(reply, {
        contentType: 'application/pdf',
        fileName: `report_${id}.pdf`,
        content: await openStoredFile(app.blobs, pdf),
      });
    },
  );
};
