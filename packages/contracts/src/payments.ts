import { z } from 'zod';
import { recordIdSchema, rupeeAmountSchema, validationKeys } from './common';
import { appointmentPaymentSchema, appointmentSchema } from './appointments';
import { appointmentStatuses, paymentStatuses } from './constants';

/** What checkout opens with. `amount` is in rupees; checkout takes it times 100. */
export const paymentInitiationReplySchema = z.object({
  success: z.literal(true),
  razorpay_key_id: z.string(),
  amount: rupeeAmountSchema,
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  razorpay_order_id: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  theme: z.object({ color: z.string() }),
  /** True with the built-in test gateway: the web app opens its marked test checkout. */
  test_mode: z.boolean(),
});
export type PaymentInitiationReply = z.infer<typeof paymentInitiationReplySchema>;

const gatewayId = z
  .string({ message: validationKeys.invalid })
  .trim()
  .min(1, { message: validationKeys.invalid })
  .max(100, { message: validationKeys.invalid });

export const verifyPaymentRequestSchema = z.object({
  razorpay_order_id: gatewayId,
  razorpay_payment_id: gatewayId,
  razorpay_signature: z
    .string({ message: validationKeys.invalid })
    .trim()
    .min(1, { message: validationKeys.invalid })
    .max(200, { message: validationKeys.invalid }),
  appointment_id: recordIdSchema(validationKeys.invalid),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** Verify and cash reply with the appointment as it now stands. */
export const paymentResultReplySchema = z.object({
  success: z.literal(true),
  appointment: appointmentSchema,
});
export type PaymentResultReply = z.infer<typeof paymentResultReplySchema>;

export const paymentStatusReplySchema = z.object({
  success: z.literal(true),
  appointment_status: z.enum(appointmentStatuses),
  payment_status: z.enum(paymentStatuses),
  payment: appointmentPaymentSchema.nullable(),
});
export type PaymentStatusReply = z.infer<typeof paymentStatusReplySchema>;

/** The test checkout's buttons (test gateway only). */
export const testCheckoutRequestSchema = z.object({
  razorpay_order_id: gatewayId,
  outcome: z.enum(['pay', 'fail']),
});
export const testCheckoutReplySchema = z.object({
  success: z.literal(true),
  outcome: z.enum(['paid', 'failed']),
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string().optional(),
  razorpay_signature: z.string().optional(),
});
export type TestCheckoutReply = z.infer<typeof testCheckoutReplySchema>;

export const webhookReplySchema = z.object({ success: z.literal(true), duplicate: z.boolean() });
