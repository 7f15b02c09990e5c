import { z } from 'zod';

/** The process is up; `version` is the portal's (package.json's, the latest release in CHANGELOG.md). */
export const healthReplySchema = z.object({ status: z.literal('ok'), version: z.string() });
/**
 * Whether this process can serve: `unavailable` (503) when it cannot do its work (the database
 * does not answer, its disk is full); `degraded` (200) when a helper is lost and the portal serves without it
 * (Redis: each process then counts rate limits for itself).
 */
export const readyReplySchema = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  /**
   * `full` (503) while DATA_DIR's or the blob folder's disk has less free space than
   * STORAGE_RESERVE_MB, or a write there failed for space.
   */
  storage: z.enum(['ok', 'full']),
  redis: z.enum(['up', 'down', 'not_used']),
});
