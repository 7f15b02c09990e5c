import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@portal/contracts';
import { sendError } from './error-envelope';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const LANDING_PATHS = ['/', '/landing'];

/** The visitor's language as the web app stores it in a cookie; English by default. */
function cookieLanguage(request: FastifyRequest): Language {
  return /(?:^|;\s*)language=tamil(?:;|$)/.test(request.headers.cookie ?? '') ? 'tamil' : 'english';
}

/**
 * Serves the built web app. `/` and `/landing` get the landing page prerendered in the
 * visitor's language (when the build made it); any other GET that is no file and not under
 * /api/ gets index.html so the web router can take it (SPA fallback); /api/... and other
 * methods stay JSON 404s.
 */
export const webApp = fp<{ distDir: string | null }>(async (app, { distDir }) => {
  const hasWebApp = distDir !== null && existsSync(join(distDir, 'index.html'));
  const prerendered = (language: Language) => `landing.${language}.html`;
  const hasPrerendered = hasWebApp && distDir !== null && existsSync(join(distDir, prerendered('english')));

  const sendPage = (reply: FastifyReply, file: string) => reply.header('cache-control', 'no-cache').sendFile(file);

  if (hasWebApp && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Our own cache policy: hashed assets forever, everything else revalidated.
      cacheControl: false,
      index: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
    for (const url of LANDING_PATHS) {
      app.get(url, { schema: { hide: true } }, (request, reply) => {
        if (!hasPrerendered) return sendPage(reply, 'index.html');
        return sendPage(reply.header('vary', 'Cookie'), prerendered(cookieLanguage(request)));
      });
    }
  } else if (distDir) {
    app.log.warn({ distDir }, 'the web app is not built; serving the API only (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && wantsPage && !path.startsWith('/api/') && path !== '/api') {
      return sendPage(reply, 'index.html');
    }
    return sendError(request, reply, 404, 'ROUTE_NOT_FOUND');
  });
});
