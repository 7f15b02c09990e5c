import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ReadCache, ReadCacheKey } from './read-cache';

/** Replies smaller than this go uncompressed (app.ts gives @fastify/compress the same threshold). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** A reply cached as sent: its bytes and, made on first demand, their compressed forms. */
export interface CachedBytes {
  /** UTF-8 bytes: a Buffer goes to the socket as it is, where a string is encoded on every write. */
  bytes: Buffer;
  compressed: Map<Encoding, Buffer>;
  /**
   * Where the read cache keeps it, for a reply of the read cache (replayed-replies.ts asks whether
   * it is still cached there).
   */
  key?: ReadCacheKey;
  /**
   * For a page drawn from replies of the read cache: those replies (it is current while each of
   * them is still cached).
   */
  sources?: readonly CachedBytes[];
}

export const cachedBytes = (bytes: Buffer, key?: ReadCacheKey): CachedBytes => ({
  bytes,
  compressed: new Map(),
  ...(key ? { key } : {}),
});

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * How cached bytes go to a client that sends this Accept-Encoding: brotli (quality 4, as
 * @fastify/compress) when it takes it, else gzip; null for neither, and for bytes under the threshold.
 */
export function encodingFor(
  cached: CachedBytes,
  header: string | string[] | undefined,
): Encoding | null {
  if (cached.bytes.length < COMPRESS_THRESHOLD_BYTES || typeof header !== 'string') return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

function compress(text: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 4,
        },
      })
    : gzipSync(text);
}

/** A cached reply: at once when it is cached (nearly every call), else its load. */
export type CachedOrLoading = CachedBytes | Promise<CachedBytes>;

/**
 * A reply cached as the bytes it is sent as: checked against its reply schema and serialised once
 * per change, exactly as the route's own serialiser would (zod encode, JSON.stringify), and
 * compressed once per encoding, rather than on every request. Fastify sends a Buffer as it is
 * (under the content type set here). A route that sends cached bytes says `compress: false`:
 * @fastify/compress would leave them alone anyway, but its two hooks on every call cost a fifth of
 * a cached call's time (decision 0037). Its handler is not async: a cached reply is sent in the
 * turn its request arrived (decision 0040).
 */
export function sendCachedJson<Schema extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    cache,
    key,
    schema,
    load,
  }: {
    cache: ReadCache;
    key: ReadCacheKey;
    schema: Schema;
    load: () => Promise<z.output<Schema>>;
  },
): void | Promise<void> {
  return sendCachedBytes(request, reply, cachedJson(cache, key, schema, load), JSON_TYPE);
}

/**
 * The cached bytes of a reply, loaded on a miss: the same object, until the office's next change,
 * for every caller (a route, and a page the server draws with the same answer in it).
 */
export function cachedJson<Schema extends z.ZodType>(
  cache: ReadCache,
  key: ReadCacheKey,
  schema: Schema,
  load: () => Promise<z.output<Schema>>,
): CachedOrLoading {
  return (
    cache.peek<CachedBytes>(key) ??
    cache.cached<CachedBytes>(key, async () =>
      cachedBytes(Buffer.from(JSON.stringify(z.encode(schema, await load()))), key),
    )
  );
}

/**
 * Sends cached bytes as the client takes them: compressed once per encoding (above the threshold),
 * then reused. A handler that is not async may return what this returns: nothing once the reply
 * is sent, or the promise of sending it.
 */
export function sendCachedBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedOrLoading,
  contentType: string,
): void | Promise<void> {
  if (cached instanceof Promise)
    return cached.then((loaded) => sendCachedBytes(request, reply, loaded, contentType));
  reply.type(contentType);
  const encoding = encodingFor(cached, request.headers['accept-encoding']);
  if (encoding) {
    const vary = reply.getHeader('vary');
    reply
      .header('content-encoding', encoding)
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  }
  reply.cachedReply = cached;
  reply.send(cachedBody(cached, encoding));
}

/** Cached bytes as they go in an encoding: compressed the first time, then the same bytes; as they are for none. */
export function cachedBody(cached: CachedBytes, encoding: Encoding | null): Buffer {
  if (!encoding) return cached.bytes;
  let body = cached.compressed.get(encoding);
  if (!body) cached.compressed.set(encoding, (body = compress(cached.bytes, encoding)));
  return body;
}
