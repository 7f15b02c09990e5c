import type { FastifyRequest } from 'fastify';
import { placeOf, type SessionClient } from '../../modules/sessions/session-client';

/**
 * What a new session records of the request's client (modules/sessions). The place headers count
 * only when the request came through the proxy the server trusts (TRUST_PROXY): then Fastify took
 * the client's address from the proxy's X-Forwarded-For, and it differs from the socket's peer.
 */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  const throughTrustedProxy = request.ip !== request.socket.remoteAddress;
  return {
    userAgent: request.headers['user-agent'],
    ip: request.ip,
    place: placeOf(request.headers, throughTrustedProxy),
  };
}
