import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentIdParamsSchema,
  customerStateUpdateSchema,
  errorReplySchema,
  taxSettingsReplySchema,
  taxSettingsSchema,
} from '@portal/contracts';
import { createCustomerStateService } from '../../../modules/payments/gst/customer-state.service';
import { createTaxSettingsService } from '../../../modules/payments/gst/tax-settings.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};
const customerStateReplySchema = z.object({
  success: z.literal(true),
  customer_state: z.string().nullable(),
});

/** The office's GST settings, and the customer's state of an appointment (docs/decisions/0067, 0068). */
export const gstRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createTaxSettingsService(app.db);
  const customerState = createCustomerStateService(app.db);

  app.get(
    '/api/admin/tax-settings',
    {
      schema: {
        tags,
        security,
        summary:
          "GST: the business's state, the SAC code, and whether services to customers abroad are zero-rated exports",
        response: { 200: taxSettingsReplySchema, ...failures },
      },
    },
    async () => ({ success: true as const, settings: await settings.get() }),
  );

  app.put(
    '/api/admin/tax-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the GST settings; recorded in the activity log',
        body: taxSettingsSchema,
        response: { 200: taxSettingsReplySchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await settings.update(request.user!.id, request.body),
    }),
  );

  app.put(
    '/api/admin/appointments/:id/customer-state',
    {
      schema: {
        tags,
        security,
        summary:
          'Where in India the customer is (their GST place of supply), or null when abroad or ' +
          'not known; recorded in the activity log',
        params: appointmentIdParamsSchema,
        body: customerStateUpdateSchema,
        response: { 200: customerStateReplySchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await customerState.update(
        request.user!.id,
        request.params.id,
        request.body.customer_state,
      )),
    }),
  );
};
