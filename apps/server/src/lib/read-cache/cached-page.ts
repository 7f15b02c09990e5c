import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedBytes, sendCachedBytes, type CachedBytes } from './cached-json';
import type { ReadCacheKey } from './read-cache';

/** A page of the web app cached in memory with its validator: made once, not on every visit. */
export type CachedPage = CachedBytes & { etag: string };

/**
 * A page cached with its validator. `origin` says what it is current for, when it is (a page cached in
 * the read cache under `key`, or one drawn from the read cache's `sources`): only such a page may be
 * replayed before Fastify (replayed-replies.ts).
 */
export function cachedPage(
  bytes: Buffer,
  origin: { key?: ReadCacheKey; sources?: readonly CachedBytes[] } = {},
): CachedPage {
  return {
    ...cachedBytes(bytes, origin.key),
    ...(origin.sources ? { sources: origin.sources } : {}),
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
  };
}

/** A page, revalidated on every visit (no-cache): 304 when the browser holds this very page. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): void {
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) reply.code(304).send();
  else void sendCachedBytes(request, reply, page, 'text/html; charset=utf-8');
}
