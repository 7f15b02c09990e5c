import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import { requestIdFor } from '../http/request-id';
import { addRouteHook } from '../http/route-hooks';
import { pathOf } from '../http/url-path';
import type { RequestLines } from '../http/server-loggers';
import type { RequestMeter } from '../http/request-meter';
import { encodingFor, keptBody, type Encoding, type KeptBytes } from './cached-json';
import type { ReadCache, ReadCacheKey } from './read-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's GET answers come from the read cache and depend on nothing but the address and
     * the Accept-Encoding (no session, no cookie, no body): they may be replayed before Fastify
     * (replayed-replies.ts). Never on a route that needs a signed-in person, nor on one with a
     * hook that must run on every call (a rate limit): a replayed answer runs no hook.
     */
    replayable?: boolean;
  }
  interface FastifyReply {
    /** The kept bytes this reply sent (sendKeptBytes). */
    keptReply: KeptBytes | null;
  }
}

/** Past this many addresses the table starts again empty: unknown query parameters could otherwise make it grow. */
const MAX_ADDRESSES = 1_000;

/** Whether kept bytes are the read cache's (they say where it keeps them). */
const isReadCacheReply = (kept: KeptBytes | null): kept is KeptBytes & { key: ReadCacheKey } => kept?.key !== undefined;

/** A reply as Fastify sent it: its headers (name, value, name, value…) before and after the request's id, and its body. */
interface Recorded {
  before: string[];
  after: string[];
  body: Buffer;
}

interface Address {
  /** The read cache's bytes the replies came from, and where the cache keeps them. */
  kept: KeptBytes & { key: ReadCacheKey };
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
 * cache's kept bytes it came from. The next GET of that very address, with the same encoding, is
 * answered with those headers and bytes, a request id of its own, its log line and its count in
 * the metrics, without
 * routing, hooks or validation: they gave this answer for this address and give it again until
 * the kept bytes change. When the office changes something, the read cache drops the bytes (here
 * and in every other process), the recorded reply no longer matches them, and the call goes
 * through Fastify again.
 */
function createReplayedReplies(cache: ReadCache, lines: RequestLines | null, meter: RequestMeter | null): ReplayedReplies & { record: onResponseHookHandler } {
  const addresses = new Map<string, Address>();

  const record: onResponseHookHandler = (request, reply, done) => {
    const kept = reply.keptReply;
    if (request.method !== 'GET' || reply.statusCode !== 200 || !isReadCacheReply(kept)) return done();
    const headers = reply.getHeaders();
    if (headers['set-cookie'] !== undefined) return done();
    let address = addresses.get(request.url);
    if (address?.kept !== kept) {
      if (addresses.size >= MAX_ADDRESSES) addresses.clear();
      address = { kept, route: request.routeOptions.url, byEncoding: new Map() };
      addresses.set(request.url, address);
    }
    const encoding = encodingFor(kept, request.headers['accept-encoding']);
    const recorded: Recorded = { before: [], after: [], body: keptBody(kept, encoding) };
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
      if (request.method !== 'GET' || request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined) return false;
      const url = request.url ?? '';
      const address = addresses.get(url);
      if (!address) return false;
      if (cache.peek(address.kept.key) !== address.kept) {
        addresses.delete(url);
        return false;
      }
      const recorded = address.byEncoding.get(encodingFor(address.kept, request.headers['accept-encoding']) ?? 'identity');
      if (!recorded) return false;
      const started = performance.now();
      const id = requestIdFor(request.headers['x-request-id']);
      response.writeHead(200, [...recorded.before, 'x-request-id', id, ...recorded.after]);
      response.end(recorded.body);
      const ms = performance.now() - started;
      lines?.write({ reqId: id, method: 'GET', path: pathOf(url), status: 200, ms: Math.round(ms) });
      meter?.replayed(address.route, ms / 1000);
      return true;
    },
  };
}

/**
 * Records the replies of `replayable` routes and answers with them ahead of Fastify's own
 * request handler, on the server Fastify made (its timeouts and limits stay as Fastify set them).
 */
export function replayBeforeFastify(app: FastifyInstance, cache: ReadCache, lines: RequestLines | null, meter: RequestMeter | null = null): ReplayedReplies {
  const replies = createReplayedReplies(cache, lines, meter);
  app.decorateReply('keptReply', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.replayable) addRouteHook(route, 'onResponse', replies.record);
  });
  const server: Server = app.server;
  const [fastifyHandler, ...others] = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  if (!fastifyHandler || others.length > 0) throw new Error('replayBeforeFastify expects Fastify alone to handle requests');
  server.removeListener('request', fastifyHandler);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!replies.answer(request, response)) fastifyHandler(request, response);
  });
  return replies;
}
