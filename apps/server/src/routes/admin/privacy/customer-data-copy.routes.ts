import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerIdParamsSchema, dataCopyQuerySchema, errorReplySchema } from '@portal/contracts';
import { sendAttachment } from '../../../lib/http/attachment';
import { createDataCopyService } from '../../../modules/privacy/data-copy/data-copy.service';
import { recordRead } from '../../../modules/privacy/read-log/record-read';

/**
 * The admin's copy of a customer's data, for a customer who asked by phone or letter rather than
 * from My Profile (decision 0101): the very PDF the customer would download, recorded in the read
 * log as a data copy before it is sent (decision 0102).
 */
export const adminCustomerDataCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const copies = createDataCopyService(app.db);

  app.get(
    '/api/admin/customers/:id/data.pdf',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "A customer's copy of their data as a PDF, to send them on their request",
        description:
          'The same copy as GET /api/user/data.pdf, in the language asked for (else the ' +
          "customer's own). Recorded in the read log. 404 for no such customer; 409 CUSTOMER_ERASED " +
          'once they are erased (there is nothing of theirs left to copy).',
        params: customerIdParamsSchema,
        querystring: dataCopyQuerySchema,
        produces: ['application/pdf'],
        response: {
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const customerId = request.params.id;
      const { language, pdf } = await copies.forOffice(customerId, request.query.language);
      await recordRead(app.db, {
        staff: request.user!,
        customerUserId: customerId,
        what: 'data_copy',
      });
      reply.header('cache-control', 'private, no-store');
      return sendAttachment(reply, {
        contentType: 'application/pdf',
        fileName: `customer-${customerId}-data${language === 'tamil' ? '-ta' : ''}.pdf`,
        content: pdf,
      });
    },
  );
};
