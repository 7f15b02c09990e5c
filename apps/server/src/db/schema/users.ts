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
    /**
     * When the customer confirmed `email` by its link (decision 0104); null: messages do not go to
     * it. A changed address is unconfirmed again. Addresses given before confirmation existed
     * were counted confirmed by migration 0029.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
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

/**
 * A sign-in code sent on one request (decision 0104). The code belongs to whoever holds the
 * request's id: only the SHA-256 of the id and the HMAC of the code are kept, and a number may have
 * a few live at once, so a stranger's send neither replaces nor spends the owner's.
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    idHash: text('id_hash').primaryKey(),
    mobileNumber: text('mobile_number').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Asked for from a device that had signed in to this number before (its device token). */
    knownDevice: boolean('known_device').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_requests_number_idx').on(table.mobileNumber, table.createdAt),
    check('otp_requests_attempts', sql`${table.failedAttempts} >= 0`),
  ],
);

/**
 * A device that signed in to a number: it keeps a device token (only its SHA-256 is stored), and
 * its sends are not refused because strangers sent to the number (decision 0104).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the device is, from its user agent ("Chrome on Android"); never the whole header. */
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
);

/** Sign-in sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the token was last used (kept coarse, a few minutes); office sessions end unused. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the device is, from its user agent ("Firefox on Windows"); never the whole header. */
    deviceLabel: text('device_label'),
    /** The address it signed in from, shortened (203.0.113.x, 2001:db8:1:2::/64): never whole. */
    addressHint: text('address_hint'),
    /** A place for that address when the trusted proxy names one ("Chennai, IN"); else null. */
    place: text('place'),
    /** An office session whose second factor is still to be given: it may do nothing else. */
    secondFactorPending: boolean('second_factor_pending').notNull().default(false),
    knownDeviceId: integer('known_device_id').references(() => knownDevices.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.lastUsedAt)],
);

/**
 * An office person's second factor (TOTP, RFC 6238; decision 0104). The secret is sealed with the
 * server's key; null confirmed_at: enrolment begun, not yet proved by a code.
 */
export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step accepted, so one code is never accepted twice. */
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes for a second factor; only their HMACs are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * A link that confirms an e-mail address (decision 0104): only the SHA-256 of its token is kept,
 * with the address it confirms, so a link sent before a change cannot confirm the new one.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_confirmations_user_idx').on(table.userId)],
);

/**
 * One row, when the office chose them: how long an office session may stay unused, and whether
 * the office's people must have a second factor (decision 0104). No row: 12 hours, not required.
 */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    officeIdleHours: integer('office_idle_hours').notNull().default(12),
    secondFactorRequired: boolean('second_factor_required').notNull().default(false),
  },
  (table) => [
    check('security_settings_single_row', sql`${table.id} = 1`),
    check('security_settings_idle_hours', sql`${table.officeIdleHours} between 1 and 720`),
  ],
);

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
