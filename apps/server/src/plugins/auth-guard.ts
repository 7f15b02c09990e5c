import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors/app-error';
import { sha256Hex } from '../lib/secrets/secrets';
import type { UserRow } from '../modules/auth/auth.service';
import type { SessionsService, SignedInSession } from '../modules/sessions/sessions.service';
import { bearerCredentials } from '../lib/http/bearer-credentials';
import { mayUse } from '@portal/contracts/office-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, on routes guarded by `app.requireUser`. */
    user: UserRow | null;
    /** The bearer token of the request, when it carried one. */
    bearerToken: string | null;
    /** The session behind the token, on routes guarded by `app.requireUser` or `requireSession`. */
    signedInSession: SignedInSession | null;
  }
  interface FastifyInstance {
    /** A live session whose second factor, if its person has one, was given (else 401). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * A live session, even one still owing its second factor: only for giving it and for
     * signing out (decision 0106).
     */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /**
     * requireUser, then the office role the route's row of the access table (contracts
     * office-access.ts) names: 403 for a customer and for a role the row leaves out; and, when
     * the office requires a second factor, 403 SECOND_FACTOR_ENROLMENT_REQUIRED for anything
     * but enrolling until the person has one.
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

/** The office calls a person without a second factor may make when the office requires one. */
const ENROLMENT_CALLS = new Set([
  'GET /api/admin/second-factor',
  'POST /api/admin/second-factor/enrolment',
  'POST /api/admin/second-factor/enrolment/confirm',
  'GET /api/admin/status',
]);

/**
 * The one auth check for every call marked bearer in docs/product.md's list of calls: a live session's token,
 * or 401 'Authentication required. Please log in again.'; a session still owing its second factor
 * is 401 SECOND_FACTOR_REQUIRED everywhere but the second-factor step and sign-out (decision 0106).
 */
export const authGuard = fp<{ sessions: SessionsService }>(async (app, { sessions }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('bearerToken', null);
  app.decorateRequest('signedInSession', null);
  /**
   * The session behind a token, kept a few seconds (by the token's hash) so a screen's calls do
   * not each ask the database; dropped by any signed-in change, here and in every other process
   * (app.ts). A token that finds no one is never kept: it throws, and a failed load is not kept.
   */
  const sessionOf = (token: string) =>
    app.readCache
      .cached(`sessions:${sha256Hex(token)}`, async () => {
        const session = await sessions.forToken(token);
        if (!session) throw new AppError('UNAUTHENTICATED');
        return session;
      })
      .catch((error: unknown) => {
        if (error instanceof AppError) return undefined;
        throw error;
      });

  const signIn = async (request: FastifyRequest): Promise<SignedInSession> => {
    const token = bearerTokenOf(request);
    const session = token ? await sessionOf(token) : undefined;
    if (!token || !session) throw new AppError('UNAUTHENTICATED');
    request.user = session.user;
    request.bearerToken = token;
    request.signedInSession = session;
    return session;
  };

  app.decorate('requireSession', async (request: FastifyRequest) => {
    await signIn(request);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const session = await signIn(request);
    if (session.secondFactorPending) throw new AppError('SECOND_FACTOR_REQUIRED');
  });
  app.decorate('requireOffice', async (request: FastifyRequest) => {
    await app.requireUser(request);
    const call = officeCallOf(request);
    if (!mayUse(request.user?.role, call)) throw new AppError('FORBIDDEN');
    const session = request.signedInSession!;
    if (session.secondFactorRequired && !session.secondFactorEnrolled && !ENROLMENT_CALLS.has(call))
      throw new AppError('SECOND_FACTOR_ENROLMENT_REQUIRED');
  });
});
