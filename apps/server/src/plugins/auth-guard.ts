import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors/app-error';
import { sha256Hex } from '../lib/secrets/secrets';
import type { UserRow } from '../modules/auth/auth.service';
import type { AuthService } from '../modules/auth/auth.service';
import { bearerCredentials } from '../lib/http/bearer-credentials';
import { mayUse } from '@portal/contracts/office-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, on routes guarded by `app.requireUser`. */
    user: UserRow | null;
    /** The bearer token of the request, when it carried one. */
    bearerToken: string | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * requireUser, then the office role the route's row of the access table (contracts
     * office-access.ts) names: 403 for a customer and for a role the row leaves out.
     */
    requireOffice: (request: FastifyRequest) => Promise<void>;
  }
}

/** The route's row in the office access table: "METHOD /pattern" (a HEAD is its GET's). */
export function officeCallOf(request: FastifyRequest): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return `${method} ${request.routeOptions.url ?? ''}`;
}

/**
 * The astrologer whose consultations alone an office call may find, for a signed-in astrologer;
 * undefined for admin and desk (every consultation). Repositories apply it in their queries.
 */
export function ownConsultationsOf(request: FastifyRequest): number | undefined {
  const user = request.user;
  if (!user || user.role === 'admin' || user.role === 'desk') return undefined;
  // An office call reaches here only past requireOffice; a role without an astrologer sees nothing.
  return user.astrologerId ?? 0;
}

/** A session's token (secrets.ts newSessionToken): anything else is no token at all. */
const SESSION_TOKEN = /^[\w-]{20,200}$/;

function bearerTokenOf(request: FastifyRequest): string | null {
  const credentials = bearerCredentials(request);
  return credentials !== null && SESSION_TOKEN.test(credentials) ? credentials : null;
}

/**
 * The one auth check for every call marked bearer in docs/product.md's list of calls: a live session's token,
 * or 401 'Authentication required. Please log in again.'
 */
export const authGuard = fp<{ auth: AuthService }>(async (app, { auth }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('bearerToken', null);
  /**
   * The person behind a token, kept a few seconds (by the token's hash) so a screen's calls do
   * not each ask the database; dropped by any signed-in change, here and in every other process
   * (app.ts). A token that finds no one is never kept: it throws, and a failed load is not kept.
   */
  const userOf = (token: string) =>
    app.readCache
      .cached(`sessions:${sha256Hex(token)}`, async () => {
        const user = await auth.userForToken(token);
        if (!user) throw new AppError('UNAUTHENTICATED');
        return user;
      })
      .catch((error: unknown) => {
        if (error instanceof AppError) return undefined;
        throw error;
      });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerTokenOf(request);
    const user = token ? await userOf(token) : undefined;
    if (!token || !user) throw new AppError('UNAUTHENTICATED');
    request.user = user;
    request.bearerToken = token;
  });
  app.decorate('requireOffice', async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!mayUse(request.user?.role, officeCallOf(request))) throw new AppError('FORBIDDEN');
  });
});
