import { z } from 'zod';
import { languageSchema } from '../common';
import { messageChannels, messageKinds, messageStatuses } from '../constants';

/*
 * A copy of the customer's data (decision 0101): GET /api/user/data as JSON, and the same as a
 * readable PDF in the customer's language (GET /api/user/data.pdf). The office's private notes
 * are counted, not quoted; who in the office read the data is given by role, not by name.
 */

/** The kinds of personal data the portal keeps, as modules/privacy/data-inventory.ts lists them. */
export const dataKinds = [
  'contact',
  'birth_details',
  'consultations',
  'files',
  'payments',
  'messages',
  'office_records',
] as const;
export type DataKind = (typeof dataKinds)[number];

/** Who else receives some of it, to do their part of the service. */
export const dataRecipients = ['msg91', 'whatsapp', 'email', 'razorpay', 'file_storage'] as const;
export type DataRecipient = (typeof dataRecipients)[number];

/** A person's birth details as the customer gave them (the booked person, a bridegroom, a saved person). */
const birthDetails = {
  name: z.string(),
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  /** exact (HH:MM) or period (early_morning ...); null when no time was given. */
  birth_time_type: z.string().nullable(),
  birth_time: z.string().nullable(),
  birth_place: z.string().nullable(),
  birth_latitude: z.number().nullable(),
  birth_longitude: z.number().nullable(),
  current_location: z.string().nullable(),
};

export const dataCopyPersonSchema = z
  .object({
    ...birthDetails,
    /** The office's record of an old city time or local mean time, as "+05:53:20". */
    birth_utc_offset: z.string().nullable(),
  })
  .meta({ id: 'DataCopyPerson' });

export const dataCopySavedPersonSchema = z
  .object({
    id: z.number().int(),
    relation: z.string(),
    ...birthDetails,
    father_name: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DataCopySavedPerson' });

export const dataCopyFileSchema = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    uploaded_at: z.string(),
    /** The customer's own download of the bytes (signed in; GET /api/appointments/:id/files/:fileId). */
    download_url: z.string(),
  })
  .meta({ id: 'DataCopyFile' });

export const dataCopyReportSchema = z
  .object({
    id: z.number().int(),
    service: z.string(),
    /** pending, completed or cancelled. */
    status: z.string(),
    size_bytes: z.number().int().nullable(),
    delivered_at: z.string().nullable(),
    /** The customer's own download once delivered (GET /api/pdf-requests/:id/download); null before. */
    download_url: z.string().nullable(),
  })
  .meta({ id: 'DataCopyReport' });

export const dataCopyAppointmentSchema = z
  .object({
    id: z.number().int(),
    appointment_number: z.string(),
    services: z.array(z.string()),
    status: z.string(),
    payment_status: z.string(),
    consultation_mode: z.string(),
    scheduled_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    astrologer: z.string().nullable(),
    country: z.string(),
    /** The Indian state the customer gave (GST's place of supply), as a state name; null abroad. */
    state: z.string().nullable(),
    total_cost: z.string(),
    person: dataCopyPersonSchema,
    father_name: z.string().nullable(),
    mother_name: z.string().nullable(),
    reason_for_visit: z.string().nullable(),
    work_details: z.string().nullable(),
    bridegroom: dataCopyPersonSchema.nullable(),
    files: z.array(dataCopyFileSchema),
    reports: z.array(dataCopyReportSchema),
    created_at: z.string(),
    cancelled_at: z.string().nullable(),
  })
  .meta({ id: 'DataCopyAppointment' });
export type DataCopyAppointment = z.infer<typeof dataCopyAppointmentSchema>;

export const dataCopyPaymentSchema = z
  .object({
    id: z.number().int(),
    appointment_number: z.string(),
    method: z.string(),
    status: z.string(),
    amount: z.string(),
    paid_at: z.string().nullable(),
    gateway_payment_id: z.string().nullable(),
    /** The receipt of a payment received, with its PDF; null otherwise. */
    receipt_number: z.string().nullable(),
    receipt_url: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'DataCopyPayment' });

