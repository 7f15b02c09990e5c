import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@portal/contracts';
import { sendError } from './error-envelope';
import { keptBytes, sendKeptBytes, type KeptBytes } from '../lib/read-cache/cached-json';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const LANDING_PATHS = ['/', '/landing'];

/** The visitor's language as the web app stores it in a cookie; English by default. */
function cookieLanguage(request: FastifyRequest): Language {
  return /(?:^|;\s*)language=tamil(?:;|$)/.test(request.headers.cookie ?? '') ? 'tamil' : 'english';
}

/** A page of the build, kept in memory with its validator: read once at start, not on every visit. */
type KeptPage = KeptBytes & { etag: string };

function keptPage(file: string): KeptPage {
  const bytes = readFileSync(file);
  return { ...keptBytes(bytes), etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` };
}

/** A page, revalidated on every visit (no-cache): 304 when the browser holds this very page. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage): Promise<void> {
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) {
    await reply.code(304).send();
    return;
  }
  await sendKeptBytes(request, reply, page, 'text/html; charset=utf-8');
}

/**
 * Serves the built web app. `/` and `/landing` get the landing page prerendered in the
 * visitor's language (when the build made it); any other GET that is no file and not under
 * /api/ gets index.html so the web router can take it (SPA fallback); /api/... and other
 * methods stay JSON 404s.
 */
export const webApp = fp<{ distDir: string | null }>(async (app, { distDir }) => {
  const built = distDir !== null && existsSync(join(distDir, 'index.html')) ? distDir : null;
  const prerendered = (language: Language) => (built ? join(built, `landing.${language}.html`) : '');
  // The pages every visit asks for are kept in memory (the build does not change under a running server: npm start builds first).
  const appPage = built ? keptPage(join(built, 'index.html')) : null;
  const landingPages = built && existsSync(prerendered('english')) && existsSync(prerendered('tamil')) ? { english: keptPage(prerendered('english')), tamil: keptPage(prerendered('tamil')) } : null;

  if (built && appPage) {
    await app.register(fastifyStatic, {
      root: built,
      // Our own cache policy: hashed assets forever, everything else revalidated.
      cacheControl: false,
      index: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
    for (const url of LANDING_PATHS) {
      app.get(url, { schema: { hide: true }, compress: false }, (request, reply) => {
        if (!landingPages) return sendPage(request, reply, appPage);
        return sendPage(request, reply.header('vary', 'Cookie'), landingPages[cookieLanguage(request)]);
      });
    }
  } else if (distDir) {
    app.log.warn({ distDir }, 'the web app is not built; serving the API only (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (appPage && wantsPage && !path.startsWith('/api/') && path !== '/api') {
      return sendPage(request, reply, appPage);
    }
    return sendError(request, reply, 404, 'ROUTE_NOT_FOUND');
  });
});
