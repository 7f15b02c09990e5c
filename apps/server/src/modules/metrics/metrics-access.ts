import type { FastifyRequest } from 'fastify';
import { bearerCredentials } from '../../lib/http/bearer-credentials';
import { sameHex, sha256Hex } from '../../lib/secrets/secrets';

/** Headers a proxy adds: a request carrying one came through a proxy, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(?:::ffff:)?127\./.test(address));

/**
 * A request from this machine itself: its connection comes from a loopback address, the client
 * address the app works out (request.ip, through TRUST_PROXY) is one too, and no proxy says it
 * forwarded the request. A reverse proxy on the same machine connects from loopback, so the
 * forwarding headers it adds are what tell its visitors from a local scraper.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopback(request.socket.remoteAddress) &&
    isLoopback(request.ip) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

/** The given token against METRICS_TOKEN, in time that does not depend on where they differ. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const given = bearerCredentials(request);
  return given !== null && sameHex(sha256Hex(given), sha256Hex(token));
}

/**
 * Who may read /metrics: anyone on this machine; elsewhere, a caller with METRICS_TOKEN. Without
 * METRICS_TOKEN the metrics are not offered off this machine at all (404, as if there were none).
 */
export function metricsAccess(
  request: FastifyRequest,
  token: string | null,
): 'allowed' | 'not_offered' | 'unauthenticated' {
  if (fromThisMachine(request)) return 'allowed';
  if (token === null) return 'not_offered';
  return carriesToken(request, token) ? 'allowed' : 'unauthenticated';
}