export const dataCopyRefundSchema = z
  .object({
    id: z.number().int(),
    appointment_number: z.string(),
    kind: z.string(),
    method: z.string(),
    amount: z.string(),
    fee: z.string(),
    status: z.string(),
    reason: z.string().nullable(),
    processed_at: z.string().nullable(),
    credit_note_number: z.string(),
    /** The credit note's PDF once the money is back; null before. */
    credit_note_url: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'DataCopyRefund' });

/** A message sent (or to be sent) to the customer: what kind, by which channel, when; not its words. */
export const dataCopyMessageSchema = z
  .object({
    kind: z.enum(messageKinds),
    channel: z.enum(messageChannels),
    status: z.enum(messageStatuses),
    appointment_number: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'DataCopyMessage' });

export const dataCopyConsentSchema = z
  .object({
    purpose: z.string(),
    granted: z.boolean(),
    notice_version: z.number().int().nullable(),
    /** What a guardian's or another person's declaration was about (appointment, saved_person). */
    subject_type: z.string().nullable(),
    subject_id: z.number().int().nullable(),
    source: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'DataCopyConsent' });

/** A read of the customer's data by someone in the office: when, which role, what. */
export const dataCopyOfficeReadSchema = z
  .object({
    at: z.string(),
    role: z.string(),
    /** customer, appointment, chart, file, report, export or data_copy. */
    what: z.string(),
    /** The appointment, file or report read, when one was. */
    entity_id: z.string().nullable(),
  })
  .meta({ id: 'DataCopyOfficeRead' });

export const dataCopyRequestSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    text: z.string(),
    status: z.string(),
    created_at: z.string(),
    due_at: z.string(),
    answer: z.string().nullable(),
    answered_at: z.string().nullable(),
  })
  .meta({ id: 'DataCopyRequest' });

/** The office's private notes on the customer: counted with when and by which role, never quoted. */
export const dataCopyOfficeNotesSchema = z
  .object({
    count: z.number().int(),
    notes: z.array(z.object({ written_at: z.string(), author_role: z.string() })),
    /** The astrologers' notes kept on the charts of the customer's consultations. */
    chart_notes: z.number().int(),
  })
  .meta({ id: 'DataCopyOfficeNotes' });

/** One kind of data, why it is kept, and who else receives it. */
export const dataCopySharingSchema = z
  .object({
    kind: z.enum(dataKinds),
    label: z.string(),
    purpose: z.string(),
    recipients: z.array(
      z.object({ id: z.enum(dataRecipients), name: z.string(), receives: z.string() }),
    ),
  })
  .meta({ id: 'DataCopySharing' });

export const dataCopyReplySchema = z
  .object({
    success: z.literal(true),
    generated_at: z.string(),
    /** The language of the labels and the service names. */
    language: languageSchema,
    profile: z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      mobile_number: z.string(),
      email: z.string().nullable(),
      language_preference: languageSchema,
      notify_whatsapp: z.boolean(),
      notify_sms: z.boolean(),
      notify_email: z.boolean(),
      created_at: z.string(),
      last_sign_in_at: z.string().nullable(),
    }),
    consents: z.array(dataCopyConsentSchema),
    saved_people: z.array(dataCopySavedPersonSchema),
    appointments: z.array(dataCopyAppointmentSchema),
    payments: z.array(dataCopyPaymentSchema),
    refunds: z.array(dataCopyRefundSchema),
    messages: z.array(dataCopyMessageSchema),
    office_reads: z.array(dataCopyOfficeReadSchema),
    requests: z.array(dataCopyRequestSchema),
    office_notes: dataCopyOfficeNotesSchema,
    sharing: z.array(dataCopySharingSchema),
  })
  .meta({ id: 'DataCopyReply' });
export type DataCopyReply = z.infer<typeof dataCopyReplySchema>;

export const dataCopyQuerySchema = z.object({ language: languageSchema.optional() });
