import { z } from 'zod';
import { recordIdSchema } from './common';

/**
 * One of a person's signed-in sessions as their list shows it (decision 0106): what the device
 * is and roughly where it signed in from, never the whole user agent or address.
 */
export const sessionSchema = z
  .object({
    id: z.number().int(),
    /** "Chrome on Android"; null when the browser did not say. */
    device_label: z.string().nullable(),
    /** The same two names apart, for a screen to put into its own language's sentence. */
    device: z.object({ browser: z.string().nullable(), system: z.string().nullable() }).nullable(),
    /** The address it signed in from, shortened: 203.0.113.x, or an IPv6 address's /64. */
    address_hint: z.string().nullable(),
    /** A place the portal's trusted proxy named for that address ("Chennai, IN"); else null. */
    place: z.string().nullable(),
    created_at: z.string(),
    /** Kept coarsely: to within a few minutes. */
    last_used_at: z.string(),
    /** The session that asked. */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const sessionsReplySchema = z.object({
  success: z.literal(true),
  /** The live sessions, the one that asked first, then the most recently used. */
  sessions: z.array(sessionSchema),
});
export type SessionsReply = z.infer<typeof sessionsReplySchema>;

export const sessionIdParamsSchema = z.object({ id: recordIdSchema() });

export const endedSessionsReplySchema = z.object({
  success: z.literal(true),
  /** How many sessions were ended. */
  ended: z.number().int(),
});
export type EndedSessionsReply = z.infer<typeof endedSessionsReplySchema>;
