import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplySchema,
  messageIdParamsSchema,
  messageReplySchema,
  messagesQuerySchema,
  messagesReplySchema,
  retryFailedReplySchema,
  retryFailedRequestSchema,
} from '@portal/contracts';
import { createOfficeMessagesService } from '../../../modules/messages/office/office-messages.service';
import { retryFailedMessages } from '../../../modules/messages/office/retry-failed';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};

/** Registered inside the admin scope (admin and desk, contracts office-access.ts). */
export const officeMessagesRoutes: FastifyPluginAsyncZod<{ onRetry: () => void }> = async (
  app,
  { onRetry },
) => {
  const messages = createOfficeMessagesService(app.db);

  app.get(
    '/api/admin/messages',
    {
      schema: {
        tags,
        security,
        summary:
          'Messages to customers and the office, newest first: by status, channel or appointment',
        querystring: messagesQuerySchema,
        response: { 200: messagesReplySchema, ...failures },
      },
    },
    (request) => messages.list(request.query),
  );

  app.post(
    '/api/admin/messages/:id/retry',
    {
      schema: {
        tags,
        security,
        summary: 'Sends a failed message again (409 MESSAGE_NOT_RETRYABLE unless it failed)',
        params: messageIdParamsSchema,
        response: { 200: messageReplySchema, ...failures },
      },
    },
    async (request) => {
      const message = await messages.retry(request.user!.id, request.params.id);
      onRetry();
      return { success: true as const, message };
    },
  );

  app.post(
    '/api/admin/messages/retry-failed',
    {
      schema: {
        tags,
        security,
        summary:
          'Sends again every failed message of the list’s filter (channel, appointment), at most ' +
          '200 at once, oldest first; says how many went again and how many failed ones remain; ' +
          'audited',
        body: retryFailedRequestSchema,
        response: { 200: retryFailedReplySchema, ...failures },
      },
    },
    async (request) => {
      const reply = await retryFailedMessages(app.db, request.user!.id, request.body ?? {});
      if (reply.resent > 0) onRetry();
      return reply;
    },
  );
};
