/* The server's own records: idempotency keys and the demo data's fingerprint. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Safe retries: the first reply to a customer's Idempotency-Key for one operation, replayed
 * when the same key comes again with the same body. A row without a status is in progress.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the operation's target and body: another body under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.operation, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * The fingerprint of the demo data last seeded (seed.ts): a start whose built-in catalogue and
 * content are unchanged since then skips the seeding (decision 0040). One row.
 */
export const demoSeed = pgTable('demo_seed', {
  id: integer('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
