/* The team: the astrologers who consult, what each offers, and in which languages (decision 0059). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { services } from './catalog';

/**
 * An astrologer of the team. Migration 0015 makes the first one from the office as it was (every
 * existing consultation and opening hour becomes theirs, unchanged for customers).
 */
export const astrologers = pgTable(
  'astrologers',
  {
    id: serial('id').primaryKey(),
    nameEnglish: text('name_english').notNull(),
    nameTamil: text('name_tamil').notNull(),
    profileEnglish: text('profile_english').notNull().default(''),
    profileTamil: text('profile_tamil').notNull().default(''),
    /** The languages they consult in (english, tamil). */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{tamil,english}'::text[]`),
    /** The ways they consult (in_person, phone, video). */
    consultationModes: text('consultation_modes')
      .array()
      .notNull()
      .default(sql`'{in_person,phone,video}'::text[]`),
    /** E.164; the number they sign in with when they hold the astrologer role. */
    mobileNumber: text('mobile_number').unique(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'astrologers_languages',
      sql`cardinality(${table.languages}) >= 1 and ${table.languages} <@ array['english', 'tamil']::text[]`,
    ),
    check(
      'astrologers_consultation_modes',
      sql.join([
        sql`cardinality(${table.consultationModes}) >= 1 and `,
        sql`${table.consultationModes} <@ array['in_person', 'phone', 'video']::text[]`,
      ]),
    ),
    check(
      'astrologers_names',
      sql`length(trim(${table.nameEnglish})) > 0 and length(trim(${table.nameTamil})) > 0`,
    ),
  ],
);

/** The services an astrologer offers. */
export const astrologerServices = pgTable(
  'astrologer_services',
  {
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.astrologerId, table.serviceId] })],
);
