import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  astrologySettingsReplySchema,
  astrologySettingsSchema,
  errorReplySchema,
} from '@portal/contracts';
import { createAstrologySettingsService } from '../../../modules/astrology/astrology-settings.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const reply = {
  200: astrologySettingsReplySchema,
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
};

/**
 * The office's astrology settings: which lunar node gives Rahu and Ketu in every chart, and where a
 * Prasanam is cast.
 */
export const adminAstrologyRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createAstrologySettingsService(app.db);

  app.get(
    '/api/admin/astrology-settings',
    {
      schema: {
        tags,
        security,
        summary:
          "How charts are cast: the lunar node (mean or true) and the office's place, where a Prasanam is cast",
        response: reply,
      },
    },
    async () => ({
      success: true as const,
      settings: await settings.get(),
    }),
  );

  app.put(
    '/api/admin/astrology-settings',
    {
      schema: {
        tags,
        security,
        summary:
          "Chooses the lunar node every chart uses for Rahu and Ketu, and the office's place " +
          'for a Prasanam; recorded in the activity log',
        body: astrologySettingsSchema,
        response: reply,
      },
    },
    async (request) => ({
      success: true as const,
      settings: await settings.update(request.user!.id, request.body),
    }),
  );
};
