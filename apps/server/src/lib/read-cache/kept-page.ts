import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { keptBytes, sendKeptBytes, type KeptBytes } from './cached-json';

/** A page of the web app kept in memory with its validator: made once, not on every visit. */
export type KeptPage = KeptBytes & { etag: string };

export function keptPage(bytes: Buffer): KeptPage {
  return { ...keptBytes(bytes), etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` };
}

/** A page, revalidated on every visit (no-cache): 304 when the browser holds this very page. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage): void {
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) reply.code(304).send();
  else void sendKeptBytes(request, reply, page, 'text/html; charset=utf-8');
}
