import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplySchema,
  okReplySchema,
  staffGrantRequestSchema,
  staffIdParamsSchema,
  staffMemberReplySchema,
  staffReplySchema,
} from '@portal/contracts';
import { AppError } from '../../../lib/errors/app-error';
import { normalisePhoneNumber } from '../../../lib/phone';
import { createStaffService } from '../../../modules/staff/staff.service';
import type { SecondFactorService } from '../../../modules/second-factor/second-factor.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};

/**
 * Team access (admins only, contracts office-access.ts): who holds each office role, and granting
 * or taking one back by mobile number. A changed role ends the holder's sessions (decision 0106):
 * it counts from their next sign-in.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<{
  secondFactor: SecondFactorService;
}> = async (app, { secondFactor }) => {
  const staff = createStaffService(app.db);
  // Who a session's token is, cached a few seconds, is dropped so the new role counts at once.
  const forgetSessions = () => app.readCache.invalidate('sessions');

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        security,
        summary:
          'Who holds each office role (admin, desk, astrologer and which astrologer), and the ' +
          'astrologers to choose from',
        response: { 200: staffReplySchema, ...failures },
      },
    },
    () => staff.list(),
  );

  app.put(
    '/api/admin/staff',
    {
      schema: {
        tags,
        security,
        summary:
          'Gives a mobile number an office role or changes it, registering a number that has ' +
          'not signed in yet; the astrologer role needs astrologer_id or an astrologer with ' +
          "this mobile number (400 STAFF_ASTROLOGER_REQUIRED); one's own role is 409 " +
          'STAFF_OWN_ROLE; recorded in the activity log',
        body: staffGrantRequestSchema,
        response: { 200: staffMemberReplySchema, ...failures },
      },
    },
    async (request) => {
      const mobileNumber = normalisePhoneNumber(request.body.mobile_number);
      if (!mobileNumber)
        throw new AppError('PHONE_INVALID', { fields: { mobile_number: 'validation.phone' } });
      const member = await staff.grant(request.user!.id, {
        mobileNumber,
        role: request.body.role,
        astrologerId: request.body.astrologer_id,
      });
      await forgetSessions();
      return { success: true as const, member };
    },
  );

  app.delete(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "Takes a person's office role back (they sign in as a customer from then on); " +
          "someone without one is 404, one's own role 409 STAFF_OWN_ROLE; recorded in the " +
          'activity log',
        params: staffIdParamsSchema,
        response: { 200: okReplySchema, ...failures },
      },
    },
    async (request) => {
      await staff.revoke(request.user!.id, request.params.id);
      await forgetSessions();
      return { success: true as const };
    },
  );

  app.delete(
    '/api/admin/staff/:id/second-factor',
    {
      schema: {
        tags,
        security,
        summary:
          "Resets another person's second factor (a lost phone): it and its recovery codes go, " +
          'their sessions end, and they enrol again after signing in; someone without one is ' +
          "404, one's own 403; recorded in the activity log",
        params: staffIdParamsSchema,
        response: { 200: okReplySchema, ...failures },
      },
    },
    async (request) => {
      await secondFactor.reset(request.user!.id, request.params.id);
      await forgetSessions();
      return { success: true as const };
    },
  );
};
