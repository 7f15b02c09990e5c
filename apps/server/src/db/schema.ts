import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const languageCheck = (column: string) =>
  sql.raw(`${column} in ('english', 'tamil')`);

/** Binary content. node-postgres hands back a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameTamil: text('name_tamil').notNull(),
  phoneCode: text('phone_code').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

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
    consultationModes: text('consultation_modes').array().notNull().default(sql`'{in_person,phone,video}'::text[]`),
  },
  (table) => [
    check('services_base_price_positive', sql`${table.basePricePaise} > 0`),
    check('services_consultation_modes', sql`cardinality(${table.consultationModes}) >= 1 and ${table.consultationModes} <@ array['in_person', 'phone', 'video']::text[]`),
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

export const translations = pgTable(
  'translations',
  {
    language: text('language').notNull(),
    page: text('page').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.language, table.page, table.key] }),
    check('translations_language', languageCheck('language')),
  ],
);

/** One row per setting; value_tamil is null where the setting is the same in both languages. */
export const uiSettings = pgTable('ui_settings', {
  key: text('key').primaryKey(),
  valueEnglish: text('value_english').notNull(),
  valueTamil: text('value_tamil'),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  youtubeVideoId: text('youtube_video_id').notNull().unique(),
  titleEnglish: text('title_english').notNull(),
  titleTamil: text('title_tamil').notNull(),
  descriptionEnglish: text('description_english').notNull(),
  descriptionTamil: text('description_tamil').notNull(),
  thumbnailUrl: text('thumbnail_url').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const contentPages = pgTable(
  'content_pages',
  {
    pageType: text('page_type').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML: stored only after the allow-list has cleaned it. */
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pageType, table.language] }),
    check('content_pages_language', languageCheck('language')),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** E.164, for example +919876543210; never changed after sign-up. */
    mobileNumber: text('mobile_number').notNull().unique(),
    name: text('name'),
    email: text('email'),
    languagePreference: text('language_preference').notNull().default('english'),
    /** The channels the customer hears from us by; e-mail only when they gave an address. */
    notifyWhatsapp: boolean('notify_whatsapp').notNull().default(true),
    notifySms: boolean('notify_sms').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    role: text('role').notNull().default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_language', languageCheck('language_preference')),
    check('users_role', sql`${table.role} in ('customer', 'admin')`),
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

/** Numbers appointments; the number's digits come from here, so two bookings never share one. */
export const appointmentNumberSequence = pgSequence('appointment_number_seq', { startWith: 1 });

/**
 * A booked consultation. Birth details are kept as the customer gave them; `birth_time` holds
 * HH:MM for an exact time or a period key (morning, ...) for a period.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    /** Human-friendly and unique, for example AST-2611-0042. */
    appointmentNumber: text('appointment_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** Both null when no birth time was given (a booking of Prasanam alone needs none). */
    birthTimeType: text('birth_time_type'),
    birthTime: text('birth_time'),
    birthPlace: text('birth_place').notNull(),
    /** Where the birth place is, when the customer chose it from the suggestions or gave it as coordinates; null: found by its name. */
    birthLatitude: doublePrecision('birth_latitude'),
    birthLongitude: doublePrecision('birth_longitude'),
    currentLocation: text('current_location').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    workDetails: text('work_details'),
    reasonForVisit: text('reason_for_visit'),
    fatherName: text('father_name'),
    motherName: text('mother_name'),
    bridegroomName: text('bridegroom_name'),
    bridegroomGender: text('bridegroom_gender'),
    bridegroomDateOfBirth: date('bridegroom_date_of_birth', { mode: 'string' }),
    bridegroomBirthTimeType: text('bridegroom_birth_time_type'),
    bridegroomBirthTime: text('bridegroom_birth_time'),
    bridegroomBirthPlace: text('bridegroom_birth_place'),
    bridegroomBirthLatitude: doublePrecision('bridegroom_birth_latitude'),
    bridegroomBirthLongitude: doublePrecision('bridegroom_birth_longitude'),
    bridegroomCurrentLocation: text('bridegroom_current_location'),
    /** Computed by the server from the services and the country's pricing, in paise. */
    totalCostPaise: integer('total_cost_paise').notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** How the consultation takes place: in_person, phone or video. */
    consultationMode: text('consultation_mode').notNull().default('in_person'),
    /**
     * The consultation's time: [scheduled_at, ends_at). The exclusion constraint
     * appointments_no_overlap (migration 0006; drizzle cannot declare it) refuses two
     * non-cancelled appointments whose times overlap: the booking race's referee.
     */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A video consultation's room, made when its slot is booked. */
    meetingUrl: text('meeting_url'),
    /** The calendar file's SEQUENCE: rises with each change of time and with the cancellation. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** The customer's own IANA zone when they booked its time (their browser's), for messages. */
    customerTimeZone: text('customer_time_zone'),
    /** Times the customer moved it themselves (the office's changes do not count). */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /** When the office recorded it completed or absent (an undo is allowed the same day). */
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_user_idx').on(table.userId, table.createdAt),
    index('appointments_scheduled_idx').on(table.scheduledAt),
    check('appointments_gender', sql`${table.gender} in ('male', 'female', 'other')`),
    check('appointments_birth_time_type', sql`${table.birthTimeType} in ('exact', 'period')`),
    check('appointments_birth_time_given', sql`(${table.birthTime} is null) = (${table.birthTimeType} is null)`),
    check('appointments_birth_coordinates', sql`(${table.birthLatitude} is null) = (${table.birthLongitude} is null) and (${table.birthLatitude} is null or (${table.birthLatitude} between -90 and 90 and ${table.birthLongitude} between -180 and 180))`),
    check(
      'appointments_bridegroom_birth_coordinates',
      sql`(${table.bridegroomBirthLatitude} is null) = (${table.bridegroomBirthLongitude} is null) and (${table.bridegroomBirthLatitude} is null or (${table.bridegroomBirthLatitude} between -90 and 90 and ${table.bridegroomBirthLongitude} between -180 and 180))`,
    ),
    check('appointments_consultation_mode', sql`${table.consultationMode} in ('in_person', 'phone', 'video')`),
    check('appointments_time_range', sql`(${table.scheduledAt} is null) = (${table.endsAt} is null) and (${table.endsAt} is null or ${table.endsAt} > ${table.scheduledAt})`),
    check('appointments_reschedule_count', sql`${table.rescheduleCount} >= 0`),
    check('appointments_status', sql`${table.status} in ('pending', 'paid', 'scheduled', 'completed', 'no_show', 'cancelled')`),
    check('appointments_payment_status', sql`${table.paymentStatus} in ('pending', 'paid', 'failed', 'refunded')`),
    check('appointments_total_positive', sql`${table.totalCostPaise} > 0`),
  ],
);

