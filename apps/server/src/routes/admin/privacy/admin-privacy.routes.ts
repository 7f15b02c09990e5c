import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNoticeReplySchema,
  adminNoticeRequestSchema,
  errorReplySchema,
  idempotencyHeadersSchema,
  offerReplySchema,
  offerRequestSchema,
} from '@portal/contracts';
import { createIdempotency } from '../../../modules/idempotency/idempotent-call';
import { createOffers } from '../../../modules/privacy/consents/offers';
import type { NoticeService } from '../../../modules/privacy/notice/notice.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };

/** The office's privacy notice and its offers (decision 0100): the admin's. */
export const adminPrivacyRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (
  app,
  { notices },
) => {
  const offers = createOffers(app.db);
  const idempotency = createIdempotency(app.db);

  app.get(
    '/api/admin/privacy/notice',
    {
      schema: {
        tags,
        security,
        summary:
          "The notice's current text as written (its {{placeholders}} unfilled), the names it " +
          'may use, and every version with who published it and how many customers agreed to it',
        response: { 200: adminNoticeReplySchema, ...failures },
      },
    },
    () => notices.adminView(),
  );

  app.put(
    '/api/admin/privacy/notice',
    {
      schema: {
        tags,
        security,
        summary:
          'Publishes a new version (HTML cleaned by the content pages’ allow-list), in the ' +
          'activity log; customers are asked to agree to it on their next visit',
        body: adminNoticeRequestSchema,
        response: { 200: adminNoticeReplySchema, ...failures },
      },
    },
    (request) => notices.publish(request.user!.id, request.body),
  );

  app.post(
    '/api/admin/privacy/offers',
    {
      schema: {
        tags,
        security,
        summary:
          'Queues an offer (message kind `offer`) to every customer whose latest word on offers ' +
          'is yes, by their channels in their language; one dropped at sending if they withdrew',
        body: offerRequestSchema,
        headers: idempotencyHeadersSchema,
        response: { 201: offerReplySchema, ...failures, 409: errorReplySchema },
      },
    },
    // A second click, or the form sent again after a lost reply, with its Idempotency-Key sends once.
    (request, reply) =>
      idempotency.run(request, reply, {
        operation: 'admin.privacy.offers',
        fingerprint: request.body,
        status: 201,
        call: async () => ({
          success: true as const,
          ...(await offers.send(request.user!.id, request.body)),
        }),
      }),
  );
};
