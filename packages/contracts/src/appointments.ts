import { z } from 'zod';
import { rupeeAmountSchema } from './common';
import {
  appointmentStatuses,
  birthTimeTypes,
  bookingFileTypes,
  genders,
  paymentStatuses,
  pdfRequestStatuses,
} from './constants';

export const appointmentFileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.enum(bookingFileTypes),
  size_bytes: z.number().int(),
  /** Readable by the owner only, with the bearer token. */
  url: z.string(),
});
export type AppointmentFile = z.infer<typeof appointmentFileSchema>;

export const pdfServiceRequestSchema = z.object({
  id: z.number().int(),
  /** The service key, for example jathagam. */
  service_type: z.string(),
  service_name: z.string(),
  status: z.enum(pdfRequestStatuses),
  /** Follows the appointment's payment. */
  payment_status: z.enum(paymentStatuses),
});
export type PdfServiceRequest = z.infer<typeof pdfServiceRequestSchema>;

export const appointmentPaymentSchema = z.object({
  method: z.enum(['online', 'cash']),
  status: z.enum(paymentStatuses),
  amount: rupeeAmountSchema,
});
export type AppointmentPayment = z.infer<typeof appointmentPaymentSchema>;

const nullableText = z.string().nullable();

export const appointmentSchema = z.object({
  id: z.number().int(),
  appointment_number: z.string(),
  name: z.string(),
  gender: z.enum(genders),
  date_of_birth: z.string(),
  birth_time: z.string(),
  birth_time_type: z.enum(birthTimeTypes),
  birth_place: z.string(),
  current_location: z.string(),
  country: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** Service names in the request's language (spec section 3: read back as strings). */
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
  bridegroom_current_location: nullableText,
  files: z.array(appointmentFileSchema),
  /** ISO date-time of the booked slot, or null until one is chosen. */
  scheduled_datetime: nullableText,
  /** Computed by the server, in rupees. */
  total_cost: rupeeAmountSchema,
  status: z.enum(appointmentStatuses),
  payment_status: z.enum(paymentStatuses),
  /** The payment made or chosen; null when none yet (the Pay now case). */
  payment: appointmentPaymentSchema.nullable(),
  pdf_service_requests: z.array(pdfServiceRequestSchema),
  created_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentReplySchema = z.object({ success: z.literal(true), appointment: appointmentSchema });
export type AppointmentReply = z.infer<typeof appointmentReplySchema>;

export const appointmentsReplySchema = z.object({ success: z.literal(true), appointments: z.array(appointmentSchema) });
export type AppointmentsReply = z.infer<typeof appointmentsReplySchema>;

export const appointmentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const appointmentFileParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  fileId: z.coerce.number().int().positive(),
});
