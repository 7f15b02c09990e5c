import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countriesReplySchema,
  errorReplySchema,
  pricingReplySchema,
  pricingRequestSchema,
  servicesQuerySchema,
  servicesReplySchema,
} from '@portal/contracts';
import { JSON_TYPE, sendCachedJson, sendCachedBytes } from '../../lib/read-cache/cached-json';
import { createCatalogService } from '../../modules/catalog/catalog.service';
import { cachedServicesReply } from '../../modules/catalog/services-reply';

/** The catalogue's replies come from the read cache; the office's changes drop them (admin-catalog.service). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService(app.db);

  app.get(
    '/api/countries',
    {
      compress: false, // compressed once, with its cached bytes (cached-json.ts)
      config: { replayable: true }, // answered again before Fastify (replayed-replies.ts)
      schema: {
        tags: ['catalog'],
        summary: 'Countries a customer can book from, with phone codes',
        response: { 200: countriesReplySchema, 500: errorReplySchema },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, {
        cache: app.readCache,
        key: 'catalog:countries',
        schema: countriesReplySchema,
        load: async () => ({ success: true as const, countries: await catalog.listCountries() }),
      }),
  );

  app.post(
    '/api/countries/pricing',
    {
      compress: false, // compressed once, with its cached bytes (cached-json.ts)
      schema: {
        tags: ['catalog'],
        summary: "Each service's price in a country, with its charge breakdown",
        body: pricingRequestSchema,
        response: { 200: pricingReplySchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    (request, reply) => {
      const { country_id: countryId, language = 'english', service_codes: codes } = request.body;
      const chosen = codes ? [...new Set(codes)].sort().join(',') : '*';
      return sendCachedJson(request, reply, {
        cache: app.readCache,
        key: `catalog:pricing:${countryId}:${language}:${chosen}`,
        schema: pricingReplySchema,
        load: async () => ({
          success: true as const,
          ...(await catalog.pricingForCountry(request.body)),
        }),
      });
    },
  );

  app.get(
    '/api/services',
    {
      compress: false, // compressed once, with its cached bytes (cached-json.ts)
      config: { replayable: true }, // answered again before Fastify (replayed-replies.ts)
      schema: {
        tags: ['catalog'],
        summary: 'The services on offer, with prices, in the requested language',
        querystring: servicesQuerySchema,
        response: { 200: servicesReplySchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    (request, reply) => {
      const { language, country } = request.query;
      return sendCachedBytes(
        request,
        reply,
        cachedServicesReply(app.readCache, catalog, language, country),
        JSON_TYPE,
      );
    },
  );
};
