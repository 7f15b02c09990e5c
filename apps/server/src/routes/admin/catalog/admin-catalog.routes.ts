import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCatalogReplySchema,
  adminCountryPricingUpdateSchema,
  adminExchangeRateUpdateSchema,
  adminServiceUpdateSchema,
  countryIdParamsSchema,
  errorReplySchema,
  serviceIdParamsSchema,
} from '@portal/contracts';
import { createAdminCatalogService } from '../../../modules/admin/catalog/admin-catalog.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const reply = {
  200: adminCatalogReplySchema,
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/**
 * Services (names and descriptions in both languages, report included or not) and each country's
 * prices, charges and exchange rate.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createAdminCatalogService(app.db, app.readCache);

  app.get(
    '/api/admin/catalog',
    {
      schema: {
        tags,
        security,
        summary: 'Every service, and every country’s prices and charges',
        response: reply,
      },
    },
    () => catalog.get(),
  );

  app.put(
    '/api/admin/services/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Changes a service; its price is India’s base price. Booked appointments keep their prices',
        params: serviceIdParamsSchema,
        body: adminServiceUpdateSchema,
        response: reply,
      },
    },
    (request) => catalog.updateService(request.user!.id, request.params.id, request.body),
  );

  app.put(
    '/api/admin/countries/:id/pricing',
    {
      schema: {
        tags,
        security,
        summary: "Replaces a country's service prices and charges (GST and the like)",
        params: countryIdParamsSchema,
        body: adminCountryPricingUpdateSchema,
        response: reply,
      },
    },
    (request) => catalog.updateCountryPricing(request.user!.id, request.params.id, request.body),
  );

  app.put(
    '/api/admin/countries/:id/exchange-rate',
    {
      schema: {
        tags,
        security,
        summary:
          "Sets a country's currency and rate (rupees per unit) for approximate prices abroad, " +
          'or takes them away (null). Payments stay in rupees',
        params: countryIdParamsSchema,
        body: adminExchangeRateUpdateSchema,
        response: reply,
      },
    },
    (request) => catalog.updateExchangeRate(request.user!.id, request.params.id, request.body),
  );
};
