import { z } from 'zod';
import { recordIdSchema, rupeeAmountSchema, validationKeys } from './common';
import {
  appointmentStatuses,
  birthTimeTypes,
  bookingFileTypes,
  consultationModes,
  genders,
  paymentStatuses,
  pdfRequestStatuses,
  refundKinds,
  refundStatuses,
} from './constants';

export const appointmentFileSchema = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    content_type: z.enum(bookingFileTypes),
    size_bytes: z.number().int(),
    /** Readable by the owner only, with the bearer token. */
    url: z.string(),
  })
  .meta({ id: 'AppointmentFile' });
export type AppointmentFile = z.infer<typeof appointmentFileSchema>;

export const pdfServiceRequestSchema = z
  .object({
    id: z.number().int(),
    /** The service key, for example jathagam. */
    service_type: z.string(),
    service_name: z.string(),
    status: z.enum(pdfRequestStatuses),
    /** Follows the appointment's payment. */
    payment_status: z.enum(paymentStatuses),
    /** A removed report: how many months after the consultation reports are kept (decision 0103). */
    removed_after_months: z.number().int().optional(),
  })
  .meta({ id: 'PdfServiceRequest' });
export type PdfServiceRequest = z.infer<typeof pdfServiceRequestSchema>;

export const appointmentPaymentSchema = z
  .object({
    method: z.enum(['online', 'cash']),
    status: z.enum(paymentStatuses),
    amount: rupeeAmountSchema,
  })
  .meta({ id: 'AppointmentPayment' });
export type AppointmentPayment = z.infer<typeof appointmentPaymentSchema>;

const nullableText = z.string().nullable();

/** Money given back (or owed back) to the customer. */
export const appointmentRefundSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(refundKinds),
    method: z.enum(['online', 'cash']),
    /** What goes back, in rupees. */
    amount: rupeeAmountSchema,
    /** What the policy keeps (the late-cancellation fee), in rupees. */
    fee: rupeeAmountSchema,
    status: z.enum(refundStatuses),
    created_at: z.string(),
    /** When it was given back (the gateway's refund made, or cash handed over); null while pending. */
    processed_at: nullableText,
  })
  .meta({ id: 'AppointmentRefund' });
export type AppointmentRefund = z.infer<typeof appointmentRefundSchema>;

/**
 * What cancelling now would give back by the policy: the customer's view quotes their own cancel,
 * the office's its own (always in full).
 */
export const refundQuoteSchema = z.object({ amount: rupeeAmountSchema, fee: rupeeAmountSchema });
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

/** Why a scheduled appointment cannot be rescheduled by its customer now. */
export const rescheduleRefusals = ['too_late', 'limit_reached'] as const;

