/* The office calendar: opening hours, its settings, closed days and blocked slots. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { astrologers } from './astrologers';

/**
 * Each astrologer's opening windows per weekday (1 Monday ... 7 Sunday), several for a day with a
 * break; a missing day is closed.
 */
export const weeklyHours = pgTable(
  'weekly_hours',
  {
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    /** Minutes after midnight, India time. */
    opensAtMinute: integer('opens_at_minute').notNull(),
    closesAtMinute: integer('closes_at_minute').notNull(),
  },
  // A weekday may open in several windows (a day with a break); migration 0015 keeps one
  // astrologer's windows of a weekday apart (neither overlapping nor touching), by an exclusion constraint.
  (table) => [
    primaryKey({ columns: [table.astrologerId, table.weekday, table.opensAtMinute] }),
    check('weekly_hours_weekday', sql`${table.weekday} between 1 and 7`),
    check(
      'weekly_hours_order',
      sql.join([
        sql`0 <= ${table.opensAtMinute} and ${table.opensAtMinute} < ${table.closesAtMinute} and `,
        sql`${table.closesAtMinute} <= 1440`,
      ]),
    ),
  ],
);

/** One row: the slot length and how far ahead customers may book. */
export const scheduleSettings = pgTable(
  'schedule_settings',
  {
    id: integer('id').primaryKey().default(1),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    horizonDays: integer('horizon_days').notNull().default(60),
    /** How many times a customer may reschedule one appointment themselves. */
    maxReschedules: integer('max_reschedules').notNull().default(2),
  },
  (table) => [
    check('schedule_settings_single_row', sql`${table.id} = 1`),
    check('schedule_settings_max_reschedules', sql`${table.maxReschedules} between 0 and 10`),
    check('schedule_settings_slot_minutes', sql`${table.slotMinutes} between 10 and 240`),
    check('schedule_settings_horizon', sql`${table.horizonDays} between 1 and 365`),
  ],
);

/** Days the office closes (holidays), or one astrologer's days off (astrologer_id); no slots that day. */
export const blockedDays = pgTable(
  'blocked_days',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Null: the whole office. */
    astrologerId: integer('astrologer_id').references(() => astrologers.id, {
      onDelete: 'cascade',
    }),
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('blocked_days_day_astrologer').on(
      table.day,
      sql`coalesce(${table.astrologerId}, 0)`,
    ),
  ],
);

/**
 * Single slots the office takes out, by day and start (minutes after midnight, India time), for the
 * office or one astrologer.
 */
export const blockedSlots = pgTable(
  'blocked_slots',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    /** Null: the whole office. */
    astrologerId: integer('astrologer_id').references(() => astrologers.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    uniqueIndex('blocked_slots_day_start_astrologer').on(
      table.day,
      table.startMinute,
      sql`coalesce(${table.astrologerId}, 0)`,
    ),
  ],
);
