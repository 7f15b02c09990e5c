/*
 * Customers: the office's private notes on a customer (decisions 0064, 0065) and the people a
 * customer keeps for their bookings (decision 0078).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A note the office or an astrologer keeps on a customer: never in any reply to the customer.
 * Each names its author and its time; notes are added, never changed; the author or an admin
 * may remove one (the activity log keeps that it was removed, not its words). The trigram indexes the
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
    /**
     * The astrologers the note was written for; admins and the desk read every note, an astrologer
     * only those written for them (decision 0099). Empty: the office (admins and the desk) only.
     */
    forAstrologerIds: integer('for_astrologer_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_notes_user_idx').on(table.userId, table.createdAt),
    check('customer_notes_body', sql`length(trim(${table.body})) between 1 and 2000`),
  ],
);

/**
 * A person a customer books for, kept for next time (decision 0078): birth details as
 * a booking takes them. A booking copies them; deleting one never touches a booking.
 */
export const savedPeople = pgTable(
  'saved_people',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Who the person is to the customer: self, son, bridegroom… (contracts' personRelations). */
    relation: text('relation').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** Both null when the time is not known. */
    birthTimeType: text('birth_time_type'),
    birthTime: text('birth_time'),
    birthPlace: text('birth_place').notNull(),
    birthLatitude: doublePrecision('birth_latitude'),
    birthLongitude: doublePrecision('birth_longitude'),
    /**
     * The birth's own offset from UTC when it was not the zone's ("+05:53:20", Calcutta time
     * before 1948; decision 0104), as on appointments.birth_utc_offset.
     */
    birthUtcOffset: text('birth_utc_offset'),
    fatherName: text('father_name'),
    currentLocation: text('current_location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_people_user_idx').on(table.userId, table.name),
    check('saved_people_gender', sql`${table.gender} in ('male', 'female', 'other')`),
    check(
      'saved_people_birth_time',
      sql`(${table.birthTimeType} is null) = (${table.birthTime} is null)`,
    ),
    check(
      'saved_people_birth_utc_offset',
      sql`${table.birthUtcOffset} ~ '^[+-][0-9]{2}:[0-5][0-9](:[0-5][0-9])?$'`,
    ),
    check(
      'saved_people_coordinates',
      sql`(${table.birthLatitude} is null) = (${table.birthLongitude} is null)`,
    ),
  ],
);
