import { z } from 'zod';
import {
  isEmailAddress,
  isPersonName,
  languageSchema,
  MAX_EMAIL_LENGTH,
  validationKeys,
} from './common';

/** 7 to 15 characters as typed (docs/product.md's validation rules); the server normalises to E.164. */
export const phoneNumberSchema = z
  .string({ message: validationKeys.phone })
  .trim()
  .min(1, { message: validationKeys.phone })
  .max(20, { message: validationKeys.phone });

export const OTP_LENGTH = 6;
export const otpSchema = z
  .string({ message: validationKeys.otp })
  .regex(/^\d{6}$/, { message: validationKeys.otp });

/**
 * What sign-in asks before send-otp: a signed proof-of-work challenge (ALTCHA v2) to solve, or,
 * when the server's captcha is off (CAPTCHA=off, automated tests), word that none is needed.
 */
export const captchaReplySchema = z.discriminatedUnion('required', [
  z.object({
    success: z.literal(true),
    required: z.literal(true),
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string(),
  }),
  z.object({ success: z.literal(true), required: z.literal(false) }),
]);
export type CaptchaReply = z.infer<typeof captchaReplySchema>;

/**
 * The id of one code request (send-otp's reply): the code sent on it belongs to whoever holds it
 * (decision 0105). Random, 43 characters of base64url; the server keeps only its SHA-256.
 */
export const otpRequestIdSchema = z
  .string({ message: validationKeys.request_id })
  .min(16, { message: validationKeys.request_id })
  .max(100, { message: validationKeys.request_id });

/**
 * What a device that signed in to a number keeps (verify-otp's reply, the web app's localStorage
 * per number): its sends to that number are counted apart from strangers' (decision 0105).
 */
export const deviceTokenSchema = z.string().min(16).max(100);

export const sendOtpRequestSchema = z.object({
  phone_number: phoneNumberSchema,
  /** The solved ALTCHA payload (base64), when the captcha call says one is required. */
  captcha: z.string().max(4000).optional(),
  /** The device token this device was given when it last signed in to this number, if any. */
  device_token: deviceTokenSchema.optional(),
});
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

export const sendOtpReplySchema = z.object({
  success: z.literal(true),
  /** The request the code was sent on: verify-otp needs it with the code. */
  request_id: z.string(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  /** Seconds before another code may be asked for. */
  resend_after: z.number().int(),
});
export type SendOtpReply = z.infer<typeof sendOtpReplySchema>;

/** customer, or one of the office's roles (office-access.ts: admin, desk, astrologer). */
export const roleSchema = z.enum(['customer', 'admin', 'desk', 'astrologer']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    mobile_number: z.string(),
    language_preference: languageSchema,
    role: roleSchema,
    created_at: z.string(),
    appointments_count: z.number().int(),
    /** The channels messages go by (decision 0015); e-mail goes only when an address is also given. */
    notify_whatsapp: z.boolean(),
    notify_sms: z.boolean(),
    notify_email: z.boolean(),
    /**
     * The e-mail address is confirmed by the link sent to it (decision 0107); false with no
     * address, or while its link waits. Messages go to an unconfirmed address only to confirm it.
     */
    email_confirmed: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const verifyOtpRequestSchema = z.object({
  phone_number: phoneNumberSchema,
  /** send-otp's `request_id`: only the code of that request is checked, and only it counts a wrong guess. */
  request_id: otpRequestIdSchema,
  otp: otpSchema,
  /**
   * A solved ALTCHA payload: needed once a request has had 3 wrong guesses (CAPTCHA_REQUIRED says
   * so), as for send-otp.
   */
  captcha: z.string().max(4000).optional(),
  /** The device token this device holds for the number, if any: it is kept instead of a new one. */
  device_token: deviceTokenSchema.optional(),
  language_preference: languageSchema.optional(),
  /**
   * The customer ticked "I agree to the Terms and the Privacy Notice": their agreement to the
   * notice's current version is recorded (decision 0100). Left out, nothing is recorded and the
   * web asks after sign-in.
   */
  accept_notice: z.boolean().optional(),
  /** The optional "send me offers" box was ticked; left out or false changes nothing. */
  marketing: z.boolean().optional(),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const verifyOtpReplySchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
  /** The customer has not agreed to the privacy notice's current version (decision 0100). */
  consent_needed: z.boolean(),
  /**
   * This device's token for the number: kept on the device and given to send-otp and verify-otp
   * next time, so strangers' sends to the number never refuse its own (decision 0105).
   */
  device_token: z.string(),
  /**
   * The person has a second factor (decision 0106): the session may only give it, at
   * POST /api/auth/second-factor, or sign out; every other call is 401 SECOND_FACTOR_REQUIRED.
   */
  second_factor_required: z.boolean(),
});
export type VerifyOtpReply = z.infer<typeof verifyOtpReplySchema>;

export const okReplySchema = z.object({ success: z.literal(true) });

export const profileReplySchema = z.object({ success: z.literal(true), user: userSchema });
export type ProfileReply = z.infer<typeof profileReplySchema>;

/** The profile's e-mail: the one rule of common.ts, for the form and the server alike. */
export const profileEmailSchema = z
  .string({ message: validationKeys.email })
  .trim()
  .max(MAX_EMAIL_LENGTH, { message: validationKeys.email })
  .refine((text) => text === '' || isEmailAddress(text), { message: validationKeys.email });

/**
 * Each field left out stays as it is, so the language toggle can save the language alone;
 * the profile form sends name and e-mail every time.
 */
export const updateProfileRequestSchema = z.object({
  name: z
    .string({ message: validationKeys.name })
    .trim()
    .min(1, { message: validationKeys.name })
    .max(100, { message: validationKeys.name })
    .refine(isPersonName, { message: validationKeys.name_characters })
    .optional(),
  /** An empty value or null is stored as null: the e-mail address is optional. */
  email: z
    .union([z.null(), profileEmailSchema])
    .optional()
    .transform((email) => (email === undefined ? undefined : email ? email.toLowerCase() : null)),
  language_preference: languageSchema.optional(),
  /** Each absent channel stays as it is. */
  notify_whatsapp: z.boolean().optional(),
  notify_sms: z.boolean().optional(),
  notify_email: z.boolean().optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
