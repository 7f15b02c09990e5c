import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { AppError } from '../../errors/app-error';

/** Uploads one person may send at once unless UPLOADS_PER_PERSON says otherwise. */
export const DEFAULT_UPLOADS_PER_PERSON = 3;
/** What a person refused is told to wait: an upload on a slow phone takes a while. */
const RETRY_AFTER_SECONDS = 10;

declare module 'fastify' {
  interface FastifyInstance {
    /** Holds each multipart upload while it runs (lib/http/multipart-routes.ts adds it to those routes). */
    uploadGate: preHandlerHookHandler;
  }
}

const personOf = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `address:${request.ip}`;

/**
 * At most `perPerson` multipart uploads of one person (the signed-in account, else the address)
 * in this process at once: each holds a socket and a temporary file until it ends, so a person
 * who starts hundreds of slow ones is refused beyond the few a real customer needs (429
 * UPLOADS_IN_PROGRESS, with Retry-After). An upload is held until its reply is sent or its
 * connection closes.
 */
export function createUploadGate(perPerson: number): preHandlerHookHandler {
  const held = new Map<string, number>();
  return (request, reply, done) => {
    if (!request.isMultipart()) return done();
    const person = personOf(request);
    const holding = held.get(person) ?? 0;
    if (holding >= perPerson)
      return done(new AppError('UPLOADS_IN_PROGRESS', { retryAfterSeconds: RETRY_AFTER_SECONDS }));
    held.set(person, holding + 1);
    reply.raw.once('close', () => {
      const left = (held.get(person) ?? 1) - 1;
      if (left > 0) held.set(person, left);
      else held.delete(person);
    });
    done();
  };
}
