import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countriesReplySchema,
  errorReplySchema,
  pricingReplySchema,
  pricingRequestSchema,
  servicesQuerySchema,
  servicesReplySchema,
} from '@portal/contracts';
import { createCatalogService } from './catalog.service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService(app.db);

  app.get(
    '/api/countries',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Countries a customer can book from, with phone codes',
        response: { 200: countriesReplySchema, 500: errorReplySchema },
      },
    },
    async () => ({ success: true as const, countries: await catalog.listCountries() }),
  );

  app.post(
    '/api/countries/pricing',
    {
      schema: {
        tags: ['catalog'],
        summary: "Each service's price in a country, with its charge breakdown",
        body: pricingRequestSchema,
        response: { 200: pricingReplySchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => ({ success: true as const, ...(await catalog.pricingForCountry(request.body)) }),
  );

  app.get(
    '/api/services',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The services on offer, with prices, in the requested language',
        querystring: servicesQuerySchema,
        response: { 200: servicesReplySchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      services: await catalog.listServices(request.query.language, request.query.country),
    }),
  );
};