export const appointmentSchema = z
  .object({
    id: z.number().int(),
    appointment_number: z.string(),
    name: z.string(),
    gender: z.enum(genders),
    date_of_birth: z.string(),
    /** Null when not given: a booking of Prasanam alone needs none. */
    birth_time: nullableText,
    birth_time_type: z.enum(birthTimeTypes).nullable(),
    birth_place: z.string(),
    /** Where the birth place is, when chosen from the suggestions or given as coordinates; null: found by its name. */
    birth_latitude: z.number().nullable(),
    birth_longitude: z.number().nullable(),
    /**
     * The birth's own offset from UTC when the office recorded one ("+05:53:20"); null or absent:
     * the zone's history.
     */
    birth_utc_offset: z.string().nullable().optional(),
    current_location: z.string(),
    country: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    /**
     * Where in India the customer lives, as a GST state code: the receipt's place of supply
     * (decision 0068); null abroad or not given.
     */
    customer_state: z.string().nullable().optional(),
    /** Service names in the request's language (read back as strings, as docs/product.md describes the booking). */
    services: z.array(z.string()),
    service_ids: z.array(z.number().int()),
    work_details: nullableText,
    reason_for_visit: nullableText,
    father_name: nullableText,
    mother_name: nullableText,
    bridegroom_name: nullableText,
    bridegroom_gender: z.enum(['male']).nullable(),
    bridegroom_date_of_birth: nullableText,
    bridegroom_birth_time: nullableText,
    bridegroom_birth_time_type: z.enum(birthTimeTypes).nullable(),
    bridegroom_birth_place: nullableText,
    bridegroom_birth_latitude: z.number().nullable(),
    bridegroom_birth_longitude: z.number().nullable(),
    bridegroom_birth_utc_offset: z.string().nullable().optional(),
    bridegroom_current_location: nullableText,
    files: z.array(appointmentFileSchema),
    /** ISO date-time of the booked slot, or null until one is chosen. */
    scheduled_datetime: nullableText,
    /** Who consults, in the request's language: given with the time (decision 0059); null until a slot is chosen. */
    astrologer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** Computed by the server, in rupees. */
    total_cost: rupeeAmountSchema,
    status: z.enum(appointmentStatuses),
    payment_status: z.enum(paymentStatuses),
    /** The payment made or chosen; null when none yet (the Pay now case). */
    payment: appointmentPaymentSchema.nullable(),
    /** The payment whose receipt the customer may open (/receipts/payment/{id}); null until one is paid. */
    receipt_payment_id: z.number().int().nullable(),
    pdf_service_requests: z.array(pdfServiceRequestSchema),
    /**
     * When the office released the printed Jathagam to the customer
     * (GET /api/appointments/{id}/jathagam.pdf); null until then.
     */
    jathagam_released_at: z.string().nullable().optional(),
    /**
     * The person's natchathiram (and pada when the time is exact), rasi and lagna, read from the
     * birth details (decision 0030); the stars the Moon crosses for a period birth; null when no chart
     * can be cast (no birth time, or a place the gazetteer does not know).
     */
    astrology: z
      .object({
        nakshatra: z.number().int(),
        pada: z.number().int().nullable(),
        rasi: z.number().int(),
        lagna: z.number().int().nullable(),
        nakshatra_range: z.array(z.number().int()),
      })
      .nullable(),
    created_at: z.string(),
    /** How the consultation takes place. */
    consultation_mode: z.enum(consultationModes),
    /**
     * The consultation's length: as booked once scheduled; before, its services' lengths together
     * (the slot length for services that have none).
     */
    duration_minutes: z.number().int(),
    /** ISO date-time the consultation ends, or null until a slot is chosen. */
    scheduled_end: nullableText,
    /** A video consultation's link, given from 15 minutes before its start; null otherwise. */
    meeting_url: nullableText,
    /** When a scheduled video consultation's link appears (ISO); null for other modes. */
    meeting_opens_at: nullableText,
    /**
     * The customer may choose a time now (book a slot): paid and not scheduled yet, or a
     * consultation at the office with cash chosen, paid at the desk (decision 0057).
     */
    can_choose_time: z.boolean(),
    /** The customer may cancel it now (by the policy: not once it has begun). */
    can_cancel: z.boolean(),
    /** The customer may move it to another slot now (24 hours' notice, within the limit). */
    can_reschedule: z.boolean(),
    /** How many more times the customer may reschedule it. */
    reschedules_left: z.number().int(),
    /** Why a scheduled appointment cannot be rescheduled: too late, or the limit is reached. */
    reschedule_refusal: z.enum(rescheduleRefusals).nullable(),
    /** What cancelling now would give back; null when it cannot be cancelled. */
    cancellation_refund: refundQuoteSchema.nullable(),
    /** Every refund made or owed, oldest first. */
    refunds: z.array(appointmentRefundSchema),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentReplySchema = z.object({
  success: z.literal(true),
  appointment: appointmentSchema,
});
export type AppointmentReply = z.infer<typeof appointmentReplySchema>;

export const appointmentsReplySchema = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentSchema),
});
export type AppointmentsReply = z.infer<typeof appointmentsReplySchema>;

export const appointmentIdParamsSchema = z.object({ id: recordIdSchema() });
export const appointmentFileParamsSchema = z.object({
  id: recordIdSchema(),
  fileId: recordIdSchema(),
});

/** The customer's own cancellation (decision 0014): an optional reason; no body at all is a cancel without one. */
export const cancelAppointmentRequestSchema = z
  .object({ reason: z.string().trim().max(500, { message: validationKeys.too_long }).optional() })
  .nullish();
export type CancelAppointmentRequest = z.infer<typeof cancelAppointmentRequestSchema>;

/** The cancelled appointment, and the refund it gave (null when nothing was paid or nothing is due). */
export const cancelAppointmentReplySchema = z.object({
  success: z.literal(true),
  appointment: appointmentSchema,
  refund: appointmentRefundSchema.nullable(),
});
export type CancelAppointmentReply = z.infer<typeof cancelAppointmentReplySchema>;

/** The office releases (or withdraws) the customer's printed Jathagam. */
export const jathagamReleaseSchema = z.object({
  released: z.boolean({ message: validationKeys.invalid }),
});

/** The customer's own Jathagam as a PDF, in a language (the request's when left out). */
export const customerJathagamQuerySchema = z.object({
  language: z.enum(['english', 'tamil'], { message: validationKeys.language }).optional(),
});
