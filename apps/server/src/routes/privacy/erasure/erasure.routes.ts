import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eraseAccountRequestSchema,
  erasurePreviewReplySchema,
  erasureReplySchema,
  errorReplySchema,
} from '@portal/contracts';
import type { PaymentGateway } from '../../../lib/payments/payment-gateway';
import { requestLanguage } from '../../../lib/http/request-language';
import type { AuthService } from '../../../modules/auth/auth.service';
import { createErasureService } from '../../../modules/privacy/erasure/erasure.service';

const security = [{ bearer: [] }];

/**
 * A customer deletes their own account (decision 0101): what it would do, then the erasure,
 * confirmed with a sign-in code sent just before (POST /api/auth/send-otp to their own number).
 */
export const erasureRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  gateway: PaymentGateway;
  backupKeepDays: number | null;
}> = async (app, { auth, gateway, backupKeepDays }) => {
  const erasure = createErasureService({
    db: app.db,
    blobs: app.blobs,
    gateway,
    auth,
    log: app.log,
    backupKeepDays,
  });

  app.get(
    '/api/user/erase',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'What deleting the account would do now: the consultations to come it cancels (with ' +
          'everything paid back), how long backups keep erased data, how long receipts stay',
        security,
        response: { 200: erasurePreviewReplySchema, 401: errorReplySchema },
      },
    },
    (request) => erasure.preview(request.user!.id),
  );

  app.post(
    '/api/user/erase',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: "Deletes the signed-in customer's account, confirmed with a fresh sign-in code",
        description:
          "Send a code first with POST /api/auth/send-otp to the account's own number, and give " +
          'its `request_id` with the code. A wrong, expired or spent code, or an unknown request, ' +
          'is 400 (OTP_INVALID, OTP_EXPIRED, OTP_ATTEMPTS_EXHAUSTED, OTP_REQUEST_UNKNOWN, ' +
          'CAPTCHA_REQUIRED after three wrong codes) and ' +
          'erases nothing. Then, in one transaction: the consultations to come are cancelled with ' +
          'everything paid given back (online through the gateway; cash is owed at the office), ' +
          "the customer's personal data is erased, every session ends. Receipts and credit notes " +
          'stay, naming "Erased customer N". An office account is 409 ACCOUNT_NOT_ERASABLE.',
        security,
        body: eraseAccountRequestSchema,
        response: {
          200: erasureReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    (request) =>
      erasure.eraseOwn(
        request.user!,
        {
          requestId: request.body.request_id,
          otp: request.body.otp,
          captcha: request.body.captcha,
        },
        request.ip,
        requestLanguage(request),
      ),
  );
};
