import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplySchema,
  privacySettingsReplySchema,
  privacySettingsUpdateSchema,
  retentionPeriodsSchema,
  retentionReplySchema,
} from '@portal/contracts';
import { createRetentionService } from '../../../modules/privacy/retention/retention.service';
import { createPrivacySettingsService } from '../../../modules/privacy/settings/privacy-settings.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };

/**
 * The office's privacy screen (decision 0103): how long personal data is kept and what the next
 * nightly run removes; the grievance contact and the breach notice's words. The admin's.
 */
export const adminRetentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const retention = createRetentionService(app.db);
  const settings = createPrivacySettingsService(app.db);

  app.get(
    '/api/admin/retention',
    {
      schema: {
        tags,
        security,
        summary:
          'How long uploads, reports, message texts and inactive customers are kept, and what the ' +
          'next nightly run removes (counted by the rules the run applies), and what the last did',
        response: { 200: retentionReplySchema, ...errors },
      },
    },
    async () => ({ success: true as const, retention: await retention.view() }),
  );

  app.put(
    '/api/admin/retention',
    {
      schema: {
        tags,
        security,
        summary:
          'Sets the retention periods (months for uploads and reports, days for those of ' +
          'cancelled or unpaid bookings, months for message texts, years of inactivity); ' +
          'recorded in the activity log',
        body: retentionPeriodsSchema,
        response: { 200: retentionReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      retention: await retention.update(request.user!.id, request.body),
    }),
  );

  app.get(
    '/api/admin/privacy/settings',
    {
      schema: {
        tags,
        security,
        summary:
          'The grievance contact the privacy notice and replies name, and the breach notice in ' +
          "English and Tamil (the office's words, or the built-in ones)",
        response: { 200: privacySettingsReplySchema, ...errors },
      },
    },
    async () => ({ success: true as const, settings: await settings.get() }),
  );

  app.put(
    '/api/admin/privacy/settings',
    {
      schema: {
        tags,
        security,
        summary:
          "Sets the grievance contact and the breach notice's words ({from} and {to} for the " +
          'window; empty: the built-in words); recorded in the activity log',
        body: privacySettingsUpdateSchema,
        response: { 200: privacySettingsReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await settings.update(request.user!.id, request.body),
    }),
  );
};
