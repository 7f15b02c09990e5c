import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  birthClockQuerySchema,
  birthClockReplySchema,
  chartBirthSchema,
  chartReplySchema,
  errorReplySchema,
  placesQuerySchema,
  placesReplySchema,
  poruthamReplySchema,
  poruthamRequestSchema,
} from '@portal/contracts';
import type { CounterStore } from '../../lib/counters/counter-store';
import { requestLanguage } from '../../lib/http/request-language';
import { countAstrologyCall } from '../../modules/astrology/astrology-limits';
import { createAstrologyService } from '../../modules/astrology/astrology.service';
import { createAstrologySettingsService } from '../../modules/astrology/astrology-settings.service';
import { searchPlaces } from '../../modules/astrology/places/place-search';
import { birthClockQuestion } from '../../modules/astrology/city-clocks';

const tags = ['astrology'];
const failures = { 400: errorReplySchema, 429: errorReplySchema };

/**
 * The public astrology calls: place suggestions, which clock to ask about, a chart from birth details, a porutham from two
 * stars or births (rate-limited per address).
 */
export const astrologyRoutes: FastifyPluginAsyncZod<{ counters: CounterStore }> = async (
  app,
  { counters },
) => {
  const astrology = createAstrologyService();
  const settings = createAstrologySettingsService(app.db);

  app.post(
    '/api/astrology/chart',
    {
      schema: {
        tags,
        summary:
          'A chart (Lahiri): lagna, the nine grahas, star and rasi, navamsa, dasa, warnings; a ' +
          'period birth has no lagna',
        body: chartBirthSchema,
        response: { 200: chartReplySchema, ...failures },
      },
    },
    async (request) => {
      await countAstrologyCall(counters, request.ip);
      return {
        success: true as const,
        chart: astrology.chart(request.body, requestLanguage(request), await settings.node()),
      };
    },
  );

  app.post(
    '/api/astrology/porutham',
    {
      schema: {
        tags,
        summary:
          "The ten poruthams counted from the bride's star (Kalaprakasika), from stars and padas or from birth details",
        body: poruthamRequestSchema,
        response: { 200: poruthamReplySchema, ...failures },
      },
    },
    async (request) => {
      await countAstrologyCall(counters, request.ip);
      return {
        success: true as const,
        porutham: astrology.porutham(request.body, requestLanguage(request)),
      };
    },
  );

  app.get(
    '/api/places',
    {
      schema: {
        tags,
        summary:
          'Birth place suggestions from the offline gazetteer (GeoNames): by name, old name or Tamil name, best first',
        querystring: placesQuerySchema,
        response: { 200: placesReplySchema, ...failures },
      },
    },
    async (request, reply) => {
      await countAstrologyCall(counters, request.ip, 'places');
      // The same letters give the same places until the app is upgraded: a browser may cache them
      // a day.
      reply.header('cache-control', 'public, max-age=86400');
      const places = searchPlaces(request.query.q, { limit: request.query.limit }).map((place) => ({
        name: place.name,
        name_tamil: place.nameTa,
        display_name: place.displayName,
        display_name_tamil: place.displayNameTa,
        latitude: place.latitude,
        longitude: place.longitude,
        time_zone: place.timeZone,
      }));
      return { success: true as const, places };
    },
  );

  app.get(
    '/api/places/birth-clock',
    {
      schema: {
        tags,
        summary:
          'Whether to ask which clock a birth time was on: Calcutta time (+05:53:20) until 1948 or ' +
          'Bombay time (+04:51) until 1955, near those cities, else null',
        querystring: birthClockQuerySchema,
        response: { 200: birthClockReplySchema, ...failures },
      },
    },
    async (request, reply) => {
      await countAstrologyCall(counters, request.ip, 'places');
      reply.header('cache-control', 'public, max-age=86400');
      return { success: true as const, question: birthClockQuestion(request.query) };
    },
  );
};
