import { z } from 'zod';
import { validationKeys } from './common';

/** An ISO 3166 alpha-2 country code as the office types it (lower case taken, kept upper case). */
export const countryCodeSchema = z
  .string({ message: validationKeys.invalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: validationKeys.invalid });

/**
 * The office's choice of countries whose mobiles may receive sign-in codes: a list,
 * or null to go back to the server's default (SIGN_IN_COUNTRIES).
 */
export const signInSettingsUpdateSchema = z.object({
  countries: z
    .array(countryCodeSchema)
    .min(1, { message: validationKeys.required })
    .max(250, { message: validationKeys.invalid })
    .nullable(),
});
export type SignInSettingsUpdate = z.infer<typeof signInSettingsUpdateSchema>;

export const signInSettingsSchema = z.object({
  /** The countries served now: the office's list when it chose one, else the server's default. */
  countries: z.array(z.string()),
  /** The server's default (SIGN_IN_COUNTRIES). */
  default_countries: z.array(z.string()),
  /** Whether the office's list overrides the default. */
  office_choice: z.boolean(),
  /** Sign-in codes sent per clock hour across all server processes before sending stops (SIGN_IN_CODES_PER_HOUR). */
  codes_per_hour: z.number().int(),
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

export const signInSettingsReplySchema = z.object({
  success: z.literal(true),
  settings: signInSettingsSchema,
});
export type SignInSettingsReply = z.infer<typeof signInSettingsReplySchema>;
