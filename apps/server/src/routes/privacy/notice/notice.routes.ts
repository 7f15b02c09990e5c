import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, noticeQuerySchema, privacyNoticeReplySchema } from '@portal/contracts';
import type { NoticeService } from '../../../modules/privacy/notice/notice.service';

/** The privacy notice anyone may read (decision 0100): /privacy, and what sign-in links to. */
export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (
  app,
  { notices },
) => {
  app.get(
    '/api/privacy/notice',
    {
      schema: {
        tags: ['privacy'],
        summary:
          "The privacy notice's current version in a language: cleaned HTML with the office's " +
          'grievance contact and retention periods filled in, and those settings beside it',
        querystring: noticeQuerySchema,
        response: { 200: privacyNoticeReplySchema, 400: errorReplySchema },
      },
    },
    (request) => notices.publicNotice(request.query.language),
  );
};
