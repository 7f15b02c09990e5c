import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endedSessionsReplySchema,
  errorReplySchema,
  sessionIdParamsSchema,
  sessionsReplySchema,
} from '@portal/contracts';
import { AppError } from '../../lib/errors/app-error';
import type { SessionsService } from '../../modules/sessions/sessions.service';

const failures = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };

/**
 * A person's own sessions (decision 0106): the list, ending one, ending all the others. An ended
 * token is refused at once: the cached sessions are dropped here and in every other process
 * before the reply.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  const forgetSessions = () => app.readCache.invalidate('sessions');

  app.get(
    '/api/user/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          "The signed-in person's live sessions: device, rough address or place, when signed " +
          'in and last used; `current` marks the one asking',
        security: [{ bearer: [] }],
        response: { 200: sessionsReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      sessions: await sessions.list(request.user!.id, request.signedInSession!.sessionId),
    }),
  );

  app.delete(
    '/api/user/sessions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          "Ends one of the signed-in person's sessions (its token is refused at once); " +
          "another person's session, or one already ended, is 404",
        security: [{ bearer: [] }],
        params: sessionIdParamsSchema,
        response: { 200: endedSessionsReplySchema, ...failures },
      },
    },
    async (request) => {
      if (!(await sessions.endOne(request.user!.id, request.params.id)))
        throw new AppError('NOT_FOUND');
      await forgetSessions();
      return { success: true as const, ended: 1 };
    },
  );

  app.post(
    '/api/user/sessions/end-others',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'Ends every session of the signed-in person but the one asking (their tokens are refused at once)',
        security: [{ bearer: [] }],
        response: { 200: endedSessionsReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      const ended = await sessions.endOthers(request.user!.id, request.signedInSession!.sessionId);
      await forgetSessions();
      return { success: true as const, ended };
    },
  );
};
