/* Money: payments, the gateway webhooks handled, and refunds. */
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { users } from './users';

/**
 * A payment of an appointment: an online gateway order (created -> paid or failed) or a cash
 * choice (pending until the office takes the money; cancelled when the customer pays online
 * instead). At most one is paid per appointment, and at most one online order is open, both
 * held by the database itself. A second payment that arrives anyway is `refunded` in full. Cash
 * taken in error and undone the same day (decision 0069) stays as `undone`, with who and when.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status').notNull(),
    /** Always the appointment's total when the payment was asked for, in paise. */
    amountPaise: integer('amount_paise').notNull(),
    gateway: text('gateway'),
    gatewayOrderId: text('gateway_order_id').unique(),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Cash marked received in error and undone the same day (status `undone`): when, and by whom. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneByUserId: integer('undone_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /**
     * What the GST of its receipt was worked out by when it was received (docs/decisions/0074):
     * the business's tax settings and GSTIN, and the charges of the appointment's country. Set by
     * the database (migration 0022) when the payment is received; never changed after.
     */
    taxBasis: jsonb('tax_basis'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_appointment_idx').on(table.appointmentId),
    uniqueIndex('payments_one_paid_per_appointment')
      .on(table.appointmentId)
      .where(sql`${table.status} = 'paid'`),
    uniqueIndex('payments_one_open_order_per_appointment')
      .on(table.appointmentId)
      .where(sql`${table.status} = 'created'`),
    check('payments_method', sql`${table.method} in ('online', 'cash')`),
    index('payments_cash_paid_at_idx')
      .on(table.paidAt)
      .where(sql`${table.method} = 'cash'`),
    check(
      'payments_status',
      sql`${table.status} in ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded', 'undone')`,
    ),
    check(
      'payments_undone',
      sql.join([
        sql`(${table.status} = 'undone') = (${table.undoneAt} is not null) and `,
        sql`(${table.status} <> 'undone' or ${table.method} = 'cash')`,
      ]),
    ),
    check('payments_amount_positive', sql`${table.amountPaise} > 0`),
    check(
      'payments_online_has_order',
      sql`${table.method} <> 'online' or ${table.gatewayOrderId} is not null`,
    ),
  ],
);

/** Gateway webhook events already handled: a repeated event id changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money given back: a cancellation's refund by the cancellation policy (decision 0014), a payment that
 * arrived after the cancellation, or a second payment. At most one per payment, so no payment is
 * ever refunded twice; online refunds go to Razorpay with `idempotency_key`, so a retried call
 * never refunds twice either. Pending until the gateway (or, for cash, the office) has paid it back.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** cancellation, paid_after_cancel or duplicate_payment. */
    kind: text('kind').notNull().default('cancellation'),
    method: text('method').notNull(),
    /** What goes back to the customer, in paise. */
    amountPaise: integer('amount_paise').notNull(),
    /** What the policy keeps (the 50% fee within 24 hours), in paise. */
    feePaise: integer('fee_paise').notNull(),
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayRefundId: text('gateway_refund_id').unique(),
    reason: text('reason'),
    /** When the money went back: the gateway's refund processed, or the cash handed over. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_appointment_idx').on(table.appointmentId),
    index('refunds_pending_idx').on(table.status),
    index('refunds_cash_processed_at_idx')
      .on(table.processedAt)
      .where(sql`${table.method} = 'cash'`),
    check(
      'refunds_kind',
      sql`${table.kind} in ('cancellation', 'paid_after_cancel', 'duplicate_payment')`,
    ),
    check('refunds_method', sql`${table.method} in ('online', 'cash')`),
    check('refunds_status', sql`${table.status} in ('pending', 'processed', 'failed')`),
    check('refunds_amounts', sql`${table.amountPaise} > 0 and ${table.feePaise} >= 0`),
  ],
);
