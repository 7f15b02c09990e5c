/* The catalogue: countries, services and what they cost in each country. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nameTamil: text('name_tamil').notNull(),
    phoneCode: text('phone_code').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * The office's rate for showing a customer abroad an approximate price in their currency
     * (docs/decisions/0080): an ISO 4217 code and how many rupees one unit of it is. Both null:
     * rupees only. Nothing is ever charged in it.
     */
    currencyCode: text('currency_code'),
    rupeesPerUnit: numeric('rupees_per_unit', { precision: 14, scale: 6 }),
    /** When the office last set (or took away) the rate; null: never, so the demo seed may fill it in. */
    exchangeRateSetAt: timestamp('exchange_rate_set_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'countries_exchange_rate',
      sql.join([
        sql`(${table.currencyCode} is null) = (${table.rupeesPerUnit} is null) and `,
        sql`(${table.currencyCode} is null or (${table.currencyCode} ~ '^[A-Z]{3}$' and `,
        sql`${table.currencyCode} <> 'INR' and ${table.rupeesPerUnit} > 0 and `,
        sql`${table.exchangeRateSetAt} is not null))`,
      ]),
    ),
  ],
);

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey(),
    key: text('key').notNull().unique(),
    nameEnglish: text('name_english').notNull(),
    nameTamil: text('name_tamil').notNull(),
    descriptionEnglish: text('description_english').notNull(),
    descriptionTamil: text('description_tamil').notNull(),
    /** Base price in India, in paise. */
    basePricePaise: integer('base_price_paise').notNull(),
    includesReport: boolean('includes_report').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The ways this service can be consulted (in_person, phone, video), in that order. */
    consultationModes: text('consultation_modes')
      .array()
      .notNull()
      .default(sql`'{in_person,phone,video}'::text[]`),
    /** How long a consultation of it takes, and the pause the astrologer keeps after it (decision 0060). */
    durationMinutes: integer('duration_minutes').notNull().default(30),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
  },
  (table) => [
    check('services_base_price_positive', sql`${table.basePricePaise} > 0`),
    check(
      'services_duration',
      sql`${table.durationMinutes} between 10 and 480 and ${table.bufferMinutes} between 0 and 120`,
    ),
    check(
      'services_consultation_modes',
      sql.join([
        sql`cardinality(${table.consultationModes}) >= 1 and `,
        sql`${table.consultationModes} <@ array['in_person', 'phone', 'video']::text[]`,
      ]),
    ),
  ],
);

/** A country's own base price for a service, in paise; India's equals services.base_price_paise. */
export const servicePrices = pgTable(
  'service_prices',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    basePricePaise: integer('base_price_paise').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.countryId, table.serviceId] }),
    check('service_prices_positive', sql`${table.basePricePaise} > 0`),
  ],
);

/** A charge applied to every service in a country, as basis points of the base price. */
export const countryCharges = pgTable(
  'country_charges',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameEnglish: text('name_english').notNull(),
    nameTamil: text('name_tamil').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    /** true: already inside the base price (shown for information); false: added on top. */
    isIncluded: boolean('is_included').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('country_charges_rate_range', sql`${table.rateBasisPoints} between 0 and 10000`),
    unique('country_charges_country_code_unique').on(table.countryId, table.code),
  ],
);
