/* Office-wide settings of their own: how charts are cast. */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row: how the office casts charts (docs/decisions/0026): the lunar node as the mean node
 * (default) or the true node.
 */
export const astrologySettings = pgTable(
  'astrology_settings',
  {
    id: integer('id').primaryKey().default(1),
    node: text('node').notNull().default('mean'),
    /** Where a Prasanam is cast (the office's own place); all three null: the office in Madurai (decision 0076). */
    officePlaceName: text('office_place_name'),
    /** The same name in Tamil, for Tamil screens and sheets; null: the English name there too. */
    officePlaceNameTamil: text('office_place_name_tamil'),
    officeLatitude: doublePrecision('office_latitude'),
    officeLongitude: doublePrecision('office_longitude'),
  },
  (table) => [
    check('astrology_settings_single_row', sql`${table.id} = 1`),
    check('astrology_settings_node', sql`${table.node} in ('mean', 'true')`),
    check(
      'astrology_settings_office_place',
      sql.join([
        sql`(${table.officeLatitude} is null) = (${table.officeLongitude} is null) and `,
        sql`(${table.officeLatitude} is null) = (${table.officePlaceName} is null) and `,
        sql`(${table.officeLatitude} is null or (${table.officeLatitude} > -90 and `,
        sql`${table.officeLatitude} < 90 and ${table.officeLongitude} between -180 and 180))`,
      ]),
    ),
  ],
);
