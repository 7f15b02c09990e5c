import { servicesReplySchema, type Language } from '@portal/contracts';
import { cachedJson, type CachedOrLoading } from '../../lib/read-cache/cached-json';
import type { ReadCache } from '../../lib/read-cache/read-cache';
import type { CatalogService } from './catalog.service';

/**
 * GET /api/services' reply as it is sent, cached until the office changes the catalogue: the route
 * sends it, and the landing page the server draws carries the same answer (web-pages).
 */
export function cachedServicesReply(
  readCache: ReadCache,
  catalog: CatalogService,
  language: Language,
  country: string,
): CachedOrLoading {
  // The service looks a country up by code or name, either case: one key for each spelling it accepts.
  return cachedJson(
    readCache,
    `catalog:services:${language}:${country.toLowerCase()}`,
    servicesReplySchema,
    async () => ({
      success: true as const,
      services: await catalog.listServices(language, country),
    }),
  );
}