/** The services of an appointment, with what each cost in the appointment's country. */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    pricePaise: integer('price_paise').notNull(),
  },
  (table) => [primaryKey({ columns: [table.appointmentId, table.serviceId] })],
);

/**
 * Horoscope uploads. The bytes live in the blob store under `content_hash` (decision 0031);
 * `content` held them before and is emptied by the upgrade step (db/blob-move), then dropped.
 */
export const appointmentFiles = pgTable(
  'appointment_files',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Judged from the content, never from the name or the browser's claim. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 (hex) of the bytes in the blob store; null only on a row the upgrade has not moved yet. */
    contentHash: text('content_hash'),
    /** The bytes as stored before decision 0031; null once moved to the blob store. */
    legacyContent: bytea('content'),
    /** A PDF that carries JavaScript or a launch action: kept, and shown to the office with a warning. */
    activeContent: boolean('active_content').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointment_files_appointment_idx').on(table.appointmentId),
    index('appointment_files_created_idx').on(table.createdAt),
    check('appointment_files_type', sql`${table.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`),
    index('appointment_files_content_hash_idx').on(table.contentHash),
    check('appointment_files_content_kept', sql`${table.contentHash} is not null or ${table.legacyContent} is not null`),
    check('appointment_files_content_hash', sql`${table.contentHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** A written report owed for a service that includes one; the office uploads the PDF (kept in the blob store). */
export const pdfRequests = pgTable(
  'pdf_requests',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    /** The uploaded PDF in the blob store (SHA-256, hex) and its length; both null until the office uploads one. */
    reportHash: text('report_hash'),
    reportSizeBytes: integer('report_size_bytes'),
    /** The PDF as stored before decision 0031; null once moved to the blob store. */
    legacyReport: bytea('report'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('pdf_requests_appointment_service_unique').on(table.appointmentId, table.serviceId),
    check('pdf_requests_status', sql`${table.status} in ('pending', 'completed', 'cancelled')`),
    check('pdf_requests_completed_has_report', sql`${table.status} <> 'completed' or ${table.reportHash} is not null or ${table.legacyReport} is not null`),
    check('pdf_requests_report_hash', sql`(${table.reportHash} is null) = (${table.reportSizeBytes} is null) and ${table.reportHash} ~ '^[0-9a-f]{64}$'`),
    index('pdf_requests_report_hash_idx').on(table.reportHash),
  ],
);

/**
 * A payment of an appointment: an online gateway order (created -> paid or failed) or a cash
 * choice (pending until the office takes the money; cancelled when the customer pays online
 * instead). At most one is paid per appointment, and at most one online order is open, both
 * held by the database itself. A second payment that arrives anyway is `refunded` in full.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status').notNull(),
    /** Always the appointment's total when the payment was asked for, in paise. */
    amountPaise: integer('amount_paise').notNull(),
    gateway: text('gateway'),
    gatewayOrderId: text('gateway_order_id').unique(),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_appointment_idx').on(table.appointmentId),
    uniqueIndex('payments_one_paid_per_appointment').on(table.appointmentId).where(sql`${table.status} = 'paid'`),
    uniqueIndex('payments_one_open_order_per_appointment').on(table.appointmentId).where(sql`${table.status} = 'created'`),
    check('payments_method', sql`${table.method} in ('online', 'cash')`),
    check('payments_status', sql`${table.status} in ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded')`),
    check('payments_amount_positive', sql`${table.amountPaise} > 0`),
    check('payments_online_has_order', sql`${table.method} <> 'online' or ${table.gatewayOrderId} is not null`),
  ],
);

