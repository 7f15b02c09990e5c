import { z } from 'zod';

export const healthReplySchema = z.object({ status: z.literal('ok') });
export const readyReplySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
});
