import { z } from 'zod';
import { userSchema } from './auth';
import { validationKeys } from './common';

/** A code of an authenticator app: 6 digits (RFC 6238 as the portal uses it, decision 0106). */
export const totpCodeSchema = z
  .string({ message: validationKeys.otp })
  .trim()
  .regex(/^\d{6}$/, { message: validationKeys.otp });

/** A recovery code as typed: its letters and digits, spaces and dashes ignored. */
export const recoveryCodeSchema = z
  .string({ message: validationKeys.invalid })
  .trim()
  .min(8, { message: validationKeys.invalid })
  .max(40, { message: validationKeys.invalid });

/** The second step of an office sign-in: a code of the authenticator app, or one recovery code. */
export const secondFactorStepRequestSchema = z
  .object({ code: totpCodeSchema.optional(), recovery_code: recoveryCodeSchema.optional() })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    message: validationKeys.required,
    path: ['code'],
  });
export type SecondFactorStepRequest = z.infer<typeof secondFactorStepRequestSchema>;

export const secondFactorStepReplySchema = z.object({
  success: z.literal(true),
  user: userSchema,
  /** Recovery codes not yet used (fewer than 3: time to make new ones by enrolling again). */
  recovery_codes_left: z.number().int(),
});
export type SecondFactorStepReply = z.infer<typeof secondFactorStepReplySchema>;

export const secondFactorStatusReplySchema = z.object({
  success: z.literal(true),
  /** The person has a confirmed second factor. */
  enrolled: z.boolean(),
  /** The office requires one of everyone in it (security settings). */
  required: z.boolean(),
  /** Required and not yet enrolled: the console shows only the enrolment. */
  enrolment_required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type SecondFactorStatusReply = z.infer<typeof secondFactorStatusReplySchema>;

export const secondFactorEnrolmentReplySchema = z.object({
  success: z.literal(true),
  /** The secret in base32, to type into an authenticator app. */
  secret: z.string(),
  /** otpauth://totp/... : what an authenticator app reads from a link or QR code. */
  otpauth_uri: z.string(),
});
export type SecondFactorEnrolmentReply = z.infer<typeof secondFactorEnrolmentReplySchema>;

export const secondFactorConfirmRequestSchema = z.object({ code: totpCodeSchema });
export type SecondFactorConfirmRequest = z.infer<typeof secondFactorConfirmRequestSchema>;

export const secondFactorConfirmReplySchema = z.object({
  success: z.literal(true),
  /** Ten one-time recovery codes, shown this once: only their HMACs are kept. */
  recovery_codes: z.array(z.string()),
});
export type SecondFactorConfirmReply = z.infer<typeof secondFactorConfirmReplySchema>;

/** How long an office session may stay unused, and whether the office must have a second factor. */
export const securitySettingsSchema = z.object({
  office_idle_hours: z.coerce
    .number({ message: validationKeys.office_idle_hours })
    .int({ message: validationKeys.office_idle_hours })
    .min(1, { message: validationKeys.office_idle_hours })
    .max(720, { message: validationKeys.office_idle_hours }),
  second_factor_required: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const securitySettingsReplySchema = z.object({
  success: z.literal(true),
  settings: securitySettingsSchema,
});
export type SecuritySettingsReply = z.infer<typeof securitySettingsReplySchema>;
