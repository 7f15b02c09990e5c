/* The activity log. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every office action, and the customer's and system's changes to appointments: who (null for
 * the system itself), what, when, and the record before and after. Never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    // By who, newest first (the system's: a null actor); migration 0020.
    index('audit_log_actor_idx').on(table.actorUserId, table.id),
    // By what (an action, or a group's actions) over a time; migration 0020.
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);
