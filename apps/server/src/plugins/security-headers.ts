import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { pageDirectives } from '../lib/http/page-security-policy';

/** Security headers with the pages' Content-Security-Policy (lib/http/page-security-policy.ts). */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: pageDirectives },
  // The video player needs the page's origin as referrer to play an embed.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

const helmetMiddleware = helmet(helmetOptions);

/**
 * The API's replies are JSON or file downloads, never pages a browser renders: what matters for
 * them (OWASP's REST security guidance) is no sniffing, no framing, no loading by other origins,
 * and a policy that allows nothing should one be opened as a document. A quarter of the pages'
 * set, sent on every call (docs/decisions/0032). A download sets its own sandboxing policy.
 */
const apiHeaders: readonly [string, string][] = [
  [
    'content-security-policy',
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  ],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  // The API's replies are about a person (their bookings, profile, receipts) or change with the
  // office's edits: no browser or proxy caches them. A route that may be cached sets its own.
  ['cache-control', 'no-store'],
];

/**
 * Sets the headers on a reply; also for a reply made before any route or hook runs (Fastify's
 * framework errors: a bad URL, a path parameter too long).
 */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  const set = headerSetOf(request.url);
  if (set === 'page') helmetMiddleware(request, response, () => undefined);
  else
    for (const [name, value] of Object.entries(set === 'api' ? apiHeaderFields : buildFileHeaders))
      response.setHeader(name, value);
}

const apiHeaderFields: Record<string, string> = Object.fromEntries(apiHeaders);

/**
 * The build's scripts, styles and fonts (hashed files under /assets/) are never opened as
 * documents: the documents' policies (CSP, framing, opener, referrer) mean nothing on them, and
 * on a slow phone their kilobyte of headers per file, over the thirty files of a page's initial
 * bundle, was more than half a second (decision 0085). They keep what protects a file itself:
 * no sniffing, no reading by other origins, HTTPS only.
 */
const buildFileHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
const BUILD_FILE = /^\/assets\/[^/?#]+\.(?:js|css|woff2)(?:[?#]|$)/;

/** Which set a request's reply gets, by its address. */
function headerSetOf(url: string | undefined): 'api' | 'build-file' | 'page' {
  if (url?.startsWith('/api/')) return 'api';
  return url && BUILD_FILE.test(url) ? 'build-file' : 'page';
}

/**
 * The headers on every reply, set as the request arrives, with the request's id. A callback
 * hook, not an async one, and the API's set handed to Fastify's own reply headers (validated
 * once, as the reply is written) rather than set one by one on the raw reply: it runs on every
 * call, and both were measurable (decision 0037). A route's own value of one of them wins.
 */
export const securityHeaders = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    const set = headerSetOf(request.url);
    if (set === 'page') helmetMiddleware(request.raw, reply.raw, () => undefined);
    else reply.headers(set === 'api' ? apiHeaderFields : buildFileHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
});
