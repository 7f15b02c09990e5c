import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Declares routes that take multipart bodies (a booking's files, the office's report, a mail
 * client's one-click unsubscribe) in a scope of their own with the multipart parser.
 * @fastify/multipart adds three hooks to every route of the scope it is registered in (a
 * promise each and a listener on every reply); on the whole app they were a measurable part of
 * every call (decision 0037). Elsewhere a multipart body is 415 UNSUPPORTED_MEDIA_TYPE. One
 * person's uploads at once are held to a few (lib/http/connections/upload-gate.ts).
 */
export async function multipartRoutes(
  app: ZodApp,
  limits: NonNullable<FastifyMultipartOptions['limits']>,
  declare: (scope: ZodApp) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits });
    scope.addHook('preHandler', app.uploadGate);
    declare(scope.withTypeProvider<ZodTypeProvider>());
  });
}
