import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataCopyQuerySchema, dataCopyReplySchema, errorReplySchema } from '@portal/contracts';
import { sendAttachment } from '../../../lib/http/attachment';
import { requestLanguage } from '../../../lib/http/request-language';
import { createDataCopyService } from '../../../modules/privacy/data-copy/data-copy.service';

const security = [{ bearer: [] }];

/**
 * The signed-in customer's copy of their data (decision 0101): as JSON, and as a PDF to read, in
 * the request's language (`?language=tamil|english`, else Accept-Language).
 */
export const dataCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const copies = createDataCopyService(app.db);

  app.get(
    '/api/user/data',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'Everything the portal keeps about the signed-in customer, and with whom each kind of ' +
          'data is shared',
        description:
          "The office's private notes are counted, not quoted; who in the office read the data " +
          'is given by role. Files and reports are listed with the addresses the customer ' +
          'downloads them from.',
        security,
        querystring: dataCopyQuerySchema,
        response: { 200: dataCopyReplySchema, 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return copies.copy(request.user!.id, requestLanguage(request));
    },
  );

  app.get(
    '/api/user/data.pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'The same copy of the data as an A4 PDF to read, in the language asked for',
        security,
        querystring: dataCopyQuerySchema,
        produces: ['application/pdf'],
        response: { 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      return sendAttachment(reply, {
        contentType: 'application/pdf',
        fileName: language === 'tamil' ? 'my-data-ta.pdf' : 'my-data.pdf',
        content: await copies.pdf(request.user!.id, language),
      });
    },
  );
};
