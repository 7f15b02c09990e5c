import type { FastifyRequest } from 'fastify';

/**
 * `Authorization: Bearer <credentials>`: the scheme's name in any case and one or more spaces
 * before them, as RFC 9110 (section 11.1) and RFC 6750 read it; `bearer x` and `BEARER x` are the
 * same. The credentials as given, or null without them. Each caller checks their shape itself.
 */
const BEARER = /^bearer +(\S+)$/i;

export function bearerCredentials(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined) ?? null;
}
