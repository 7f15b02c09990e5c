import { z } from 'zod';
import { otpRequestIdSchema, otpSchema } from '../auth';
import { rupeeAmountSchema, validationKeys } from '../common';

/*
 * Deleting a customer's account (decision 0101): the customer's own, confirmed with a fresh
 * sign-in code, and the office's on a request. Their consultations to come are cancelled with
 * everything back; their personal data is erased; the receipts and credit notes the law keeps
 * stay, naming them "Erased customer N".
 */

/** Months the receipts and credit notes are kept after an erasure: GST law's 72. */
export const RECEIPTS_KEPT_MONTHS = 72;

/**
 * An erased customer's mobile number as the database keeps it: "erased:<id>", never a number,
 * so the number itself may sign up again as a new customer.
 */
export const erasedMobileNumberOf = (userId: number) => `erased:${userId}`;
export const isErasedMobileNumber = (mobileNumber: string) => mobileNumber.startsWith('erased:');

/** What stands for an erased customer's name wherever a name would show. */
export function erasedCustomerLabel(userId: number, language: 'english' | 'tamil'): string {
  return language === 'tamil' ? `அழிக்கப்பட்ட வாடிக்கையாளர் ${userId}` : `Erased customer ${userId}`;
}

/** A consultation to come, as the erasure would cancel it, and what it would give back. */
export const erasureConsultationSchema = z
  .object({
    appointment_number: z.string(),
    scheduled_at: z.string().nullable(),
    /** What goes back (everything paid); null when nothing was paid. */
    refund: z
      .object({
        amount: rupeeAmountSchema,
        method: z.enum(['online', 'cash']),
        /** pending until the money is back; cash stays owed at the office until handed over. */
        status: z.enum(['pending', 'processed', 'failed']),
      })
      .nullable(),
  })
  .meta({ id: 'ErasureConsultation' });
export type ErasureConsultation = z.infer<typeof erasureConsultationSchema>;

/** GET /api/user/erase: what deleting the account would do now, and what stays. */
export const erasurePreviewReplySchema = z.object({
  success: z.literal(true),
  /** The consultations to come that would be cancelled (refund status: as it would be recorded). */
  consultations: z.array(erasureConsultationSchema),
  /** Days a nightly backup is kept before it rotates away (BACKUP_KEEP); null: no nightly backups. */
  backup_keep_days: z.number().int().nullable(),
  receipts_kept_months: z.number().int(),
});
export type ErasurePreviewReply = z.infer<typeof erasurePreviewReplySchema>;

/** POST /api/user/erase: the sign-in code just sent to the customer's mobile, with its request. */
export const eraseAccountRequestSchema = z.object({
  request_id: otpRequestIdSchema,
  otp: otpSchema,
  /** A solved ALTCHA payload, once the request has had 3 wrong guesses (as verify-otp). */
  captcha: z.string().max(4000).optional(),
});
export type EraseAccountRequest = z.infer<typeof eraseAccountRequestSchema>;

/** What an erasure did. */
export const erasureReplySchema = z.object({
  success: z.literal(true),
  erased_at: z.string(),
  /** The customer's number in the office from now on (receipts, the GST register). */
  label: z.string(),
  cancelled: z.array(erasureConsultationSchema),
});
export type ErasureReply = z.infer<typeof erasureReplySchema>;

/** POST /api/admin/customers/:id/erase: the customer's mobile number typed again, to confirm. */
export const officeEraseRequestSchema = z.object({
  confirm_mobile_number: z
    .string({ message: validationKeys.erase_confirm })
    .trim()
    .min(1, { message: validationKeys.erase_confirm })
    .max(20, { message: validationKeys.erase_confirm }),
});
export type OfficeEraseRequest = z.infer<typeof officeEraseRequestSchema>;
