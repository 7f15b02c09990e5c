/* Customers: the office's private notes on a customer (issue 33; decisions 0064, 0065). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A note the office or an astrologer keeps on a customer: never in any reply to the customer.
 * Each names its author and its time; notes are added, never changed. The trigram indexes the
 * customers' search reads (users' and appointments' names, phones, numbers) are in migration
 * 0017 (drizzle cannot declare an operator class's index with pg_trgm).
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_notes_user_idx').on(table.userId, table.createdAt), check('customer_notes_body', sql`length(trim(${table.body})) between 1 and 2000`)],
);
