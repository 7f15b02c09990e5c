import fp from 'fastify-plugin';

/**
 * The API's replies are about a person (their bookings, profile, receipts) or change with the
 * office's edits: no browser or proxy keeps them. A route that may be cached says so itself.
 */
export const privateReplies = fp(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
