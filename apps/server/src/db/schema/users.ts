/* People who sign in: users, their sign-in codes and sessions, and the countries codes go to. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { astrologers } from './astrologers';
import { languageCheck } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /**
     * E.164, for example +919876543210; never changed after sign-up. An erased customer's is
     * "erased:<id>" (decision 0099), so the number may sign up again.
     */
    mobileNumber: text('mobile_number').notNull().unique(),
    name: text('name'),
    email: text('email'),
    languagePreference: text('language_preference').notNull().default('english'),
    /** The channels the customer hears from us by; e-mail only when they gave an address. */
    notifyWhatsapp: boolean('notify_whatsapp').notNull().default(true),
    notifySms: boolean('notify_sms').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    /** customer, or an office role: admin (everything), desk, astrologer (their own consultations; decision 0058). */
    role: text('role').notNull().default('customer'),
    /** The astrologer this person is, when their role is astrologer. */
    astrologerId: integer('astrologer_id').references(() => astrologers.id, {
      onDelete: 'restrict',
    }),
    /**
     * What the office's search reads: name, phone, and each appointment's person, bridegroom and
     * number (kept by migration 0016's triggers; decision 0065).
     */
    searchText: text('search_text'),
    /** The last sign-in: retention erases a customer inactive for years (modules/privacy/retention). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * When the customer was erased (decision 0099): the row stays, for the receipts the law keeps,
     * as "Erased customer N"; its name and e-mail are gone.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_language', languageCheck('language_preference')),
    check('users_role', sql`${table.role} in ('customer', 'admin', 'desk', 'astrologer')`),
    check(
      'users_astrologer',
      sql`(${table.role} = 'astrologer') = (${table.astrologerId} is not null)`,
    ),
    // The office's people among the customers (the activity log's "who", decision 0072); migration 0020.
    index('users_office_idx')
      .on(table.name, table.id)
      .where(sql`${table.role} <> 'customer'`),
  ],
);

/** The one live sign-in code of a number: a new send replaces it. Only its HMAC is stored. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    mobileNumber: text('mobile_number').primaryKey(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('otp_codes_attempts', sql`${table.failedAttempts} >= 0`)],
);

/** Sign-in sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * One row, when the office chose them: the countries (ISO 3166 alpha-2) whose mobiles may receive
 * sign-in codes. No row: SIGN_IN_COUNTRIES, the server's default.
 */
export const signInSettings = pgTable(
  'sign_in_settings',
  {
    id: integer('id').primaryKey().default(1),
    countries: text('countries').array().notNull(),
  },
  (table) => [
    check('sign_in_settings_single_row', sql`${table.id} = 1`),
    check('sign_in_settings_countries', sql`cardinality(${table.countries}) > 0`),
  ],
);
