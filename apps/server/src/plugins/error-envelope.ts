import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorReply } from '@portal/contracts';
import { AppError } from '../lib/errors/app-error';
import { isDatabaseUnavailable, isDiskFull } from '../lib/errors/db-errors';
import { errorMessages, validationMessage } from '../lib/errors/messages';
import { requestLanguage } from '../lib/http/request-language';
import { applySecurityHeaders } from './security-headers';

/** What an error reply says: its status, its code, and per field what is wrong, perhaps more. */
interface ErrorToSend {
  status: number;
  code: ErrorCode;
  fields?: Record<string, string>;
  extra?: Pick<ErrorReply, 'consultations'>;
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, code, fields, extra }: ErrorToSend,
) {
  const language = requestLanguage(request);
  const body: ErrorReply = {
    success: false,
    error: errorMessages[code][language],
    code,
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
    ...extra,
    request_id: String(request.id),
  };
  if (status === 429) request.server.metrics.refused(request.routeOptions.url, code);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** What a caller is told to wait after DATABASE_UNAVAILABLE: a restart or failover takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'VALIDATION_FAILED',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Every failure leaves as the error envelope (decision 0006), in the request's language, with
 * the request id; never a stack, SQL or other internals.
 */
export const errorEnvelope = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.slice(1).replaceAll('/', '.') || error.validationContext || 'request';
        const missing =
          issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
        fields[field] ??= validationMessage(issue.message ?? '', missing, language);
      }
      return sendError(request, reply, { status: 400, code: 'VALIDATION_FAILED', fields });
    }

    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([field, key]) => [
              field,
              validationMessage(key, false, language),
            ]),
          )
        : undefined;
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, {
        status: error.statusCode,
        code: error.code,
        fields,
        extra: error.extra,
      });
    }

    const status = error.statusCode ?? 500;
    const code =
      status < 500 ? (codeByStatus[status] ?? 'VALIDATION_FAILED') : codeByStatus[status];
    if (code && status < 600) {
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return sendError(request, reply, { status, code });
    }

    if (isDiskFull(error)) {
      // Nothing was written. The embedded database's disk is this server's own: /readyz and the
      // office's banner say so until a check finds room again (a PostgreSQL server's disk is not).
      request.log.error({ err: error }, 'the database could not write: its disk is full');
      if (app.database.kind === 'pglite') app.storage.noteFull();
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, { status: 503, code: 'DATABASE_UNAVAILABLE' });
    }

    if (isDatabaseUnavailable(error)) {
      // A restart, a failover or a cut connection: the pool makes new connections by itself.
      request.log.warn({ err: error }, 'the database could not be reached');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, { status: 503, code: 'DATABASE_UNAVAILABLE' });
    }

    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, { status: 500, code: 'INTERNAL_ERROR' });
  });
});

/**
 * Fastify's own refusals made before routing (a URL that does not decode, a path parameter
 * longer than the router takes): the same envelope and headers, never the URL echoed back.
 * Passed to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  applySecurityHeaders(request.raw, reply.raw);
  reply.header('x-request-id', request.id).header('cache-control', 'no-store');
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void sendError(request, reply, { status, code: 'VALIDATION_FAILED' });
}

/**
 * A request Node's HTTP parser refuses before Fastify sees it (headers too large, a URL too
 * long, bytes that are not HTTP): still the envelope, with an id and the headers that matter for
 * a JSON reply. No language can be read from it, so the message is English.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'HPE_URI_TOO_LONG'
        ? 414
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
  const code: ErrorCode = status === 431 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED';
  const requestId = randomUUID();
  const body = JSON.stringify({
    success: false,
    error: errorMessages[code].english,
    code,
    request_id: requestId,
  } satisfies ErrorReply);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${requestId}`,
        'X-Content-Type-Options: nosniff',
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}

export { sendError };
