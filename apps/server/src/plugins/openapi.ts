import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the contracts' zod schemas that also validate every
 * route, served as JSON at /api/docs.
 */
export const openApi = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Astrology consultation portal API',
        description: 'Every call of the customer portal. Amounts are rupees with two decimals.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/auth/verify-otp' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
});
