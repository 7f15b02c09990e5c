import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplySchema,
  secondFactorStepReplySchema,
  secondFactorStepRequestSchema,
} from '@portal/contracts';
import type { SecondFactorService } from '../../modules/second-factor/second-factor.service';
import { createUsersService } from '../../modules/users/users.service';

/** The second step of an office sign-in (decision 0106). */
export const secondFactorStepRoutes: FastifyPluginAsyncZod<{
  secondFactor: SecondFactorService;
  /** The server's secret, which the users module's e-mail links are keyed with. */
  secret: string;
}> = async (app, { secondFactor, secret }) => {
  const users = createUsersService(app.db, { secret });

  app.post(
    '/api/auth/second-factor',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['auth'],
        summary:
          'Gives the second factor after verify-otp answered second_factor_required: a code of ' +
          'the authenticator app (`code`) or one recovery code (`recovery_code`)',
        description:
          'A code is accepted once (a second use is 400 SECOND_FACTOR_INVALID), a recovery code ' +
          'once; more than 10 tries in 15 minutes is 429 RATE_LIMITED. Until it is given, every ' +
          'other call of the session but logout is 401 SECOND_FACTOR_REQUIRED.',
        security: [{ bearer: [] }],
        body: secondFactorStepRequestSchema,
        response: {
          200: secondFactorStepReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const session = request.signedInSession!;
      const { recoveryCodesLeft } = session.secondFactorPending
        ? await secondFactor.completeSignIn({
            userId: session.user.id,
            sessionId: session.sessionId,
            code: request.body.code,
            recoveryCode: request.body.recovery_code,
          })
        : await secondFactor.status(session.user.id);
      // The session's cached "pending" goes at once, here and in every other process.
      await app.readCache.invalidate('sessions');
      return {
        success: true as const,
        user: await users.profile(session.user.id),
        recovery_codes_left: recoveryCodesLeft,
      };
    },
  );
};
