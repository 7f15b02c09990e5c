/*
 * Privacy (decision 0099): the notice and its versions, what each customer agreed to, their
 * requests and grievances, who in the office read whose data, and the office's privacy settings.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The privacy notice, one row per version: never changed, a new version is a new row. The
 * newest is the current one; consents name the version they were given under.
 */
export const privacyNotices = pgTable('privacy_notices', {
  version: serial('version').primaryKey(),
  /** The notice's text in each language (the office's edit, or the built-in text). */
  bodyEnglish: text('body_english').notNull(),
  bodyTamil: text('body_tamil').notNull(),
  /** Who in the office published it; null: the built-in first version. */
  createdByUserId: integer('created_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a customer agreed to, or withdrew, and when: never updated, the newest row of a purpose
 * (and subject) is what holds. service: the notice, at sign-in; marketing: offers, optional;
 * guardian: a parent's or lawful guardian's declaration for a person under 18; other_person:
 * the customer confirmed that another adult (a bridegroom) agreed to their details being given.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: integer('notice_version').references(() => privacyNotices.version, {
      onDelete: 'restrict',
    }),
    /** What a guardian or other_person declaration is about: appointment or saved_person. */
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    /** Where it was given: sign_in, profile, booking, people, desk. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consents_user_idx').on(table.userId, table.purpose, table.id),
    check(
      'consents_purpose',
      sql`${table.purpose} in ('service', 'marketing', 'guardian', 'other_person')`,
    ),
    check(
      'consents_subject',
      sql.join([
        sql`(${table.subjectType} is null) = (${table.subjectId} is null) and `,
        sql`(${table.subjectType} is null or ${table.subjectType} in ('appointment', 'saved_person'))`,
      ]),
    ),
    check(
      'consents_source',
      sql`${table.source} in ('sign_in', 'profile', 'booking', 'people', 'desk')`,
    ),
  ],
);

/**
 * A customer's request: a correction, an erasure or a grievance. Acknowledged by message within
 * 48 hours, answered by `due_at` (30 days).
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    /** The customer's words; emptied when the customer is erased. */
    text: text('text').notNull(),
    status: text('status').notNull().default('open'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('data_requests_user_idx').on(table.userId, table.id),
    index('data_requests_open_idx').on(table.status, table.dueAt),
    check('data_requests_kind', sql`${table.kind} in ('correction', 'erasure', 'grievance')`),
    check('data_requests_status', sql`${table.status} in ('open', 'answered')`),
    check(
      'data_requests_answered',
      sql`(${table.status} = 'answered') = (${table.answeredAt} is not null)`,
    ),
  ],
);

/**
 * Every office read of a customer's personal data: who, when, whose, and what (customer,
 * appointment, chart, file, report, export, data_copy). An export names no one customer: it
 * says how many rows of which kind. Kept a year.
 */
export const readLog = pgTable(
  'read_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The staff member's role at the time (the customer's copy shows roles, not names). */
    staffRole: text('staff_role').notNull(),
    customerUserId: integer('customer_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    what: text('what').notNull(),
    /** The appointment, file or report read; an export's kind. */
    entityId: text('entity_id'),
    /** An export's rows. */
    rowCount: integer('row_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('read_log_customer_idx').on(table.customerUserId, table.id),
    index('read_log_staff_idx').on(table.staffUserId, table.id),
    index('read_log_created_idx').on(table.createdAt),
    check(
      'read_log_what',
      sql`${table.what} in ('customer', 'appointment', 'chart', 'file', 'report', 'export', 'data_copy')`,
    ),
  ],
);

/**
 * One row, when the office chose them: the grievance contact the notice and every reply name,
 * how long personal data is kept (docs/privacy; the job in modules/privacy/retention), and the
 * breach notice's words. No row: the built-in defaults.
 */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    id: integer('id').primaryKey().default(1),
    grievanceName: text('grievance_name').notNull(),
    grievanceEmail: text('grievance_email').notNull(),
    grievancePhone: text('grievance_phone').notNull(),
    /** Uploads and written reports: removed this long after the consultation. */
    filesMonths: integer('files_months').notNull(),
    /** Uploads of cancelled or never-paid bookings: removed this long after the booking. */
    unpaidFilesDays: integer('unpaid_files_days').notNull(),
    /** The words of messages sent: emptied this long after sending. */
    messageTextMonths: integer('message_text_months').notNull(),
    /** Customers with no sign-in and no booking this long: erased. */
    inactiveYears: integer('inactive_years').notNull(),
    /** The breach notice, with {from} and {to} for the window; null: the built-in words. */
    breachNoticeEnglish: text('breach_notice_english'),
    breachNoticeTamil: text('breach_notice_tamil'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('privacy_settings_single_row', sql`${table.id} = 1`),
    check(
      'privacy_settings_periods',
      sql.join([
        sql`${table.filesMonths} between 1 and 240 and ${table.unpaidFilesDays} between 1 and 365 and `,
        sql`${table.messageTextMonths} between 1 and 120 and ${table.inactiveYears} between 1 and 20`,
      ]),
    ),
  ],
);
