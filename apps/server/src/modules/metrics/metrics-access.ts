import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds: a request carrying one came through a proxy, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

const isLoopback = (address: string | undefined): boolean => address !== undefined && (address === '::1' || /^(?:::ffff:)?127\./.test(address));

/**
 * A request from this machine itself: its connection comes from a loopback address, the client
 * address the app works out (request.ip, through TRUST_PROXY) is one too, and no proxy says it
 * forwarded the request. A reverse proxy on the same machine connects from loopback, so the
 * forwarding headers it adds are what tell its visitors from a local scraper.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** `Authorization: Bearer <token>`, the scheme in any case (as the sign-in's tokens are read). */
const BEARER = /^bearer +(\S+)$/i;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The given token against METRICS_TOKEN, in time that does not depend on where they differ. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const given = typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Who may read /metrics: anyone on this machine; elsewhere, a caller with METRICS_TOKEN. Without
 * METRICS_TOKEN the metrics are not offered off this machine at all (404, as if there were none).
 */
export function metricsAccess(request: FastifyRequest, token: string | null): 'allowed' | 'not_offered' | 'unauthenticated' {
  if (fromThisMachine(request)) return 'allowed';
  if (token === null) return 'not_offered';
  return carriesToken(request, token) ? 'allowed' : 'unauthenticated';
}
