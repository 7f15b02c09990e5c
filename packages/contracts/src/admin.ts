import { z } from 'zod';
import { pageNumberSchema, recordIdSchema, rupeeAmountSchema, validationKeys } from './common';
import {
  appointmentFileSchema,
  appointmentRefundSchema,
  appointmentSchema,
  pdfServiceRequestSchema,
} from './appointments';
import { appointmentStatuses, paymentStatuses } from './constants';
import { roleSchema } from './auth';
import { calendarDateSchema, isoDateSchema, slotSchema } from './slots';

/*
 * The office console's calls, under /api/admin/ (the office's roles, as office-access.ts allows).
 * Dates and times are India time.
 */

export const adminAppointmentsQuerySchema = z.object({
  /** The day of the consultation (India time); without it, every appointment. */
  date: calendarDateSchema.optional(),
  status: z.enum(appointmentStatuses).optional(),
  payment_status: z.enum(paymentStatuses).optional(),
  /** An appointment number, a name or a phone number (any part of it). */
  q: z.string().trim().max(80, { message: validationKeys.too_long }).optional(),
  page: pageNumberSchema,
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminAppointmentsQuery = z.input<typeof adminAppointmentsQuerySchema>;

export const adminAppointmentRowSchema = z
  .object({
    id: z.number().int(),
    appointment_number: z.string(),
    name: z.string(),
    mobile_number: z.string(),
    services: z.array(z.string()),
    scheduled_datetime: z.string().nullable(),
    status: z.enum(appointmentStatuses),
    payment_status: z.enum(paymentStatuses),
    /** How the customer pays or paid: null until they choose. */
    payment_method: z.enum(['online', 'cash']).nullable(),
    consultation_mode: appointmentSchema.shape.consultation_mode,
    /** Who consults (decision 0059); null until it has a time. */
    astrologer: appointmentSchema.shape.astrologer,
    /** A refund still owed or on its way. */
    refund_pending: z.boolean(),
    total_cost: rupeeAmountSchema,
    created_at: z.string(),
  })
  .meta({ id: 'AdminAppointmentRow' });
export type AdminAppointmentRow = z.infer<typeof adminAppointmentRowSchema>;

export const adminAppointmentsReplySchema = z.object({
  success: z.literal(true),
  appointments: z.array(adminAppointmentRowSchema),
  total: z.number().int(),
  /**
   * The count stopped at 10,000 (there are more): the office narrows the list rather than pages
   * through it (decision 0071).
   */
  total_capped: z.boolean().optional(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminAppointmentsReply = z.infer<typeof adminAppointmentsReplySchema>;

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(['online', 'cash']),
  /**
   * created: an online order not paid yet; pending: cash not taken yet; cancelled: a cash choice
   * ended, given up for online payment or with the booking's cancellation; refunded: a second payment, given back in full; undone: cash
   * marked received in error and undone the same day (decision 0069).
   */
  status: z.enum(['created', 'pending', 'paid', 'failed', 'cancelled', 'refunded', 'undone']),
  amount: rupeeAmountSchema,
  gateway_order_id: z.string().nullable(),
  gateway_payment_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminRefundSchema = appointmentRefundSchema.extend({
  gateway_refund_id: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** A customer's upload as the office sees it (its URL on the admin API). */
export const adminAppointmentFileSchema = appointmentFileSchema.extend({
  /**
   * A PDF that carries JavaScript, a program launch or automatic actions (an /OpenAction that
   * does more than show a page, /AA): kept, but the office is warned before opening it.
   */
  active_content: z.boolean(),
});
export type AdminAppointmentFile = z.infer<typeof adminAppointmentFileSchema>;

/**
 * A report request as the office sees it. A report is uploaded (and may be opened and replaced)
 * while the request is pending; giving it to the customer completes it, and then it stays.
 */
export const adminPdfServiceRequestSchema = pdfServiceRequestSchema.extend({
  /** A PDF is stored: the office can open it (`report_url`) and, until delivered, replace it. */
  report_uploaded: z.boolean(),
  report_url: z.string().nullable(),
  /** When it was given to the customer; null until then. */
  delivered_at: z.string().nullable(),
});
export type AdminPdfServiceRequest = z.infer<typeof adminPdfServiceRequestSchema>;

/** One appointment with everything the office needs; file URLs point at the admin API. */
export const adminAppointmentSchema = appointmentSchema
  .extend({
    files: z.array(adminAppointmentFileSchema),
    pdf_service_requests: z.array(adminPdfServiceRequestSchema),
    customer: z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      mobile_number: z.string(),
      email: z.string().nullable(),
      /**
       * The customer was erased (decision 0101): named by their label, with no number, and the
       * appointment's birth details are gone (the placeholders left are not to be shown).
       */
      erased: z.boolean(),
    }),
    payments: z.array(adminPaymentSchema),
    refunds: z.array(adminRefundSchema),
    /** The office sees a video link whenever there is one (the customer from 15 minutes before). */
    meeting_url: z.string().nullable(),
    /**
     * The office may cancel it (anything not completed, absent or cancelled); its
     * `cancellation_refund` is always everything paid.
     */
    can_office_cancel: z.boolean(),
    /** The consultation's time has come and it is scheduled: it can be marked completed or absent. */
    can_complete: z.boolean(),
    /** A completion or absence recorded today (India time) can be undone. */
    can_undo_outcome: z.boolean(),
    /**
     * Cash marked received today (India time) can be undone while the consultation has not moved on
     * (decision 0069).
     */
    can_undo_cash: z.boolean(),
    /** When the completion or absence was recorded. */
    outcome_at: z.string().nullable(),
    /** Times the customer has rescheduled it. */
    reschedule_count: z.number().int(),
  })
  .meta({ id: 'AdminAppointment' });
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;

export const adminAppointmentReplySchema = z.object({
  success: z.literal(true),
  appointment: adminAppointmentSchema,
});
export type AdminAppointmentReply = z.infer<typeof adminAppointmentReplySchema>;

export const adminCancelRequestSchema = z.object({
  reason: z.string().trim().max(500, { message: validationKeys.too_long }).optional(),
});
export type AdminCancelRequest = z.infer<typeof adminCancelRequestSchema>;

export const refundIdParamsSchema = z.object({ id: recordIdSchema() });

/**
 * The office gives a consultation a start: a slot of the day (its start minute), or another
 * minute of the day for a consultation arranged outside the grid. It lasts its services' length,
 * with the astrologer named, or the one it has, or the first of the team free then (decision 0060).
 */
export const adminScheduleRequestSchema = z.object({
  slot_id: z.coerce
    .number({ message: validationKeys.slot })
    .int({ message: validationKeys.slot })
    .min(0, { message: validationKeys.slot })
    .max(1439, { message: validationKeys.slot }),
  date: isoDateSchema,
  astrologer_id: recordIdSchema().optional(),
});

export const pdfRequestIdParamsSchema = z.object({ id: recordIdSchema() });

/**
 * A day's slots for the office: from today on, with no horizon. `closed`: the weekly hours give
 * the day no slot, or the office blocked it; `next_open_day`: the first later day that is open
 * (within a year), whatever this one is, or null.
 */
export const adminSlotsReplySchema = z.object({
  success: z.literal(true),
  date: z.string(),
  slots: z.array(slotSchema),
  closed: z.boolean(),
  next_open_day: z.string().nullable(),
});
export type AdminSlotsReply = z.infer<typeof adminSlotsReplySchema>;

const clockSchema = z
  .string({ message: validationKeys.invalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { message: validationKeys.invalid });

/** Minutes after midnight of an HH:MM clock time. */
export function clockToMinute(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
}

export const openingHoursSchema = z
  .object({ weekday: z.number().int().min(1).max(7), opens: clockSchema, closes: clockSchema })
  .refine((hours) => clockToMinute(hours.opens) < clockToMinute(hours.closes), {
    message: validationKeys.opening_hours,
    path: ['closes'],
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** How many opening windows one weekday may have (a day with breaks); decision 0021. */
export const MAX_WINDOWS_PER_DAY = 4;

/**
 * A day's opening windows, each the entry of `weekly_hours` that breaks the rule: the windows of
 * one weekday neither overlap nor meet (a break separates them), and there are at most
 * MAX_WINDOWS_PER_DAY of them. Windows whose own times are wrong are left to their own check.
 */
export function openingWindowProblems(
  windows: readonly OpeningHours[],
): { index: number; key: 'opening_windows_apart' | 'opening_windows_max' }[] {
  const problems: { index: number; key: 'opening_windows_apart' | 'opening_windows_max' }[] = [];
  const byDay = new Map<number, number[]>();
  windows.forEach((window, index) =>
    byDay.set(window.weekday, [...(byDay.get(window.weekday) ?? []), index]),
  );
  for (const indexes of byDay.values()) {
    if (indexes.length > MAX_WINDOWS_PER_DAY)
      problems.push({ index: indexes[MAX_WINDOWS_PER_DAY]!, key: 'opening_windows_max' });
    const sorted = indexes
      .filter(
        (index) => clockToMinute(windows[index]!.opens) < clockToMinute(windows[index]!.closes),
      )
      .sort((a, b) => clockToMinute(windows[a]!.opens) - clockToMinute(windows[b]!.opens));
    let latestClose = -1;
    for (const index of sorted) {
      if (clockToMinute(windows[index]!.opens) <= latestClose)
        problems.push({ index, key: 'opening_windows_apart' });
      latestClose = Math.max(latestClose, clockToMinute(windows[index]!.closes));
    }
  }
  return problems;
}

export const scheduleSchema = z.object({
  /** Open weekdays' windows (1 Monday ... 7 Sunday), several for a day with a break; a weekday not listed is closed. */
  weekly_hours: z
    .array(openingHoursSchema)
    .max(7 * MAX_WINDOWS_PER_DAY)
    .superRefine((windows, context) => {
      for (const problem of openingWindowProblems(windows))
        context.addIssue({
          code: 'custom',
          path: [problem.index, problem.key === 'opening_windows_max' ? 'weekday' : 'opens'],
          message: validationKeys[problem.key],
        });
    }),
  slot_minutes: z.coerce
    .number({ message: validationKeys.slot_minutes })
    .int({ message: validationKeys.slot_minutes })
    .min(10, { message: validationKeys.slot_minutes })
    .max(240, { message: validationKeys.slot_minutes }),
  horizon_days: z.coerce
    .number({ message: validationKeys.horizon_days })
    .int({ message: validationKeys.horizon_days })
    .min(1, { message: validationKeys.horizon_days })
    .max(365, { message: validationKeys.horizon_days }),
  /** How many times a customer may reschedule one appointment themselves. */
  max_reschedules: z.coerce
    .number({ message: validationKeys.max_reschedules })
    .int({ message: validationKeys.max_reschedules })
    .min(0, { message: validationKeys.max_reschedules })
    .max(10, { message: validationKeys.max_reschedules }),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/**
 * PUT /api/admin/schedule: the office-wide settings, and the first astrologer's weekly hours
 * (decision 0059); without `weekly_hours` only the settings change.
 */
export const scheduleUpdateSchema = scheduleSchema.extend({
  weekly_hours: scheduleSchema.shape.weekly_hours.optional(),
});
export type ScheduleUpdate = z.infer<typeof scheduleUpdateSchema>;

/** Whose a closed day or blocked slot is: one astrologer's, or (none, null) the whole office's. */
const astrologerOwnerSchema = recordIdSchema(validationKeys.astrologer).nullable().optional();

export const blockedDaySchema = z.object({
  day: calendarDateSchema,
  reason: z.string().trim().max(200, { message: validationKeys.too_long }).nullable().optional(),
  astrologer_id: astrologerOwnerSchema,
  /**
   * What becomes of the day's consultations, when it has some (decision 0060): each moved to another
   * astrologer free at the same time, or each cancelled by the office with a full refund. Without
   * it, such a day is refused with DAY_HAS_CONSULTATIONS and their list.
   */
  consultations: z.enum(['move', 'cancel']).optional(),
});
export type BlockedDay = z.infer<typeof blockedDaySchema>;

export const blockedSlotSchema = z.object({
  day: calendarDateSchema,
  slot_id: z.number().int().min(0).max(1439),
  start_time: z.string().optional(),
  astrologer_id: astrologerOwnerSchema,
});
export type BlockedSlot = z.infer<typeof blockedSlotSchema>;

/** A closed day as the office's lists show it: `astrologer_id` null for the whole office. */
export const blockedDayEntrySchema = z.object({
  day: z.string(),
  reason: z.string().nullable(),
  astrologer_id: z.number().int().nullable(),
});
export type BlockedDayEntry = z.infer<typeof blockedDayEntrySchema>;

/** A blocked slot as the office's lists show it: `astrologer_id` null for the whole office. */
export const blockedSlotEntrySchema = z.object({
  day: z.string(),
  slot_id: z.number().int(),
  start_time: z.string(),
  astrologer_id: z.number().int().nullable(),
});
export type BlockedSlotEntry = z.infer<typeof blockedSlotEntrySchema>;

/** Whose closed day or blocked slot to open again (DELETE): one astrologer's, or without it the whole office's. */
export const blockedOwnerQuerySchema = z.object({
  astrologer_id: recordIdSchema(validationKeys.astrologer).optional(),
});

export const adminScheduleReplySchema = z
  .object({
    success: z.literal(true),
    /**
     * The office-wide settings, and the weekly hours of the first active astrologer (the lowest
     * order): `hours_astrologer_id`.
     */
    schedule: scheduleSchema,
    /** Whose `schedule.weekly_hours` these are; null when there is no astrologer at all. */
    hours_astrologer_id: z.number().int().nullable(),
    /** From today on, soonest first: the whole office's and every astrologer's. */
    blocked_days: z.array(blockedDayEntrySchema),
    blocked_slots: z.array(blockedSlotEntrySchema),
  })
  .meta({ id: 'AdminScheduleReply' });
export type AdminScheduleReply = z.infer<typeof adminScheduleReplySchema>;

export const blockedDayParamsSchema = z.object({ day: calendarDateSchema });
export const blockedSlotParamsSchema = z.object({
  day: calendarDateSchema,
  slotId: z.coerce.number().int().min(0).max(1439),
});

/** What the audit log records, one name per office action. */
export const auditActions = [
  'appointment.mark_cash_paid',
  'appointment.undo_cash_paid',
  'appointment.complete',
  'appointment.schedule',
  'appointment.cancel',
  'appointment.no_show',
  'appointment.undo_outcome',
  'appointment.customer_cancel',
  'appointment.customer_reschedule',
  'appointment.desk_book',
  'appointment.birth_details',
  'appointment.prasanam_time',
  'appointment.jathagam_release',
  'appointment.chart_notes',
  'appointment.payment_link',
  'appointment.customer_state',
  'payment.switch_to_online',
  'refund.automatic',
  'refund.handed_over',
  'message.retry',
  'message.retry_failed',
  'report.upload',
  'report.deliver',
  'schedule.update',
  'blocked_day.add',
  'blocked_day.remove',
  'blocked_slot.add',
  'blocked_slot.remove',
  'astrologer.hours_update',
  'astrologer.add',
  'astrologer.update',
  'service.update',
  'pricing.update',
  'exchange_rate.update',
  'astrology_settings.update',
  'sign_in_settings.update',
  'security_settings.update',
  'tax_settings.update',
  'page.update',
  'ui_settings.update',
  'testimonial.add',
  'testimonial.update',
  'testimonial.remove',
  'translation.save',
  'translation.remove',
  'staff.grant',
  'staff.revoke',
  'second_factor.reset',
  'data_request.answer',
  'customer_note.remove',
  'retention_settings.update',
  'privacy_settings.update',
  'retention.run',
  'breach.list',
  'breach.notify',
  'customer.erased',
  'privacy_notice.publish',
  'offer.send',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The "what" filter's groups of actions (docs/decisions/0023). */
export const auditActionGroups = {
  appointments: [
    'appointment.mark_cash_paid',
    'appointment.complete',
    'appointment.schedule',
    'appointment.cancel',
    'appointment.no_show',
    'appointment.undo_outcome',
    'appointment.customer_cancel',
    'appointment.customer_reschedule',
    'appointment.desk_book',
    'appointment.birth_details',
    'appointment.prasanam_time',
    'appointment.jathagam_release',
    'appointment.chart_notes',
    'appointment.payment_link',
    'appointment.customer_state',
  ],
  money: [
    'appointment.mark_cash_paid',
    'appointment.undo_cash_paid',
    'payment.switch_to_online',
    'refund.automatic',
    'refund.handed_over',
  ],
  reports_messages: ['report.upload', 'report.deliver', 'message.retry', 'message.retry_failed'],
  schedule: [
    'schedule.update',
    'astrologer.hours_update',
    'blocked_day.add',
    'blocked_day.remove',
    'blocked_slot.add',
    'blocked_slot.remove',
  ],
  astrologers: ['astrologer.add', 'astrologer.update'],
  services: [
    'service.update',
    'pricing.update',
    'exchange_rate.update',
    'astrology_settings.update',
    'sign_in_settings.update',
    'security_settings.update',
    'tax_settings.update',
  ],
  content: [
    'page.update',
    'ui_settings.update',
    'testimonial.add',
    'testimonial.update',
    'testimonial.remove',
    'translation.save',
    'translation.remove',
  ],
  staff: ['staff.grant', 'staff.revoke', 'second_factor.reset'],
  privacy: [
    'data_request.answer',
    'customer_note.remove',
    'retention_settings.update',
    'privacy_settings.update',
    'retention.run',
    'breach.list',
    'breach.notify',
    'customer.erased',
    'privacy_notice.publish',
    'offer.send',
  ],
} as const satisfies Record<string, readonly AuditAction[]>;
export const auditActionGroupNames = Object.keys(
  auditActionGroups,
) as (keyof typeof auditActionGroups)[];
export type AuditActionGroup = keyof typeof auditActionGroups;

/** Who did something: their name, number, and the role they hold now (customer, or an office role). */
const auditPersonSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  mobile_number: z.string(),
  role: roleSchema,
});

/**
 * One changed field of an audit entry, ready for a person: `field` is the stored name in
 * snake_case without a `_paise` ending (`amount_paise` -> `amount`; a nested one dotted:
 * `refund.amount`); `kind` says how to show the values: money as rupee text ("1500.00", never
 * paise), moment as an ISO instant (to show in India time), date as YYYY-MM-DD, clock as HH:MM,
 * text for anything else (numbers and yes/no too). Null is "none". Database ids are left out.
 */
export const auditChangeSchema = z.object({
  field: z.string(),
  kind: z.enum(['money', 'moment', 'date', 'clock', 'text']),
  before: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  after: z.union([z.string(), z.number(), z.boolean()]).nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    /** Who did it; null for what the system did by itself (an automatic refund). */
    actor: auditPersonSchema.nullable(),
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.string(),
    /** The stored snapshots, as written (paise, UTC, database ids): for "technical details" only. */
    before: z.unknown(),
    after: z.unknown(),
    created_at: z.string(),
    /**
     * The appointment the entry is about (the entity itself, or the payment, refund, report or
     * message's appointment): its number as the customer sees it, and its id for the office's
     * page /admin/appointments/<id>. Null when the entry is about no appointment.
     */
    appointment: z.object({ id: z.number().int(), number: z.string() }).nullable(),
    /**
     * The money the entry is about, in rupees ("1500.00"): cash taken, a refund given or handed
     * over, a payment; else null.
     */
    amount: rupeeAmountSchema.nullable(),
    /** The service's or country's name when the entry is about one (its id says nothing to a person); else null. */
    subject_name: z.object({ english: z.string(), tamil: z.string() }).nullable(),
    /** What changed, field by field (see auditChangeSchema). */
    changes: z.array(auditChangeSchema),
    /**
     * Fields that changed but are lists or tables (prices, weekly hours), named only; their values
     * are in before/after.
     */
    other_fields: z.array(z.string()),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z
  .object({
    entity_type: z.string().max(40).optional(),
    entity_id: z.string().max(40).optional(),
    /** Who: a user's id, or "system" for what the system did by itself. */
    actor: z.union([z.literal('system'), recordIdSchema()]).optional(),
    /** What: one action ... */
    action: z.enum(auditActions).optional(),
    /** ... or a group of them (auditActionGroups). */
    group: z.enum(auditActionGroupNames as [AuditActionGroup, ...AuditActionGroup[]]).optional(),
    /** When: from and to these calendar days, both included, in India time. */
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    page: pageNumberSchema,
    page_size: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: validationKeys.date_range,
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogReplySchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  /**
   * The count stopped at 10,000 (there are more): the office narrows the list rather than pages
   * through it (decision 0071).
   */
  total_capped: z.boolean().optional(),
});
export type AuditLogReply = z.infer<typeof auditLogReplySchema>;

/**
 * The "who" filter's people, asked once, apart from the pages (decision 0072): everyone who holds
 * an office role or was ever given one, by name. Customers are not listed (a five years' log has
 * tens of thousands); an entry's own actor is in the entry.
 */
export const auditActorsReplySchema = z.object({
  success: z.literal(true),
  actors: z.array(auditPersonSchema),
});
export type AuditActorsReply = z.infer<typeof auditActorsReplySchema>;
