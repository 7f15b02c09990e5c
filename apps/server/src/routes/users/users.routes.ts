import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplySchema,
  profileReplySchema,
  updateProfileRequestSchema,
} from '@portal/contracts';
import { createUsersService } from '../../modules/users/users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService(app.db);

  app.get(
    '/api/user/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: "The signed-in customer's profile",
        security: [{ bearer: [] }],
        response: { 200: profileReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => ({ success: true as const, user: await users.profile(request.user!.id) }),
  );

  app.put(
    '/api/user/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'Changes name, e-mail (empty or null means none), language and message channels ' +
          '(each field left out stays); the mobile number never changes',
        security: [{ bearer: [] }],
        body: updateProfileRequestSchema,
        response: { 200: profileReplySchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await users.updateProfile(request.user!.id, request.body),
    }),
  );
};
