import { multipartRoutes } from '../../lib/http/multipart-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '@portal/contracts';
import { AppError } from '../../lib/errors/app-error';
import { sameHex, sha256Hex } from '../../lib/secrets/secrets';
import { readInboundSms } from '../../modules/opt-out/msg91-inbound';
import { createOptOutService } from '../../modules/opt-out/opt-out.service';
import {
  isValidWhatsappSignature,
  readWhatsappEvents,
} from '../../modules/opt-out/whatsapp-webhook';

export interface OptOutRoutesOptions {
  /** Signs the unsubscribe links (AUTH_SECRET). */
  secret: string;
  webhooks?: {
    whatsappVerifyToken?: string | null;
    whatsappAppSecret?: string | null;
    msg91InboundToken?: string | null;
  };
}

const successReplySchema = z.object({ success: z.literal(true) });
const unsubscribeQuerySchema = z.object({ token: z.string().max(200).optional() });
/** A JSON `{token}`, or the RFC 8058 form `List-Unsubscribe=One-Click` (the token then is in the address). */
const unsubscribeBodySchema = z
  .object({
    token: z.string().max(200).optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .nullish();
const verificationQuerySchema = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

/** Equal secrets, compared in constant time whatever their lengths. */
const sameSecret = (given: string | undefined, expected: string | null | undefined) =>
  Boolean(given && expected) && sameHex(sha256Hex(given!), sha256Hex(expected!));

/**
 * Ways to stop hearing from us without signing in: the e-mail unsubscribe link (and its one-click
 * POST from mail clients), STOP replies by WhatsApp (Meta's signed webhook) and by SMS (MSG91's
 * inbound callback, with a shared token in its address).
 */
export const optOutRoutes: FastifyPluginAsyncZod<OptOutRoutesOptions> = async (
  app,
  { secret, webhooks = {} },
) => {
  const optOut = createOptOutService({ db: app.db, secret, log: app.log });

  // Mail clients' one-click POST and MSG91's callbacks may come as forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // The one-click POST may also come as multipart/form-data; its one field (List-Unsubscribe=One-Click) is not read.
  await multipartRoutes(app, { fields: 5, fieldSize: 1024, files: 0, parts: 5 }, (scope) =>
    scope.post(
      '/api/messages/unsubscribe',
      {
        schema: {
          tags: ['messages'],
          summary:
            "Turns e-mail off for the link's customer (the unsubscribe page, and mail clients' " +
            'one-click POST of RFC 8058)',
          querystring: unsubscribeQuerySchema,
          body: unsubscribeBodySchema,
          consumes: [
            'application/json',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
          ],
          response: { 200: successReplySchema, 400: errorReplySchema },
        },
      },
      async (request) => {
        await optOut.unsubscribeEmail(request.query.token ?? request.body?.token);
        return { success: true as const };
      },
    ),
  );

  app.get(
    '/api/webhooks/whatsapp',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          "Meta's verification of the WhatsApp webhook: the challenge back when the verify token matches",
        querystring: verificationQuerySchema,
        produces: ['text/plain'],
        response: {
          200: z.string().describe('hub.challenge, as text/plain'),
          403: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const challenge = query['hub.challenge'] ?? '';
      if (
        query['hub.mode'] !== 'subscribe' ||
        !sameSecret(query['hub.verify_token'], webhooks.whatsappVerifyToken) ||
        !/^[\w-]{1,200}$/.test(challenge)
      ) {
        throw new AppError('WEBHOOK_FORBIDDEN');
      }
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    '/api/webhooks/msg91/inbound',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'Texts customers send to the long code (MSG91, JSON or form, ?token= the shared secret): STOP turns SMS off',
        querystring: z.looseObject({ token: z.string().optional() }),
        body: z.unknown(),
        response: { 200: successReplySchema, 403: errorReplySchema },
      },
    },
    async (request) => {
      const { token, ...queryFields } = request.query;
      if (!sameSecret(token, webhooks.msg91InboundToken)) throw new AppError('WEBHOOK_FORBIDDEN');
      const texts = readInboundSms(request.body ?? queryFields);
      for (const sms of texts) await optOut.handleReply('sms', sms.from, sms.text);
      return { success: true as const };
    },
  );

  // Meta signs the webhook over its exact bytes: this scope keeps the raw body.
  await app.register(async (rawScope) => {
    rawScope.removeContentTypeParser('application/json');
    rawScope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    rawScope.post(
      '/api/webhooks/whatsapp',
      {
        schema: {
          tags: ['webhooks'],
          summary:
            'WhatsApp Cloud API events, signed with the app secret (X-Hub-Signature-256): ' +
            'a STOP reply turns WhatsApp off',
          response: { 200: successReplySchema, 400: errorReplySchema, 403: errorReplySchema },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-hub-signature-256'];
        const appSecret = webhooks.whatsappAppSecret;
        if (
          !appSecret ||
          !isValidWhatsappSignature(
            rawBody,
            typeof signature === 'string' ? signature : undefined,
            appSecret,
          )
        ) {
          throw new AppError('WEBHOOK_FORBIDDEN');
        }
        let payload: unknown;
        try {
          payload = JSON.parse(rawBody.toString('utf8'));
        } catch {
          throw new AppError('WEBHOOK_REJECTED');
        }
        const { replies, statuses } = readWhatsappEvents(payload);
        for (const reply of replies) await optOut.handleReply('whatsapp', reply.from, reply.text);
        for (const status of statuses.filter((entry) => entry.status === 'failed'))
          await optOut.messageUndelivered('whatsapp', status.id, status.errors);
        return { success: true as const };
      },
    );
  });
};
