import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEmailReplySchema,
  confirmEmailRequestSchema,
  errorReplySchema,
  profileReplySchema,
  resendEmailLinkReplySchema,
  updateProfileRequestSchema,
} from '@portal/contracts';
import { createUsersService } from '../../modules/users/users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const users = createUsersService(app.db, { secret });

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
          '(each field left out stays); the mobile number never changes. A new e-mail address ' +
          'is unconfirmed, and its confirmation link is e-mailed to it',
        security: [{ bearer: [] }],
        body: updateProfileRequestSchema,
        response: {
          200: profileReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      user: await users.updateProfile(request.user!.id, request.body),
    }),
  );

  app.post(
    '/api/user/email/resend',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'Sends a new confirmation link to the e-mail address waiting for confirmation ' +
          '(a minute after the last, five an hour)',
        security: [{ bearer: [] }],
        response: {
          200: resendEmailLinkReplySchema,
          401: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { resendAfterSeconds } = await users.resendEmailLink(request.user!.id);
      return { success: true as const, resend_after: resendAfterSeconds };
    },
  );

  app.post(
    '/api/user/email/confirm',
    {
      schema: {
        tags: ['user'],
        summary:
          "Confirms the e-mail address a link was sent to, by the link's token: once, within " +
          '48 hours, while it is still the address given; no sign-in needed',
        body: confirmEmailRequestSchema,
        response: {
          200: confirmEmailReplySchema,
          400: errorReplySchema,
          409: errorReplySchema,
          410: errorReplySchema,
        },
      },
    },
    async (request) => {
      await users.confirmEmail(request.body.token);
      return { success: true as const, email_confirmed: true as const };
    },
  );
};
