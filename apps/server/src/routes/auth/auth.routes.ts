import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  captchaReplySchema,
  errorReplySchema,
  okReplySchema,
  sendOtpReplySchema,
  sendOtpRequestSchema,
  verifyOtpReplySchema,
  verifyOtpRequestSchema,
} from '@portal/contracts';
import { requestLanguage } from '../../lib/http/request-language';
import { sessionClientOf } from './request-client';
import type { AuthService } from '../../modules/auth/auth.service';
import type { Captcha } from '../../modules/auth/captcha';

/** What the new session records of the device (decision 0106). */
function userAgentAndPlace(request: FastifyRequest) {
  const { userAgent, place } = sessionClientOf(request);
  return { userAgent, place };
}

const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  429: errorReplySchema,
  502: errorReplySchema,
};

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  captcha: Captcha | null;
}> = async (app, { auth, captcha }) => {
  app.get(
    '/api/auth/captcha',
    {
      schema: {
        tags: ['auth'],
        summary:
          'A proof-of-work challenge (ALTCHA) to solve before send-otp, or required: false when the captcha is off',
        response: { 200: captchaReplySchema },
      },
    },
    async () => {
      if (!captcha) return { success: true as const, required: false as const };
      const challenge = await captcha.challenge();
      return {
        success: true as const,
        required: true as const,
        parameters: { ...challenge.parameters },
        signature: challenge.signature ?? '',
      };
    },
  );

  app.post(
    '/api/auth/send-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends a 6-digit sign-in code by SMS',
        description:
          "Only to mobiles of the countries served (SIGN_IN_COUNTRIES, or the office's choice): " +
          'others get 422 COUNTRY_NOT_SERVED before anything is sent or stored. Past the hourly ' +
          'budget of codes (SIGN_IN_CODES_PER_HOUR, all server processes together) the answer is ' +
          '429 SIGN_IN_PAUSED with Retry-After until the hour ends.',
        body: sendOtpRequestSchema,
        response: { 200: sendOtpReplySchema, ...failures, 422: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await auth.sendCode({
        phoneNumber: request.body.phone_number,
        captcha: request.body.captcha,
        ip: request.ip,
        language: requestLanguage(request),
      })),
    }),
  );

  app.post(
    '/api/auth/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Checks the code; signs in (a first sign-in creates the account)',
        description:
          "With `accept_notice: true` the customer's agreement to the privacy notice's current " +
          'version is recorded, and with `marketing: true` a yes to offers; `consent_needed` says ' +
          'whether they have still to agree to the current version (decision 0100).',
        body: verifyOtpRequestSchema,
        response: { 200: verifyOtpReplySchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await auth.verifyCode({
        phoneNumber: request.body.phone_number,
        otp: request.body.otp,
        language: request.body.language_preference,
        ip: request.ip,
        ...userAgentAndPlace(request),
        acceptNotice: request.body.accept_notice,
        marketing: request.body.marketing,
      })),
    }),
  );

  app.post(
    '/api/auth/logout',
    {
      // A session still owing its second factor may sign out too (decision 0106).
      onRequest: app.requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Ends this session; its token is refused afterwards',
        security: [{ bearer: [] }],
        response: { 200: okReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      await auth.logout(request.bearerToken!);
      return { success: true as const };
    },
  );
};
