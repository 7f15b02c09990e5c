/* The outbox of messages and each try to send them. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { languageCheck } from './columns';
import { appointments } from './appointments';
import { users } from './users';

/**
 * The outbox: every message to a customer or the office, written in the same transaction as the
 * change that causes it, then sent by a worker (claimed with FOR UPDATE SKIP LOCKED, so several
 * processes share the work). One row per message and channel; `idempotency_key` keeps an event
 * from queueing the same message twice. Reminders wait for `send_after`; a failed attempt waits
 * there for its next try.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    /** customer or office. */
    audience: text('audience').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    /** An E.164 number or an e-mail address. */
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    /** The event's own details (an amount, a report's name); the rest is read when it is sent. */
    payload: jsonb('payload').notNull(),
    /** The words as sent (subject and text), kept for the office's history. */
    subject: text('subject'),
    body: text('body'),
    status: text('status').notNull().default('pending'),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A worker holds a claimed message until then; past it, another may take it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_due_idx')
      .on(table.sendAfter)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('messages_appointment_idx').on(table.appointmentId),
    index('messages_created_idx').on(table.createdAt),
    // The office's messages screen, newest first, plain or by status or channel (migration 0020, decision 0071).
    index('messages_newest_idx').on(table.createdAt, table.id),
    index('messages_status_newest_idx').on(table.status, table.createdAt, table.id),
    index('messages_channel_newest_idx').on(table.channel, table.createdAt, table.id),
    check('messages_channel', sql`${table.channel} in ('whatsapp', 'sms', 'email')`),
    check('messages_audience', sql`${table.audience} in ('customer', 'office')`),
    check(
      'messages_status',
      sql`${table.status} in ('pending', 'sending', 'sent', 'failed', 'dropped')`,
    ),
    check('messages_language', languageCheck('language')),
    check('messages_attempts', sql`${table.attempts} >= 0`),
  ],
);

/** Each try to send a message: when, what came of it, and the provider's word. Never updated. */
export const messageAttempts = pgTable(
  'message_attempts',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    error: text('error'),
    providerMessageId: text('provider_message_id'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_attempts_message_idx').on(table.messageId),
    check('message_attempts_outcome', sql`${table.outcome} in ('sent', 'failed')`),
  ],
);
