/*
 * GST: the office's settings for splitting the tax on receipts, credit notes and the accountant's
 * files (decision 0067).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row: the GST state code the business is registered in (Tamil Nadu, 33, by default), the SAC
 * code its receipts carry (999799: other services n.e.c.), and whether consultations given from
 * India to customers abroad are zero-rated exports of services. The GSTIN is the UI setting
 * business_gstin.
 */
export const taxSettings = pgTable(
  'tax_settings',
  {
    id: integer('id').primaryKey().default(1),
    businessState: text('business_state').notNull().default('33'),
    sacCode: text('sac_code').notNull().default('999799'),
    zeroRatedExports: boolean('zero_rated_exports').notNull().default(false),
  },
  (table) => [
    check('tax_settings_single_row', sql`${table.id} = 1`),
    check('tax_settings_business_state', sql`${table.businessState} ~ '^[0-9]{2}$'`),
    check('tax_settings_sac_code', sql`${table.sacCode} ~ '^[0-9]{4,8}$'`),
  ],
);
