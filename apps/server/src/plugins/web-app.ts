import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-envelope';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Any GET that is no file and not under /api/ gets index.html so the
 * web router can take it (SPA fallback); /api/... and other methods stay JSON 404s.
 */
export const webApp = fp<{ distDir: string | null }>(async (app, { distDir }) => {
  const indexFile = distDir ? join(distDir, 'index.html') : null;
  const hasWebApp = indexFile !== null && existsSync(indexFile);

  if (hasWebApp && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Our own cache policy: hashed assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  } else if (distDir) {
    app.log.warn({ distDir }, 'the web app is not built; serving the API only (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && wantsPage && !path.startsWith('/api/') && path !== '/api') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, 404, 'ROUTE_NOT_FOUND');
  });
});
