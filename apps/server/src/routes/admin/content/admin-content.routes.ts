import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContentReplySchema,
  adminPageParamsSchema,
  adminPageUpdateSchema,
  adminTestimonialUpdateSchema,
  adminTranslationParamsSchema,
  adminTranslationSchema,
  adminUiSettingsUpdateSchema,
  errorReplySchema,
  testimonialIdParamsSchema,
} from '@portal/contracts';
import { createAdminContentService } from '../../../modules/admin/content/admin-content.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const reply = {
  200: adminContentReplySchema,
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/**
 * Information pages per language (sanitised HTML), UI settings, testimonials and translation
 * overrides.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createAdminContentService(app.db, app.readCache);

  app.get(
    '/api/admin/content',
    {
      schema: {
        tags,
        security,
        summary: 'Pages, UI settings, testimonials and translation overrides',
        response: reply,
      },
    },
    () => content.get(),
  );

  app.put(
    '/api/admin/pages/:pageType/:language',
    {
      schema: {
        tags,
        security,
        summary:
          'An information page in one language; the HTML is cleaned by the allow-list before it is kept',
        params: adminPageParamsSchema,
        body: adminPageUpdateSchema,
        response: reply,
      },
    },
    (request) =>
      content.savePage(
        request.user!.id,
        request.params.pageType,
        request.params.language,
        request.body,
      ),
  );

  app.put(
    '/api/admin/settings/ui',
    {
      schema: {
        tags,
        security,
        summary: 'Every UI setting, in English and (where it differs) Tamil',
        body: adminUiSettingsUpdateSchema,
        response: reply,
      },
    },
    (request) => content.saveUiSettings(request.user!.id, request.body),
  );

  app.post(
    '/api/admin/testimonials',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a video testimonial',
        body: adminTestimonialUpdateSchema,
        response: reply,
      },
    },
    (request) => content.addTestimonial(request.user!.id, request.body),
  );

  app.put(
    '/api/admin/testimonials/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Changes a testimonial (or hides it: active false)',
        params: testimonialIdParamsSchema,
        body: adminTestimonialUpdateSchema,
        response: reply,
      },
    },
    (request) => content.updateTestimonial(request.user!.id, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/testimonials/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Removes a testimonial',
        params: testimonialIdParamsSchema,
        response: reply,
      },
    },
    (request) => content.removeTestimonial(request.user!.id, request.params.id),
  );

  app.put(
    '/api/admin/translations',
    {
      // The body's language is the override's: a problem with a Tamil text is said in the screen's.
      config: { bodyLanguage: 'not-the-reply' },
      schema: {
        tags,
        security,
        summary: 'Sets one text override (language, page, key)',
        body: adminTranslationSchema,
        response: reply,
      },
    },
    (request) => content.saveTranslation(request.user!.id, request.body),
  );

  app.delete(
    '/api/admin/translations/:language/:page/:key',
    {
      schema: {
        tags,
        security,
        summary: 'Removes a text override: the built-in text shows again',
        params: adminTranslationParamsSchema,
        response: reply,
      },
    },
    (request) =>
      content.removeTranslation(
        request.user!.id,
        request.params.language,
        request.params.page,
        request.params.key,
      ),
  );
};
