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
          'A proof-of-work challenge (ALTCHA) to solve before send-otp (and before verify-otp after wrong codes), or required: false when the captcha is off',
        description:
          "The work asked grows with the share of the hour's sign-in budget already used, up to " +
          'ten times at a spent budget (decision 0105).',
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
        summary: 'Sends a 6-digit sign-in code by SMS on a new request; answers its request_id',
        description:
          'The code belongs to the request: verify-otp needs the `request_id` answered here, so ' +
          "nobody else can guess at or spend it, and a number keeps a few live requests (another's " +
          'send replaces nothing). With the `device_token` a device got from verify-otp, the send ' +
          "is counted for that device alone, never refused for strangers' sends to the number, and " +
          'may use the reserve of the hourly budget, as office numbers may (decision 0105). Only ' +
          "to mobiles of the countries served (SIGN_IN_COUNTRIES, or the office's choice): " +
          'others get 422 COUNTRY_NOT_SERVED before anything is sent or stored. Past the hourly ' +
          'budget of codes (SIGN_IN_CODES_PER_HOUR less SIGN_IN_RESERVE_PERCENT, all server ' +
          'processes together) the answer is 429 SIGN_IN_PAUSED with Retry-After until the hour ends.',
        body: sendOtpRequestSchema,
        response: { 200: sendOtpReplySchema, ...failures, 422: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await auth.sendCode({
        phoneNumber: request.body.phone_number,
        captcha: request.body.captcha,
        deviceToken: request.body.device_token,
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
        summary:
          "Checks the code of send-otp's request; signs in (a first sign-in creates the account)",
        description:
          'Only the request named by `request_id` is checked: an unknown or ended one is 400 ' +
          'OTP_REQUEST_UNKNOWN and changes nothing. Five wrong codes end the request; from the ' +
          'third, each try needs a solved `captcha` too (400 CAPTCHA_REQUIRED without it); 20 ' +
          'wrong codes a day across requests refuse that kind of request (known device or not) ' +
          'for the day. The reply carries a `device_token`: given back to send-otp and verify-otp ' +
          'next time, it marks this device as one that signed in (decision 0105). ' +
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
        requestId: request.body.request_id,
        otp: request.body.otp,
        captcha: request.body.captcha,
        deviceToken: request.body.device_token,
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
