/* Office-wide settings of their own: how charts are cast. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** One row: how the office casts charts (docs/decisions/0026): the lunar node as the mean node (default) or the true node. */
export const astrologySettings = pgTable(
  'astrology_settings',
  {
    id: integer('id').primaryKey().default(1),
    node: text('node').notNull().default('mean'),
  },
  (table) => [check('astrology_settings_single_row', sql`${table.id} = 1`), check('astrology_settings_node', sql`${table.node} in ('mean', 'true')`)],
);
