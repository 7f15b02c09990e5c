import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import { requestIdFor } from '../http/request-id';
import { addRouteHook } from '../http/route-hooks';
import { pathOf } from '../http/url-path';
import type { RequestLines } from '../http/server-loggers';
import type { RequestMeter } from '../http/request-meter';
import { encodingFor, cachedBody, type Encoding, type CachedBytes } from './cached-json';
import type { ReadCache } from './read-cache';
import { cookieLanguage } from '../http/language-cookie';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's GET answers come from the read cache and depend on nothing but the address and
     * the Accept-Encoding (no session, no cookie, no body): they may be replayed before Fastify
     * (replayed-replies.ts). Never on a route that needs a signed-in person, nor on one with a
     * hook that must run on every call (a rate limit): a replayed answer runs no hook.
     * 'per-language-cookie': the answer also depends on the language cookie (a page the server
     * draws in the visitor's language), and is recorded once per address and language.
     */
    replayable?: boolean | 'per-language-cookie';
  }
  interface FastifyReply {
    /** The cached bytes this reply sent (sendCachedBytes). */
    cachedReply: CachedBytes | null;
  }
}

/** Past this many addresses the table starts again empty: unknown query parameters could otherwise make it grow. */
const MAX_ADDRESSES = 1_000;

/**
 * Whether cached bytes say what they are current for: where the read cache keeps them, or the read
 * cache's replies they were drawn from.
 */
const saysWhenCurrent = (cached: CachedBytes | null): cached is CachedBytes =>
  cached !== null && (cached.key !== undefined || (cached.sources?.length ?? 0) > 0);

/** Whether cached bytes are still what the read cache holds (or were drawn from replies it still holds). */
function stillCached(cache: ReadCache, cached: CachedBytes): boolean {
  if (cached.key !== undefined) return cache.peek(cached.key) === cached;
  return (
    (cached.sources?.length ?? 0) > 0 &&
    cached.sources!.every((source) => stillCached(cache, source))
  );
}

/**
 * A reply as Fastify sent it: its headers (name, value, name, value…) before and after the request's
 * id, and its body's bytes as a latin1 string. Node writes a string body in the same write as the
 * headers (one send call); a Buffer body goes out with them in a writev of two pieces, which cost the
 * replayed call about a third of its time (bench:api profile, decision 0043).
 */
interface Recorded {
  before: string[];
  after: string[];
  latin1Body: string;
}

interface Address {
  /** The cached bytes the replies came from (current while the read cache holds them or what they were drawn from). */
  cached: CachedBytes;
  /** The route's pattern, for the metrics. */
  route: string | undefined;
  byEncoding: Map<Encoding | 'identity', Recorded>;
}

export interface ReplayedReplies {
  /** Answers a request with a reply recorded for its address; false when there is none to give (Fastify answers). */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * Answers to read-mostly calls, replayed before Fastify (decision 0043). The first GET of an
 * address on a `replayable` route goes through Fastify as any call, with every hook; the reply it
 * sent (status 200, its headers, its body for the client's encoding) is recorded beside the read
 * cache's cached bytes it came from. The next GET of that very address, with the same encoding, is
 * answered with those headers and bytes, a request id of its own, its log line and its count in
 * the metrics, without
 * routing, hooks or validation: they gave this answer for this address and give it again until
 * the cached bytes change. When the office changes something, the read cache drops the bytes (here
 * and in every other process), the recorded reply no longer matches them, and the call goes
 * through Fastify again.
 */
function createReplayedReplies(
  cache: ReadCache,
  lines: RequestLines | null,
  meter: RequestMeter | null,
): ReplayedReplies & { record: onResponseHookHandler } {
  const addresses = new Map<string, Address>();
  /** The addresses whose answers are recorded per language cookie (under addressKey's key). */
  const perLanguage = new Set<string>();
  const addressKey = (url: string, cookie: string | undefined) =>
    perLanguage.has(url) ? `${url}\n${cookieLanguage(cookie)}` : url;

  const record: onResponseHookHandler = (request, reply, done) => {
    const cached = reply.cachedReply;
    if (request.method !== 'GET' || reply.statusCode !== 200 || !saysWhenCurrent(cached))
      return done();
    const headers = reply.getHeaders();
    if (headers['set-cookie'] !== undefined) return done();
    if (addresses.size >= MAX_ADDRESSES) {
      addresses.clear();
      perLanguage.clear();
    }
    if (request.routeOptions.config.replayable === 'per-language-cookie')
      perLanguage.add(request.url);
    const key = addressKey(request.url, request.headers.cookie);
    let address = addresses.get(key);
    if (address?.cached !== cached) {
      address = { cached, route: request.routeOptions.url, byEncoding: new Map() };
      addresses.set(key, address);
    }
    const encoding = encodingFor(cached, request.headers['accept-encoding']);
    const recorded: Recorded = {
      before: [],
      after: [],
      latin1Body: cachedBody(cached, encoding).toString('latin1'),
    };
    let side = recorded.before;
    for (const [name, value] of Object.entries(headers)) {
      if (name === 'x-request-id') side = recorded.after;
      else if (value !== undefined) side.push(name, String(value));
    }
    address.byEncoding.set(encoding ?? 'identity', recorded);
    done();
  };

  return {
    record,
    answer(request, response) {
      const { headers } = request;
      // A body, or a validator to answer with a 304: Fastify's.
      if (
        request.method !== 'GET' ||
        headers['content-length'] !== undefined ||
        headers['transfer-encoding'] !== undefined ||
        headers['if-none-match'] !== undefined
      )
        return false;
      const url = request.url ?? '';
      const key = addressKey(url, headers.cookie);
      const address = addresses.get(key);
      if (!address) return false;
      if (!stillCached(cache, address.cached)) {
        addresses.delete(key);
        return false;
      }
      const recorded = address.byEncoding.get(
        encodingFor(address.cached, headers['accept-encoding']) ?? 'identity',
      );
      if (!recorded) return false;
      const started = performance.now();
      const id = requestIdFor(headers['x-request-id']);
      response.writeHead(200, [...recorded.before, 'x-request-id', id, ...recorded.after]);
      response.end(recorded.latin1Body, 'latin1');
      const ms = performance.now() - started;
      lines?.write({
        reqId: id,
        method: 'GET',
        path: pathOf(url),
        status: 200,
        ms: Math.round(ms),
      });
      meter?.replayed(address.route, ms / 1000);
      return true;
    },
  };
}

/**
 * Records the replies of `replayable` routes and answers with them ahead of Fastify's own
 * request handler, on the server Fastify made (its timeouts and limits stay as Fastify set them).
 */
export function replayBeforeFastify(
  app: FastifyInstance,
  cache: ReadCache,
  lines: RequestLines | null,
  meter: RequestMeter | null = null,
): ReplayedReplies {
  const replies = createReplayedReplies(cache, lines, meter);
  app.decorateReply('cachedReply', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.replayable) addRouteHook(route, 'onResponse', replies.record);
  });
  const server: Server = app.server;
  const [fastifyHandler, ...others] = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (!fastifyHandler || others.length > 0)
    throw new Error('replayBeforeFastify expects Fastify alone to handle requests');
  server.removeListener('request', fastifyHandler);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!replies.answer(request, response)) fastifyHandler(request, response);
  });
  return replies;
}
