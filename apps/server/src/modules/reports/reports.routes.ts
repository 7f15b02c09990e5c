import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentIdParamsSchema } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { createReportsRepo } from './reports.repo';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = createReportsRepo(app.db);

  app.get(
    '/api/pdf-requests/:id/download',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reports'],
        summary: 'The written report as report_{id}.pdf: to its owner, once completed and paid',
        security: [{ bearer: [] }],
        params: appointmentIdParamsSchema,
      },
    },
    async (request, reply) => {
      const found = await reports.findForUser(request.user!.id, request.params.id);
      if (!found) throw new AppError('NOT_FOUND');
      if (found.status !== 'completed' || found.paymentStatus !== 'paid' || !found.report) throw new AppError('REPORT_NOT_READY');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="report_${found.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(found.report);
    },
  );
};