/** Gateway webhook events already handled: a repeated event id changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The office's opening windows per weekday (1 Monday ... 7 Sunday), several for a day with a break; a missing day is closed. */
export const weeklyHours = pgTable(
  'weekly_hours',
  {
    weekday: integer('weekday').notNull(),
    /** Minutes after midnight, India time. */
    opensAtMinute: integer('opens_at_minute').notNull(),
    closesAtMinute: integer('closes_at_minute').notNull(),
  },
  // A weekday may open in several windows (a day with a break); migration 0009 adds the
  // exclusion constraint that keeps one weekday's windows apart (neither overlapping nor touching).
  (table) => [
    primaryKey({ columns: [table.weekday, table.opensAtMinute] }),
    check('weekly_hours_weekday', sql`${table.weekday} between 1 and 7`),
    check('weekly_hours_order', sql`0 <= ${table.opensAtMinute} and ${table.opensAtMinute} < ${table.closesAtMinute} and ${table.closesAtMinute} <= 1440`),
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

/** One row: how the office casts charts (docs/decisions/0026): the lunar node as the mean node (default) or the true node. */
export const astrologySettings = pgTable(
  'astrology_settings',
  {
    id: integer('id').primaryKey().default(1),
    node: text('node').notNull().default('mean'),
  },
  (table) => [check('astrology_settings_single_row', sql`${table.id} = 1`), check('astrology_settings_node', sql`${table.node} in ('mean', 'true')`)],
);

/**
 * One row, when the office chose them: the countries (ISO 3166 alpha-2) whose mobiles may receive
 * sign-in codes (issue 30). No row: SIGN_IN_COUNTRIES, the server's default.
 */
export const signInSettings = pgTable(
  'sign_in_settings',
  {
    id: integer('id').primaryKey().default(1),
    countries: text('countries').array().notNull(),
  },
  (table) => [check('sign_in_settings_single_row', sql`${table.id} = 1`), check('sign_in_settings_countries', sql`cardinality(${table.countries}) > 0`)],
);

/** Days the office closes (holidays); no slots that day. */
export const blockedDays = pgTable('blocked_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  reason: text('reason'),
});

/** Single slots the office takes out, by day and start (minutes after midnight, India time). */
export const blockedSlots = pgTable(
  'blocked_slots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.startMinute] })],
);

/**
 * Money given back: a cancellation's refund by the policy of spec section 9, a payment that
 * arrived after the cancellation, or a second payment. At most one per payment, so no payment is
 * ever refunded twice; online refunds go to Razorpay with `idempotency_key`, so a retried call
 * never refunds twice either. Pending until the gateway (or, for cash, the office) has paid it back.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** cancellation, paid_after_cancel or duplicate_payment. */
    kind: text('kind').notNull().default('cancellation'),
    method: text('method').notNull(),
    /** What goes back to the customer, in paise. */
    amountPaise: integer('amount_paise').notNull(),
    /** What the policy keeps (the 50% fee within 24 hours), in paise. */
    feePaise: integer('fee_paise').notNull(),
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayRefundId: text('gateway_refund_id').unique(),
    reason: text('reason'),
    /** When the money went back: the gateway's refund processed, or the cash handed over. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_appointment_idx').on(table.appointmentId),
    index('refunds_pending_idx').on(table.status),
    check('refunds_kind', sql`${table.kind} in ('cancellation', 'paid_after_cancel', 'duplicate_payment')`),
    check('refunds_method', sql`${table.method} in ('online', 'cash')`),
    check('refunds_status', sql`${table.status} in ('pending', 'processed', 'failed')`),
    check('refunds_amounts', sql`${table.amountPaise} > 0 and ${table.feePaise} >= 0`),
  ],
);

/**
 * Every office action, and the customer's and system's changes to appointments: who (null for
 * the system itself), what, when, and the record before and after. Never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt), index('audit_log_entity_idx').on(table.entityType, table.entityId)],
);

/**
 * The outbox: every message to a customer or the office, written in the same transaction as the
 * change that causes it, then sent by a worker (claimed with FOR UPDATE SKIP LOCKED, so several
 * processes share the work). One row per message and channel; `idempotency_key` keeps an event
 * from queueing the same message twice. Reminders wait for `send_after`; a failed attempt waits
 * there for its next try.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    /** customer or office. */
    audience: text('audience').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    /** An E.164 number or an e-mail address. */
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    /** The event's own details (an amount, a report's name); the rest is read when it is sent. */
    payload: jsonb('payload').notNull(),
    /** The words as sent (subject and text), kept for the office's history. */
    subject: text('subject'),
    body: text('body'),
    status: text('status').notNull().default('pending'),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A worker holds a claimed message until then; past it, another may take it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_due_idx').on(table.sendAfter).where(sql`${table.status} in ('pending', 'sending')`),
    index('messages_appointment_idx').on(table.appointmentId),
    index('messages_created_idx').on(table.createdAt),
    check('messages_channel', sql`${table.channel} in ('whatsapp', 'sms', 'email')`),
    check('messages_audience', sql`${table.audience} in ('customer', 'office')`),
    check('messages_status', sql`${table.status} in ('pending', 'sending', 'sent', 'failed', 'dropped')`),
    check('messages_language', languageCheck('language')),
    check('messages_attempts', sql`${table.attempts} >= 0`),
  ],
);

/** Each try to send a message: when, what came of it, and the provider's word. Never updated. */
export const messageAttempts = pgTable(
  'message_attempts',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    error: text('error'),
    providerMessageId: text('provider_message_id'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_attempts_message_idx').on(table.messageId), check('message_attempts_outcome', sql`${table.outcome} in ('sent', 'failed')`)],
);

/**
 * Safe retries: the first reply to a customer's Idempotency-Key for one operation, replayed
 * when the same key comes again with the same body. A row without a status is in progress.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the operation's target and body: another body under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.operation, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * The fingerprint of the demo data last seeded (seed.ts): a start whose built-in catalogue and
 * content are unchanged since then skips the seeding (decision 0040). One row.
 */
export const demoSeed = pgTable('demo_seed', {
  id: integer('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
