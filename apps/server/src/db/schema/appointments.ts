/* Appointments: the booked consultations, their services, uploaded horoscopes and owed reports. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { astrologers } from './astrologers';
import { countries, services } from './catalog';
import { users } from './users';

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
    /**
     * Where the birth place is, when the customer chose it from the suggestions or gave it as
     * coordinates; null: found by its name.
     */
    birthLatitude: doublePrecision('birth_latitude'),
    birthLongitude: doublePrecision('birth_longitude'),
    /**
     * The birth's own offset from UTC ("+05:53:20"), as the office recorded it for an old city time
     * or local mean time; null: the zone's history (decision 0076).
     */
    birthUtcOffset: text('birth_utc_offset'),
    currentLocation: text('current_location').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    /**
     * Where in India the customer is, as a GST state code ("33"): the place of supply
     * (docs/decisions/0068); null abroad or not given.
     */
    customerState: text('customer_state'),
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
    bridegroomBirthUtcOffset: text('bridegroom_birth_utc_offset'),
    bridegroomCurrentLocation: text('bridegroom_current_location'),
    /**
     * What the office's search reads: person, bridegroom, number, and the customer's name and phone
     * (kept by migration 0016's triggers; decision 0065).
     */
    searchText: text('search_text'),
    /** Computed by the server from the services and the country's pricing, in paise. */
    totalCostPaise: integer('total_cost_paise').notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** How the consultation takes place: in_person, phone or video. */
    consultationMode: text('consultation_mode').notNull().default('in_person'),
    /**
     * The consultation's time: [scheduled_at, ends_at). The exclusion constraint
     * appointments_no_overlap (migration 0015; drizzle cannot declare it) refuses two
     * non-cancelled appointments of one astrologer whose times and pauses [scheduled_at,
     * held_until) overlap: the booking race's referee.
     */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /**
     * When the Prasanam's question was asked, as the astrologer recorded it; null: the
     * consultation's start (decision 0076).
     */
    prasanamAskedAt: timestamp('prasanam_asked_at', { withTimezone: true }),
    /**
     * When the office released the printed Jathagam to the customer; null: not (or no longer)
     * released (decision 0030).
     */
    jathagamReleasedAt: timestamp('jathagam_released_at', { withTimezone: true }),
    /** The astrologer's notes on the chart: the office's alone, never in the customer's views or sheets. */
    chartNotes: text('chart_notes'),
    chartNotesUpdatedAt: timestamp('chart_notes_updated_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /**
     * The end of the astrologer's pause after it (ends_at plus the services' buffers): what the
     * exclusion constraint keeps apart.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** Who consults: given with the time (decision 0059). */
    astrologerId: integer('astrologer_id').references(() => astrologers.id, {
      onDelete: 'restrict',
    }),
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
    // The office's list, newest first, plain or by status or payment state (migration 0020, decision 0071).
    index('appointments_newest_idx').on(table.createdAt, table.id),
    index('appointments_status_newest_idx').on(table.status, table.createdAt, table.id),
    index('appointments_payment_status_newest_idx').on(
      table.paymentStatus,
      table.createdAt,
      table.id,
    ),
    check('appointments_gender', sql`${table.gender} in ('male', 'female', 'other')`),
    check('appointments_birth_time_type', sql`${table.birthTimeType} in ('exact', 'period')`),
    check(
      'appointments_birth_time_given',
      sql`(${table.birthTime} is null) = (${table.birthTimeType} is null)`,
    ),
    check(
      'appointments_birth_coordinates',
      sql.join([
        sql`(${table.birthLatitude} is null) = (${table.birthLongitude} is null) and `,
        sql`(${table.birthLatitude} is null or (${table.birthLatitude} between -90 and 90 and `,
        sql`${table.birthLongitude} between -180 and 180))`,
      ]),
    ),
    check(
      'appointments_bridegroom_birth_coordinates',
      sql.join([
        sql`(${table.bridegroomBirthLatitude} is null) = `,
        sql`(${table.bridegroomBirthLongitude} is null) and `,
        sql`(${table.bridegroomBirthLatitude} is null or `,
        sql`(${table.bridegroomBirthLatitude} between -90 and 90 and `,
        sql`${table.bridegroomBirthLongitude} between -180 and 180))`,
      ]),
    ),
    check(
      'appointments_birth_utc_offset',
      sql`${table.birthUtcOffset} ~ '^[+-][0-9]{2}:[0-5][0-9](:[0-5][0-9])?$'`,
    ),
    check(
      'appointments_bridegroom_birth_utc_offset',
      sql`${table.bridegroomBirthUtcOffset} ~ '^[+-][0-9]{2}:[0-5][0-9](:[0-5][0-9])?$'`,
    ),
    check(
      'appointments_consultation_mode',
      sql`${table.consultationMode} in ('in_person', 'phone', 'video')`,
    ),
    check(
      'appointments_time_range',
      sql.join([
        sql`(${table.scheduledAt} is null) = (${table.endsAt} is null) and `,
        sql`(${table.endsAt} is null or ${table.endsAt} > ${table.scheduledAt})`,
      ]),
    ),
    check(
      'appointments_held_until',
      sql.join([
        sql`(${table.scheduledAt} is null) = (${table.heldUntil} is null) and `,
        sql`(${table.heldUntil} is null or ${table.heldUntil} >= ${table.endsAt})`,
      ]),
    ),
    check(
      'appointments_astrologer_given',
      sql`${table.scheduledAt} is null or ${table.astrologerId} is not null`,
    ),
    index('appointments_astrologer_idx').on(table.astrologerId, table.scheduledAt),
    check('appointments_reschedule_count', sql`${table.rescheduleCount} >= 0`),
    check(
      'appointments_status',
      sql`${table.status} in ('pending', 'paid', 'scheduled', 'completed', 'no_show', 'cancelled')`,
    ),
    check(
      'appointments_payment_status',
      sql`${table.paymentStatus} in ('pending', 'paid', 'failed', 'refunded')`,
    ),
    check('appointments_total_positive', sql`${table.totalCostPaise} > 0`),
    check('appointments_customer_state', sql`${table.customerState} ~ '^[0-9]{2}$'`),
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
    check(
      'appointment_files_type',
      sql`${table.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`,
    ),
    index('appointment_files_content_hash_idx').on(table.contentHash),
    check(
      'appointment_files_content_kept',
      sql`${table.contentHash} is not null or ${table.legacyContent} is not null`,
    ),
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
    // removed: given, then deleted after the retention period (decision 0103); the row stays.
    check(
      'pdf_requests_status',
      sql`${table.status} in ('pending', 'completed', 'cancelled', 'removed')`,
    ),
    check(
      'pdf_requests_completed_has_report',
      sql`${table.status} <> 'completed' or ${table.reportHash} is not null or ${table.legacyReport} is not null`,
    ),
    check(
      'pdf_requests_report_hash',
      sql.join([
        sql`(${table.reportHash} is null) = (${table.reportSizeBytes} is null) and `,
        sql`${table.reportHash} ~ '^[0-9a-f]{64}$'`,
      ]),
    ),
    index('pdf_requests_report_hash_idx').on(table.reportHash),
  ],
);
