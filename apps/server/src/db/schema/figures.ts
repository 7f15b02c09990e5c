/*
 * The figures' day book (decision 0073): what the figures count, added up
 * once for each India day that has ended, so a year's figures read 365 days' sums, not every
 * appointment, payment and refund of the year. The database itself forgets a day when anything
 * counted on it changes (triggers of migration 0021), so a sum kept here is never stale.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The India days the day book knows of: `summed` while figure_day_sums holds that day's sums as they stand. */
export const figureDays = pgTable('figure_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  summed: boolean('summed').notNull().default(false),
});

/**
 * One day's sums, in the three shapes the figures read them (figures.repo.ts): by astrologer
 * (`key` the astrologer), by service (`key` the service; counts only), and money alike (`key` the
 * astrologer; with country, amount, the appointment's services at their prices and a payment's
 * charges). A day has
 * rows here only while its figure_days row says `summed`: forgetting a day deletes them.
 */
export const figureDaySums = pgTable(
  'figure_day_sums',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shape: text('shape').notNull(),
    kind: text('kind').notNull(),
    key: integer('key'),
    countryId: integer('country_id'),
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    services: text('services'),
    /** A payment's charges as its receipt has them (modules/figures/charges-key.ts): what its GST is worked out by. */
    charges: text('charges'),
    count: integer('count').notNull(),
    paise: bigint('paise', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('figure_day_sums_day_idx').on(table.shape, table.day),
    check('figure_day_sums_shape', sql`${table.shape} in ('astrologer', 'service', 'money')`),
  ],
);
