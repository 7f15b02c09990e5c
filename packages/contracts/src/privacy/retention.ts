import { z } from 'zod';
import { validationKeys } from '../common';

/**
 * How long personal data is kept (decision 0103): the office's periods, their built-in defaults
 * and the bounds the database's check (privacy_settings_periods) holds them to.
 */
export const retentionDefaults = {
  /** Uploads and written reports: deleted this many months after the consultation. */
  files_months: 24,
  /** Uploads of cancelled or never-paid bookings: deleted this many days after the booking. */
  unpaid_files_days: 30,
  /** The words of messages sent: emptied this many months after sending. */
  message_text_months: 12,
  /** Customers with no sign-in and no booking for this many years: erased. */
  inactive_years: 3,
} as const;

export const retentionBounds = {
  files_months: { min: 1, max: 240 },
  unpaid_files_days: { min: 1, max: 365 },
  message_text_months: { min: 1, max: 120 },
  inactive_years: { min: 1, max: 20 },
} as const satisfies Record<keyof typeof retentionDefaults, { min: number; max: number }>;

const period = (key: keyof typeof retentionBounds) => {
  const message = validationKeys[key];
  return z.coerce
    .number({ message })
    .int({ message })
    .min(retentionBounds[key].min, { message })
    .max(retentionBounds[key].max, { message });
};

export const retentionPeriodsSchema = z
  .object({
    files_months: period('files_months'),
    unpaid_files_days: period('unpaid_files_days'),
    message_text_months: period('message_text_months'),
    inactive_years: period('inactive_years'),
  })
  .meta({ id: 'RetentionPeriods' });
export type RetentionPeriods = z.infer<typeof retentionPeriodsSchema>;

/** Why an appointment's uploads (and reports) are due: the consultation is long past, or it was cancelled or never paid. */
export const retentionReasons = ['after_consultation', 'cancelled', 'unpaid'] as const;
export type RetentionReason = (typeof retentionReasons)[number];

/** One appointment whose uploads or reports the next run deletes. */
export const retentionDueAppointmentSchema = z.object({
  id: z.number().int(),
  appointment_number: z.string(),
  /** The moment the period runs from (ISO): the consultation's end, or the booking or cancellation. */
  since: z.string(),
  reason: z.enum(retentionReasons),
  files: z.number().int(),
  reports: z.number().int(),
});
export type RetentionDueAppointment = z.infer<typeof retentionDueAppointmentSchema>;

/** One customer the next run erases: no sign-in and no booking for the period. */
export const retentionDueCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  /** Their last sign-in, or when they were registered when they never signed in (ISO). */
  last_active_at: z.string(),
});
export type RetentionDueCustomer = z.infer<typeof retentionDueCustomerSchema>;

/** The most appointments and customers the preview names; the counts are whole. */
export const RETENTION_PREVIEW_LIMIT = 20;

/** What the next run removes, counted and selected by the very rules the job applies. */
export const retentionPreviewSchema = z.object({
  /** When the next nightly run is due (ISO). */
  next_run_at: z.string(),
  files: z.number().int(),
  reports: z.number().int(),
  message_texts: z.number().int(),
  customers: z.number().int(),
  /** Activity log entries about customers' records whose details (before and after) are dropped. */
  activity_details: z.number().int(),
  appointments_listed: z.array(retentionDueAppointmentSchema),
  customers_listed: z.array(retentionDueCustomerSchema),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

export const retentionTriggers = ['nightly', 'command_line'] as const;

/** What a run removed, as its activity log entry records it (counts, no personal data). */
export const retentionRunSchema = z.object({
  at: z.string(),
  trigger: z.enum(retentionTriggers),
  files: z.number().int(),
  reports: z.number().int(),
  message_texts: z.number().int(),
  customers: z.number().int(),
  reads: z.number().int(),
  /** E-mail confirmation links removed a month after they stopped working (decision 0107). */
  email_links: z.number().int(),
  activity_details: z.number().int(),
  /** Ended sessions, old devices, spent codes and confirmation links (fixed rules, decision 0104). */
  sign_ins: z.number().int(),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionReplySchema = z
  .object({
    success: z.literal(true),
    retention: z.object({
      periods: retentionPeriodsSchema,
      defaults: retentionPeriodsSchema,
      /** Whether the office chose the periods (false: the defaults hold). */
      office_choice: z.boolean(),
      next_run: retentionPreviewSchema,
      /** The newest run's counts; null before the first. */
      last_run: retentionRunSchema.nullable(),
    }),
  })
  .meta({ id: 'RetentionReply' });
export type RetentionReply = z.infer<typeof retentionReplySchema>;
