import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAstrologerInputSchema,
  adminAstrologerSavedReplySchema,
  adminAstrologersReplySchema,
  astrologerIdParamsSchema,
  astrologersQuerySchema,
  astrologersReplySchema,
  errorReplySchema,
} from '@portal/contracts';
import { sendCachedJson } from '../../lib/read-cache/cached-json';
import { createAstrologersService } from '../../modules/astrologers/astrologers.service';

/** GET /api/astrologers: the active team, from the read cache (the office's changes drop it). */
export const astrologersRoutes: FastifyPluginAsyncZod = async (app) => {
  const astrologers = createAstrologersService(app.db, app.readCache);

  app.get(
    '/api/astrologers',
    {
      compress: false, // compressed once, with its cached bytes (cached-json.ts)
      config: { replayable: true }, // answered again before Fastify (replayed-replies.ts)
      schema: {
        tags: ['catalog'],
        summary:
          'The astrologers who consult, in the requested language: their languages, services ' +
          'and ways of consulting',
        querystring: astrologersQuerySchema,
        response: { 200: astrologersReplySchema, 400: errorReplySchema },
      },
    },
    (request, reply) => {
      const { language } = request.query;
      return sendCachedJson(request, reply, {
        cache: app.readCache,
        key: `catalog:astrologers:${language}`,
        schema: astrologersReplySchema,
        load: async () => ({
          success: true as const,
          astrologers: await astrologers.publicList(language),
        }),
      });
    },
  );
};

const tags = ['admin'];
const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/**
 * The office's list of astrologers; registered inside the admin scope, whose hook lets the office
 * in (admin.routes.ts).
 */
export const adminAstrologersRoutes: FastifyPluginAsyncZod = async (app) => {
  const astrologers = createAstrologersService(app.db, app.readCache);

  app.get(
    '/api/admin/astrologers',
    {
      schema: {
        tags,
        security,
        summary:
          'Every astrologer, active or not, with their services, languages, ways of consulting ' +
          'and mobile number',
        response: { 200: adminAstrologersReplySchema, ...failures },
      },
    },
    async () => ({ success: true as const, astrologers: await astrologers.adminList() }),
  );

  app.post(
    '/api/admin/astrologers',
    {
      schema: {
        tags,
        security,
        summary: 'Adds an astrologer to the team',
        body: adminAstrologerInputSchema,
        response: { 201: adminAstrologerSavedReplySchema, ...failures },
      },
    },
    async (request, reply) => {
      const saved = await astrologers.add(request.user!.id, request.body);
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/api/admin/astrologers/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Changes an astrologer: names, profiles, languages, services, ways of consulting, ' +
          'mobile number, active or not, order. Their consultations keep them',
        params: astrologerIdParamsSchema,
        body: adminAstrologerInputSchema,
        response: { 200: adminAstrologerSavedReplySchema, ...failures },
      },
    },
    (request) => astrologers.update(request.user!.id, request.params.id, request.body),
  );
};
