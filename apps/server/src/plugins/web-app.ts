import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { publicPageTypes, type Language } from '@portal/contracts';
import { sendError } from './error-envelope';
import { pathOf } from '../lib/http/url-path';
import { keptPage, sendPage } from '../lib/read-cache/kept-page';
import { createInfoPageDocuments } from '../modules/web-pages/info-page-documents';
import { createLandingDocuments } from '../modules/web-pages/landing-documents';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const LANDING_PATHS = ['/', '/landing'];

/** The visitor's language as the web app stores it in a cookie; English by default. */
function cookieLanguage(request: FastifyRequest): Language {
  return /(?:^|;\s*)language=tamil(?:;|$)/.test(request.headers.cookie ?? '') ? 'tamil' : 'english';
}

/**
 * Serves the built web app. `/` and `/landing` get the landing page in the visitor's language,
 * drawn with the office's current answers (modules/web-pages/landing-documents.ts), or as the
 * build prerendered it when it cannot be; the information pages come drawn with the
 * office's text in that language (modules/web-pages/info-page-documents.ts); any other GET
 * that is no file and not under /api/ gets index.html so the web router can take it (SPA
 * fallback); /api/... and other methods stay JSON 404s.
 */
export const webApp = fp<{ distDir: string | null }>(async (app, { distDir }) => {
  const built = distDir !== null && existsSync(join(distDir, 'index.html')) ? distDir : null;
  const prerendered = (language: Language) => (built ? join(built, `landing.${language}.html`) : '');
  // The pages every visit asks for are kept in memory (the build does not change under a running server: npm start builds first).
  const appPage = built ? keptPage(readFileSync(join(built, 'index.html'))) : null;
  const landingPages = built && existsSync(prerendered('english')) && existsSync(prerendered('tamil')) ? { english: keptPage(readFileSync(prerendered('english'))), tamil: keptPage(readFileSync(prerendered('tamil'))) } : null;

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
    const landingDocuments = createLandingDocuments({ db: app.db, readCache: app.readCache, distDir: built });
    for (const url of LANDING_PATHS) {
      app.get(url, { schema: { hide: true }, compress: false }, async (request, reply) => {
        if (!landingPages) return sendPage(request, reply, appPage);
        const language = cookieLanguage(request);
        const drawn = await landingDocuments?.document(language).catch((error: unknown) => {
          request.log.error({ err: error }, 'the landing page could not be drawn; the prerendered one is sent');
          return null;
        });
        return sendPage(request, reply.header('vary', 'Cookie'), drawn ?? landingPages[language]);
      });
    }
    const infoPages = createInfoPageDocuments({ db: app.db, readCache: app.readCache, distDir: built });
    for (const pageType of infoPages ? publicPageTypes : []) {
      app.get(`/${pageType}`, { schema: { hide: true }, compress: false }, async (request, reply) => {
        const drawn = await infoPages?.document(pageType, cookieLanguage(request)).catch((error: unknown) => {
          request.log.error({ err: error, pageType }, 'the information page could not be drawn; the browser renders it');
          return null;
        });
        return drawn ? sendPage(request, reply.header('vary', 'Cookie'), drawn) : sendPage(request, reply, appPage);
      });
    }
  } else if (distDir) {
    app.log.warn({ distDir }, 'the web app is not built; serving the API only (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (appPage && wantsPage && !path.startsWith('/api/') && path !== '/api') {
      return sendPage(request, reply, appPage);
    }
    return sendError(request, reply, 404, 'ROUTE_NOT_FOUND');
  });
});
