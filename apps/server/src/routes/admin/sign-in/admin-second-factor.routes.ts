import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplySchema,
  secondFactorConfirmReplySchema,
  secondFactorConfirmRequestSchema,
  secondFactorEnrolmentReplySchema,
  secondFactorStatusReplySchema,
  securitySettingsReplySchema,
  securitySettingsSchema,
} from '@portal/contracts';
import type { SecondFactorService } from '../../../modules/second-factor/second-factor.service';
import {
  readSecuritySettings,
  saveSecuritySettings,
} from '../../../modules/sessions/security-settings';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};

/**
 * Sign-in security in the console (decision 0106): one's own second factor (everyone in the
 * office), and the admin's settings: office sessions' idle hours and whether a second factor is
 * required of everyone in the office.
 */
export const adminSecondFactorRoutes: FastifyPluginAsyncZod<{
  secondFactor: SecondFactorService;
}> = async (app, { secondFactor }) => {
  const forgetSessions = () => app.readCache.invalidate('sessions');

  app.get(
    '/api/admin/second-factor',
    {
      schema: {
        tags,
        security,
        summary:
          'Whether the signed-in person has a second factor, whether the office requires one, ' +
          'and how many recovery codes are left',
        response: { 200: secondFactorStatusReplySchema, ...failures },
      },
    },
    async (request) => {
      const session = request.signedInSession!;
      const { enrolled, recoveryCodesLeft } = await secondFactor.status(session.user.id);
      return {
        success: true as const,
        enrolled,
        required: session.secondFactorRequired,
        enrolment_required: session.secondFactorRequired && !enrolled,
        recovery_codes_left: recoveryCodesLeft,
      };
    },
  );

  app.post(
    '/api/admin/second-factor/enrolment',
    {
      schema: {
        tags,
        security,
        summary:
          'Begins enrolling an authenticator app: a new secret, as base32 text and an ' +
          'otpauth:// URI, shown this once; 409 SECOND_FACTOR_ENROLLED when one is confirmed',
        response: { 200: secondFactorEnrolmentReplySchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await secondFactor.beginEnrolment(request.user!)),
    }),
  );

  app.post(
    '/api/admin/second-factor/enrolment/confirm',
    {
      schema: {
        tags,
        security,
        summary:
          "Confirms the enrolment with a code of the app: the person's other sessions end, and " +
          'ten one-time recovery codes are returned, this once',
        body: secondFactorConfirmRequestSchema,
        response: { 200: secondFactorConfirmReplySchema, ...failures },
      },
    },
    async (request) => {
      const codes = await secondFactor.confirmEnrolment(request.user!, {
        code: request.body.code,
        currentSessionId: request.signedInSession!.sessionId,
      });
      await forgetSessions();
      return { success: true as const, recovery_codes: codes };
    },
  );

  app.get(
    '/api/admin/security-settings',
    {
      schema: {
        tags,
        security,
        summary:
          'How many hours an office session may stay unused, and whether everyone in the office ' +
          'must have a second factor',
        response: { 200: securitySettingsReplySchema, ...failures },
      },
    },
    async () => ({ success: true as const, settings: await readSecuritySettings(app.db) }),
  );

  app.put(
    '/api/admin/security-settings',
    {
      schema: {
        tags,
        security,
        summary:
          'Changes the idle hours of office sessions (1 to 720) and whether a second factor is ' +
          'required; every office session obeys at once; recorded in the activity log',
        body: securitySettingsSchema,
        response: { 200: securitySettingsReplySchema, ...failures },
      },
    },
    async (request) => {
      const settings = await saveSecuritySettings(app.db, request.user!.id, request.body);
      await forgetSessions();
      return { success: true as const, settings };
    },
  );
};
