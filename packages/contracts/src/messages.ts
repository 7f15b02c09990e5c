import { z } from 'zod';
import { languageSchema, pageNumberSchema, recordIdSchema } from './common';
import { messageChannels, messageKinds, messageStatuses } from './constants';

/*
 * The office's view of the outbox: what was sent to whom, when, by which channel, and how it went.
 */

export const messagesQuerySchema = z.object({
  status: z.enum(messageStatuses).optional(),
  channel: z.enum(messageChannels).optional(),
  /** One appointment's history. */
  appointment_id: recordIdSchema().optional(),
  page: pageNumberSchema,
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messageAttemptSchema = z.object({
  attempted_at: z.string(),
  outcome: z.enum(['sent', 'failed']),
  error: z.string().nullable(),
});

export const outboxMessageSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(messageKinds),
    channel: z.enum(messageChannels),
    audience: z.enum(['customer', 'office']),
    recipient: z.string(),
    language: languageSchema,
    status: z.enum(messageStatuses),
    appointment_id: z.number().int().nullable(),
    appointment_number: z.string().nullable(),
    created_at: z.string(),
    /** When it is (or was) due: a reminder's moment, or a failed attempt's next try. */
    send_after: z.string(),
    /**
     * Whether it was held out of its recipient's night (decision 0056): to their morning, or (a
     * reminder) brought forward to the evening before; null when it goes when it was due.
     */
    held: z.enum(['morning', 'evening']).nullable(),
    /** The recipient's zone (IANA) whose hours it keeps; null for a message queued before decision 0056. */
    time_zone: z.string().nullable(),
    sent_at: z.string().nullable(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    /** The words as sent; null until the first attempt. */
    subject: z.string().nullable(),
    body: z.string().nullable(),
    attempt_log: z.array(messageAttemptSchema),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const messagesReplySchema = z.object({
  success: z.literal(true),
  messages: z.array(outboxMessageSchema),
  total: z.number().int(),
  /**
   * The count stopped at 10,000 (there are more): the office narrows the list rather than pages
   * through it (decision 0071).
   */
  total_capped: z.boolean().optional(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MessagesReply = z.infer<typeof messagesReplySchema>;

/** At most this many failed messages are sent again by one "Send again" of a filter; the reply says how many remain. */
export const RETRY_FAILED_LIMIT = 200;

/**
 * The office's "Send again" for every failed message of a filter (the list's filter; status, when
 * given, must be failed).
 */
export const retryFailedRequestSchema = z.object({
  status: z.literal('failed').optional(),
  channel: z.enum(messageChannels).optional(),
  appointment_id: recordIdSchema().optional(),
});
export type RetryFailedRequest = z.infer<typeof retryFailedRequestSchema>;

export const retryFailedReplySchema = z
  .object({
    success: z.literal(true),
    /** How many were due again now. */
    resent: z.number().int(),
    /** Failed messages of the filter still waiting (past the limit): send again once more for them. */
    remaining: z.number().int(),
  })
  .meta({ id: 'RetryFailedReply' });
export type RetryFailedReply = z.infer<typeof retryFailedReplySchema>;

export const messageIdParamsSchema = z.object({ id: recordIdSchema() });
export const messageReplySchema = z.object({
  success: z.literal(true),
  message: outboxMessageSchema,
});
export type MessageReply = z.infer<typeof messageReplySchema>;
