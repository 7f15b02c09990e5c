import { z } from 'zod';
import { languageSchema, rupeeAmountSchema } from './common';
import { refundKinds, refundStatuses } from './constants';
import { taxSplitSchema } from './gst';

/** Who issues receipts and credit notes: the UI settings footer_title, office_address and business_gstin. */
export const receiptBusinessSchema = z.object({
  name: z.string(),
  address: z.string(),
  /** Empty when the office has not set one. */
  gstin: z.string(),
});
export type ReceiptBusiness = z.infer<typeof receiptBusinessSchema>;

export const receiptCustomerSchema = z.object({
  name: z.string(),
  /** E.164, for example +919876543210. */
  mobile_number: z.string(),
});
export type ReceiptCustomer = z.infer<typeof receiptCustomerSchema>;

/**
 * One line of a receipt: a service at its base price, or a country charge (GST, ...) summed over
 * the services. An included charge is already inside the service prices: shown, not added again.
 * The lines that are not included add up to the total exactly.
 */
export const receiptLineSchema = z.object({
  kind: z.enum(['service', 'charge']),
  label: z.string(),
  amount: rupeeAmountSchema,
  included: z.boolean(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

const paymentMethodSchema = z.enum(['online', 'cash']);

/** The receipt of a payment received (paid, or paid and later given back). */
export const receiptSchema = z
  .object({
    /** Stable: RCT-{appointment number}-{payment id}. */
    receipt_number: z.string(),
    payment_id: z.number().int(),
    language: languageSchema,
    business: receiptBusinessSchema,
    customer: receiptCustomerSchema,
    appointment_id: z.number().int(),
    appointment_number: z.string(),
    /** The appointment's astrologer in the receipt's language (decision 0059); null before it had a time. */
    astrologer: z.string().nullable(),
    /** When the money was received (ISO date-time); shown as India's date and time. */
    issued_at: z.string(),
    lines: z.array(receiptLineSchema),
    /** What was paid, in rupees. */
    total: rupeeAmountSchema,
    method: paymentMethodSchema,
    /** The GST inside the total split by place of supply, with the SAC code (docs/decisions/0067). */
    tax: taxSplitSchema,
    /** The gateway's payment id, for an online payment. */
    gateway_payment_id: z.string().nullable(),
    /** The credit note of this payment's refund, once a refund exists. */
    credit_note: z
      .object({
        refund_id: z.number().int(),
        credit_note_number: z.string(),
        status: z.enum(refundStatuses),
      })
      .nullable(),
    /** The PDF of this receipt (bearer token needed). */
    pdf_url: z.string(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptReplySchema = z.object({ success: z.literal(true), receipt: receiptSchema });
export type ReceiptReply = z.infer<typeof receiptReplySchema>;

/** The credit note of a refund: what was paid, what the policy kept, and what went back. */
export const creditNoteSchema = z
  .object({
    /** Stable: CN-{appointment number}-{refund id}. */
    credit_note_number: z.string(),
    refund_id: z.number().int(),
    payment_id: z.number().int(),
    /** The receipt of the payment this refund gives back. */
    receipt_number: z.string(),
    language: languageSchema,
    business: receiptBusinessSchema,
    customer: receiptCustomerSchema,
    appointment_id: z.number().int(),
    appointment_number: z.string(),
    /** pending and failed: not given back yet (the credit note is final, and its PDF ready, once processed). */
    status: z.enum(refundStatuses),
    /** When the money went back (ISO date-time); null until then. */
    issued_at: z.string().nullable(),
    /** Why: a cancellation, a payment after it, or a second payment. */
    kind: z.enum(refundKinds),
    method: paymentMethodSchema,
    /** The payment given back, in rupees. */
    paid_amount: rupeeAmountSchema,
    /** What the policy kept (the late-cancellation fee), in rupees. */
    fee: rupeeAmountSchema,
    /** What went back, in rupees: paid_amount less fee. */
    amount: rupeeAmountSchema,
    /** The GST given back inside `amount`, split like the payment's (docs/decisions/0067). */
    tax: taxSplitSchema,
    gateway_payment_id: z.string().nullable(),
    gateway_refund_id: z.string().nullable(),
    /** The PDF of this credit note (bearer token needed); null until the refund is processed. */
    pdf_url: z.string().nullable(),
  })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNoteReplySchema = z.object({
  success: z.literal(true),
  credit_note: creditNoteSchema,
});
export type CreditNoteReply = z.infer<typeof creditNoteReplySchema>;

/** The PDF calls: `?language=english|tamil`; without it, the request's language. */
export const receiptPdfQuerySchema = z.object({ language: languageSchema.optional() });
export type ReceiptPdfQuery = z.infer<typeof receiptPdfQuerySchema>;

export const receiptNumberOf = (appointmentNumber: string, paymentId: number) =>
  `RCT-${appointmentNumber}-${paymentId}`;
export const creditNoteNumberOf = (appointmentNumber: string, refundId: number) =>
  `CN-${appointmentNumber}-${refundId}`;
