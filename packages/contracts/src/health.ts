import { z } from 'zod';

export const healthReplySchema = z.object({ status: z.literal('ok') });
/**
 * Whether this process can serve: `unavailable` (503) when it cannot do its work (the database
 * does not answer); `degraded` (200) when a helper is lost and the portal serves without it
 * (Redis: each process then counts rate limits for itself).
 */
export const readyReplySchema = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not_used']),
});
