import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicPageTypes, webAppPathOf, type Language } from '@portal/contracts';
import { sendError } from './error-envelope';
import { cookieLanguage as languageOfCookie } from '../lib/http/language-cookie';
import { pathOf } from '../lib/http/url-path';
import { sendCachedBytes } from '../lib/read-cache/cached-json';
import { cachedPage, sendPage, type CachedPage } from '../lib/read-cache/cached-page';
import { createInfoPageDocuments } from '../modules/web-pages/info-page-documents';
import { createLandingDocuments } from '../modules/web-pages/landing-documents';
import { createNotFoundDocuments } from '../modules/web-pages/not-found-documents';
import { loadRouteShells } from '../modules/web-pages/route-shells';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const LANDING_PATHS = ['/', '/landing'];

/** The visitor's language, from the web app's cookie. */
const cookieLanguage = (request: FastifyRequest): Language =>
  languageOfCookie(request.headers.cookie);

/**
 * An address whose last segment ends in a file extension (/assets/x.js, /manifest.webmanifest,
 * /.env): a missing file, never a page.
 */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * A page sent with a 404: not cached by the browser, and no validator (a 304 would say the
 * address has a page).
 */
function sendMissingPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
): void | Promise<void> {
  return sendCachedBytes(
    request,
    reply.code(404).header('cache-control', 'no-cache'),
    page,
    'text/html; charset=utf-8',
  );
}

/**
 * Serves the built web app. `/` and `/landing` get the landing page in the visitor's language,
 * drawn with the office's current answers (modules/web-pages/landing-documents.ts), or as the
 * build prerendered it when it cannot be; the information pages come drawn with the
 * office's text in that language (modules/web-pages/info-page-documents.ts); any other GET
 * of an address the web app has a screen at (packages/contracts web-routes.ts) gets index.html
 * so the web router can take it (SPA fallback), drawn as the page's prerendered shell in the visitor's
 * language for a customer's page (modules/web-pages/route-shells.ts). Any other page address gets the not-found page
 * in the visitor's language with a 404 (modules/web-pages/not-found-documents.ts); a missing
 * file (an address with a file extension), /api/... and other methods stay JSON 404s.
 */
export const webApp = fp<{ distDir: string | null }>(async (app, { distDir }) => {
  const built = distDir !== null && existsSync(join(distDir, 'index.html')) ? distDir : null;
  const prerendered = (language: Language) =>
    built ? join(built, `landing.${language}.html`) : '';
  // The pages every visit asks for are cached in memory (the build does not change under a running
  // server: npm start builds first).
  const appPage = built ? cachedPage(readFileSync(join(built, 'index.html'))) : null;
  const landingPages =
    built && existsSync(prerendered('english')) && existsSync(prerendered('tamil'))
      ? {
          english: cachedPage(readFileSync(prerendered('english'))),
          tamil: cachedPage(readFileSync(prerendered('tamil'))),
        }
      : null;

  if (built && appPage) {
    await app.register(fastifyStatic, {
      root: built,
      // Our own cache policy: hashed assets forever, everything else revalidated.
      cacheControl: false,
      // The build's .br and .gz of each text file (apps/web/build/precompress.mjs), sent as they are.
      preCompressed: true,
      index: false,
      // Sent compressed or not by what the browser takes: @fastify/static adds `vary:
      // accept-encoding` itself with preCompressed, so a shared cache keeps each apart.
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
    const landingDocuments = createLandingDocuments({
      db: app.db,
      readCache: app.readCache,
      distDir: built,
    });
    for (const url of LANDING_PATHS) {
      // Answered again before Fastify, per language (replayed-replies.ts), while the replies it was
      // drawn from are cached.
      app.get(
        url,
        { schema: { hide: true }, compress: false, config: { replayable: 'per-language-cookie' } },
        async (request, reply) => {
          if (!landingPages) return sendPage(request, reply, appPage);
          const language = cookieLanguage(request);
          const drawn = await landingDocuments?.document(language).catch((error: unknown) => {
            request.log.error(
              { err: error },
              'the landing page could not be drawn; the prerendered one is sent',
            );
            return null;
          });
          return sendPage(request, reply.header('vary', 'Cookie'), drawn ?? landingPages[language]);
        },
      );
    }
    const infoPages = createInfoPageDocuments({
      db: app.db,
      readCache: app.readCache,
      distDir: built,
    });
    for (const pageType of infoPages ? publicPageTypes : []) {
      app.get(
        `/${pageType}`,
        { schema: { hide: true }, compress: false, config: { replayable: 'per-language-cookie' } },
        async (request, reply) => {
          const drawn = await infoPages
            ?.document(pageType, cookieLanguage(request))
            .catch((error: unknown) => {
              request.log.error(
                { err: error, pageType },
                'the information page could not be drawn; the browser renders it',
              );
              return null;
            });
          return drawn
            ? sendPage(request, reply.header('vary', 'Cookie'), drawn)
            : sendPage(request, reply, appPage);
        },
      );
    }
  } else if (distDir) {
    app.log.warn({ distDir }, 'the web app is not built; serving the API only (run npm run build)');
  }

  const notFoundPages =
    built && appPage
      ? createNotFoundDocuments({ db: app.db, readCache: app.readCache, distDir: built })
      : null;
  const routeShells = built ? loadRouteShells(built) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!appPage || !wantsPage || path.startsWith('/api/') || path === '/api')
      return sendError(request, reply, { status: 404, code: 'ROUTE_NOT_FOUND' });
    const screen = webAppPathOf(path);
    if (screen) {
      // A customer page comes drawn as its prerendered shell in the visitor's language
      // (modules/web-pages/route-shells.ts); the console, bare.
      const shell = routeShells?.shellFor(screen, cookieLanguage(request));
      if (!shell) return sendPage(request, reply, appPage);
      return sendPage(
        request,
        reply
          .header('vary', 'Cookie')
          .header('content-security-policy', shell.contentSecurityPolicy),
        shell.page,
      );
    }
    if (looksLikeFile(path))
      return sendError(request, reply, { status: 404, code: 'ROUTE_NOT_FOUND' });
    const drawn = await notFoundPages?.document(cookieLanguage(request)).catch((error: unknown) => {
      request.log.error(
        { err: error },
        'the not-found page could not be drawn; the browser renders it',
      );
      return null;
    });
    // Without it, the app's page: its router shows the not-found screen at this address.
    return drawn
      ? sendMissingPage(request, reply.header('vary', 'Cookie'), drawn)
      : sendMissingPage(request, reply, appPage);
  });
});
