import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplySchema,
  okReplySchema,
  savedPeopleReplySchema,
  savedPersonParamsSchema,
  savedPersonReplySchema,
  savedPersonRequestSchema,
} from '@portal/contracts';
import { createPeopleService } from '../../modules/people/people.service';

const security = [{ bearer: [] }];

/** The people a signed-in customer saves for their bookings (decision 0078): theirs alone. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const people = createPeopleService(app.db);

  app.get(
    '/api/user/people',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'The people the customer keeps for their bookings, by name',
        security,
        response: { 200: savedPeopleReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => ({ success: true as const, people: await people.list(request.user!.id) }),
  );

  app.post(
    '/api/user/people',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Keeps a person the customer books for (at most 30)',
        security,
        body: savedPersonRequestSchema,
        response: {
          201: savedPersonReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, person: await people.add(request.user!.id, request.body) }),
  );

  app.put(
    '/api/user/people/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          "Changes a saved person's details; their past bookings keep the details they were booked with",
        security,
        params: savedPersonParamsSchema,
        body: savedPersonRequestSchema,
        response: {
          200: savedPersonReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      person: await people.change(request.user!.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/user/people/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Removes a saved person; their past bookings stay as they were',
        security,
        params: savedPersonParamsSchema,
        response: { 200: okReplySchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      await people.remove(request.user!.id, request.params.id);
      return { success: true as const };
    },
  );
};
