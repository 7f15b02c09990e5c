import { z } from 'zod';
import { adminAppointmentRowSchema, adminPaymentSchema, adminRefundSchema } from './admin';
import { languageSchema, pageNumberSchema, recordIdSchema, validationKeys } from './common';
import { messageChannels, messageKinds, messageStatuses } from './constants';
import { officeRoleSchema } from './staff';

/*
 * The office's customers (decisions 0064 and 0065): a search over names,
 * phone digits, appointment numbers and bridegrooms' names; one customer's whole history; and
 * the office's private notes, which no reply to a customer ever carries.
 */

/** The longest note the office keeps on a customer. */
export const CUSTOMER_NOTE_MAX = 2000;

export const customersQuerySchema = z.object({
  /**
   * Any part of a customer's name, of the name of someone they booked for (a bridegroom too), of
   * an appointment number, or at least three digits of their phone number; without it, everyone.
   */
  q: z.string().trim().max(80, { message: validationKeys.too_long }).optional(),
  page: pageNumberSchema,
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type CustomersQuery = z.input<typeof customersQuerySchema>;

export const customerRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    mobile_number: z.string(),
    email: z.string().nullable(),
    /** Their appointments (for an astrologer: those with them). */
    appointments: z.number().int(),
    /** The people their appointments were for, bridegrooms too (a few, newest first). */
    booked_for: z.array(z.string()),
    /** When they last booked; null for no appointment. */
    last_booked_at: z.string().nullable(),
    created_at: z.string(),
    /** Erased (decision 0101): no name, number or people; shown as "Erased customer N". */
    erased: z.boolean(),
  })
  .meta({ id: 'CustomerRow' });
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customersReplySchema = z.object({
  success: z.literal(true),
  /** Newest customers first. */
  customers: z.array(customerRowSchema),
  /** How many match; for a search, at most 1,000 (then `total_capped`). */
  total: z.number().int(),
  /** A search matched more than `total` customers: narrow it rather than page through them. */
  total_capped: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CustomersReply = z.infer<typeof customersReplySchema>;

export const customerIdParamsSchema = z.object({ id: recordIdSchema() });

/** An astrologer a note may be written for (decision 0102). */
export const noteAstrologerSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'NoteAstrologer' });
export type NoteAstrologer = z.infer<typeof noteAstrologerSchema>;

/**
 * A note kept on a customer: never in any reply to the customer. Admins and the desk read every
 * note; an astrologer reads those written for them and their own (decision 0102).
 */
export const customerNoteSchema = z
  .object({
    id: z.number().int(),
    body: z.string(),
    created_at: z.string(),
    author: z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      mobile_number: z.string(),
      role: z.union([officeRoleSchema, z.literal('customer')]),
    }),
    /** The astrologers it was written for; empty: the office (admins and the desk) only. */
    for_astrologers: z.array(noteAstrologerSchema),
    /** The reader may remove it: its author, or an admin. */
    removable: z.boolean(),
  })
  .meta({ id: 'CustomerNote' });
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const customerNoteRequestSchema = z.object({
  body: z
    .string({ message: validationKeys.required })
    .trim()
    .min(1, { message: validationKeys.required })
    .max(CUSTOMER_NOTE_MAX, { message: validationKeys.too_long }),
  /**
   * The astrologers it is for, among the customer's (`note_astrologers`); empty: the office
   * only. Left out: the office only, or, written by an astrologer, themselves.
   */
  for_astrologer_ids: z
    .array(recordIdSchema(validationKeys.note_astrologers), {
      message: validationKeys.note_astrologers,
    })
    .max(20, { message: validationKeys.note_astrologers })
    .optional(),
});
export type CustomerNoteRequest = z.input<typeof customerNoteRequestSchema>;

export const customerNoteParamsSchema = z.object({
  id: recordIdSchema(),
  noteId: recordIdSchema(),
});

export const customerNoteRemovedReplySchema = z.object({ success: z.literal(true) });
export type CustomerNoteRemovedReply = z.infer<typeof customerNoteRemovedReplySchema>;

export const customerNoteReplySchema = z.object({
  success: z.literal(true),
  note: customerNoteSchema,
});
export type CustomerNoteReply = z.infer<typeof customerNoteReplySchema>;

/** One of the customer's appointments as their page lists it. */
export const customerAppointmentSchema = adminAppointmentRowSchema
  .extend({ bridegroom_name: z.string().nullable() })
  .meta({ id: 'CustomerAppointment' });
export type CustomerAppointment = z.infer<typeof customerAppointmentSchema>;

const ofAppointment = { appointment_id: z.number().int(), appointment_number: z.string() };
export const customerPaymentSchema = adminPaymentSchema
  .extend(ofAppointment)
  .meta({ id: 'CustomerPayment' });
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;
export const customerRefundSchema = adminRefundSchema
  .extend(ofAppointment)
  .meta({ id: 'CustomerRefund' });
export type CustomerRefund = z.infer<typeof customerRefundSchema>;

/** A message sent (or to be sent) to the customer. */
export const customerMessageSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(messageKinds),
    channel: z.enum(messageChannels),
    status: z.enum(messageStatuses),
    recipient: z.string(),
    appointment_id: z.number().int().nullable(),
    appointment_number: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'CustomerMessage' });
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

export const customerDetailsSchema = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    mobile_number: z.string(),
    email: z.string().nullable(),
    language: languageSchema,
    notify_whatsapp: z.boolean(),
    notify_sms: z.boolean(),
    notify_email: z.boolean(),
    created_at: z.string(),
    /** When the customer was erased (decision 0101); null while they are not. */
    erased_at: z.string().nullable(),
  })
  .meta({ id: 'CustomerDetails' });

export const customerReplySchema = z.object({
  success: z.literal(true),
  customer: customerDetailsSchema,
  /**
   * True for an astrologer: the appointments (with their payments and refunds) are only their own
   * consultations with this customer, and the messages are left out (decision 0064).
   */
  own_consultations_only: z.boolean(),
  /** Newest first. */
  appointments: z.array(customerAppointmentSchema),
  payments: z.array(customerPaymentSchema),
  refunds: z.array(customerRefundSchema),
  messages: z.array(customerMessageSchema),
  /** Newest first, each with its author and time: those the reader may read. */
  notes: z.array(customerNoteSchema),
  /**
   * Whom a new note may be for: the customer's astrologers as the reader sees them (an astrologer:
   * only themselves).
   */
  note_astrologers: z.array(noteAstrologerSchema),
});
export type CustomerReply = z.infer<typeof customerReplySchema>;
