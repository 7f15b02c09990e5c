import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, messageIdParamsSchema, messageReplySchema, messagesQuerySchema, messagesReplySchema } from '@portal/contracts';
import { createOfficeMessagesService } from './office-messages.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema };

/** Registered inside the admin scope (admin and desk, contracts office-access.ts). */
export const officeMessagesRoutes: FastifyPluginAsyncZod<{ onRetry: () => void }> = async (app, { onRetry }) => {
  const messages = createOfficeMessagesService(app.db);

  app.get(
    '/api/admin/messages',
    { schema: { tags, security, summary: 'Messages to customers and the office, newest first: by status, channel or appointment', querystring: messagesQuerySchema, response: { 200: messagesReplySchema, ...failures } } },
    (request) => messages.list(request.query),
  );

  app.post(
    '/api/admin/messages/:id/retry',
    { schema: { tags, security, summary: 'Sends a failed message again (409 MESSAGE_NOT_RETRYABLE unless it failed)', params: messageIdParamsSchema, response: { 200: messageReplySchema, ...failures } } },
    async (request) => {
      const message = await messages.retry(request.user!.id, request.params.id);
      onRetry();
      return { success: true as const, message };
    },
  );
};
