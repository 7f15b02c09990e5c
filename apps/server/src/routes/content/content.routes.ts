import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplySchema,
  languageQuerySchema,
  localizationQuerySchema,
  localizationReplySchema,
  publicPageParamsSchema,
  publicPageReplySchema,
  testimonialsReplySchema,
  translationsReplySchema,
  uiSettingsReplySchema,
} from '@portal/contracts';
import { JSON_TYPE, sendCachedJson, sendCachedBytes } from '../../lib/read-cache/cached-json';
import { createContentService } from '../../modules/content/content.service';
import {
  cachedTestimonialsReply,
  cachedTranslationsReply,
  cachedUiSettingsReply,
} from '../../modules/content/public-replies';

/** Every reply here comes from the read cache; the office's changes drop them (admin-content.service). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createContentService(app.db);

  app.get(
    '/api/translations',
    {
      compress: false, // compressed once, with its cached bytes (cached-json.ts)
      config: { replayable: true }, // answered again before Fastify (replayed-replies.ts)
      schema: {
        tags: ['content'],
        summary: "The office's text overrides for the web app, keyed by language, page and key",
        response: { 200: translationsReplySchema },
      },
    },
    (request, reply) =>
      sendCachedBytes(request, reply, cachedTranslationsReply(app.readCache, content), JSON_TYPE),
  );

  app.get(
    '/api/localization/all',
    {
      compress: false, // compressed once, with its cached bytes (cached-json.ts)
      config: { replayable: true }, // answered again before Fastify (replayed-replies.ts)
      schema: {
        tags: ['content'],
        summary: "One language's text overrides, keyed by page and key",
        querystring: localizationQuerySchema,
        response: { 200: localizationReplySchema, 400: errorReplySchema },
      },
    },
    (request, reply) => {
      const { language } = request.query;
      return sendCachedJson(request, reply, {
        cache: app.readCache,
        key: `content:localization:${language}`,
        schema: localizationReplySchema,
        load: async () => ({
          success: true as const,
          language,
          translations: await content.translationsFor(language),
        }),
      });
    },
  );

  app.get(
    '/api/settings/ui',
    {
      compress: false, // compressed once, with its cached bytes (cached-json.ts)
      config: { replayable: true }, // answered again before Fastify (replayed-replies.ts)
      schema: {
        tags: ['content'],
        summary: 'Footer, contact, social and sign-in screen settings',
        querystring: languageQuerySchema,
        response: { 200: uiSettingsReplySchema, 400: errorReplySchema },
      },
    },
    (request, reply) =>
      sendCachedBytes(
        request,
        reply,
        cachedUiSettingsReply(app.readCache, content, request.query.language),
        JSON_TYPE,
      ),
  );

  app.get(
    '/api/youtube-testimonials',
    {
      compress: false, // compressed once, with its cached bytes (cached-json.ts)
      config: { replayable: true }, // answered again before Fastify (replayed-replies.ts)
      schema: {
        tags: ['content'],
        summary: 'Customer video testimonials',
        querystring: languageQuerySchema,
        response: { 200: testimonialsReplySchema, 400: errorReplySchema },
      },
    },
    (request, reply) =>
      sendCachedBytes(
        request,
        reply,
        cachedTestimonialsReply(app.readCache, content, request.query.language),
        JSON_TYPE,
      ),
  );

  app.get(
    '/api/public/:pageType',
    {
      compress: false, // compressed once, with its cached bytes (cached-json.ts)
      config: { replayable: true }, // answered again before Fastify (replayed-replies.ts)
      schema: {
        tags: ['content'],
        summary: 'An information page (terms, refund-policy, contact) as sanitised HTML',
        params: publicPageParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: publicPageReplySchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    (request, reply) => {
      const { pageType } = request.params;
      const { language } = request.query;
      // An unknown page type is refused by the service, and a refusal is never cached.
      return sendCachedJson(request, reply, {
        cache: app.readCache,
        key: `content:page:${pageType}:${language}`,
        schema: publicPageReplySchema,
        load: async () => ({
          success: true as const,
          ...(await content.publicPage(pageType, language)),
        }),
      });
    },
  );
};
