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
import { createContentService } from './content.service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createContentService(app.db);

  app.get(
    '/api/translations',
    {
      schema: {
        tags: ['content'],
        summary: "The office's text overrides for the web app, keyed by language, page and key",
        response: { 200: translationsReplySchema },
      },
    },
    async () => ({ success: true as const, translations: await content.allTranslations() }),
  );

  app.get(
    '/api/localization/all',
    {
      schema: {
        tags: ['content'],
        summary: "One language's text overrides, keyed by page and key",
        querystring: localizationQuerySchema,
        response: { 200: localizationReplySchema, 400: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      language: request.query.language,
      translations: await content.translationsFor(request.query.language),
    }),
  );

  app.get(
    '/api/settings/ui',
    {
      schema: {
        tags: ['content'],
        summary: 'Footer, contact, social and sign-in screen settings',
        querystring: languageQuerySchema,
        response: { 200: uiSettingsReplySchema, 400: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      language: request.query.language,
      settings: await content.uiSettings(request.query.language),
    }),
  );

  app.get(
    '/api/youtube-testimonials',
    {
      schema: {
        tags: ['content'],
        summary: 'Customer video testimonials',
        querystring: languageQuerySchema,
        response: { 200: testimonialsReplySchema, 400: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await content.testimonials(request.query.language),
    }),
  );

  app.get(
    '/api/public/:pageType',
    {
      schema: {
        tags: ['content'],
        summary: 'An information page (terms, refund-policy, contact) as sanitised HTML',
        params: publicPageParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: publicPageReplySchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await content.publicPage(request.params.pageType, request.query.language)),
    }),
  );
};
