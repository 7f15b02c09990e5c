import { z } from 'zod';
import { isEmailAddress, MAX_EMAIL_LENGTH, validationKeys } from '../common';

/** The longest breach notice the office may write: a few short paragraphs. */
export const MAX_BREACH_NOTICE_LENGTH = 1500;

/** A telephone number as people write it: an optional +, digits, spaces, dashes, brackets; 6 to 15 digits. */
const isTelephone = (text: string) =>
  /^\+?[0-9 ()-]+$/.test(text) && /^\d{6,15}$/.test(text.replace(/\D/g, ''));

/** The office's own words for the breach notice, with {from} and {to}; empty or null: the built-in words. */
const breachNoticeText = z
  .string({ message: validationKeys.breach_notice_text })
  .trim()
  .max(MAX_BREACH_NOTICE_LENGTH, { message: validationKeys.breach_notice_text })
  .nullable()
  .transform((text) => (text ? text : null));

/**
 * What the office edits on its privacy screen besides the retention periods (decision 0103): the
 * grievance contact that the privacy notice and every reply to a request name, and the words of
 * the breach notice in each language.
 */
export const privacySettingsUpdateSchema = z
  .object({
    grievance_name: z
      .string({ message: validationKeys.grievance_name })
      .trim()
      .min(1, { message: validationKeys.grievance_name })
      .max(120, { message: validationKeys.grievance_name }),
    grievance_email: z
      .string({ message: validationKeys.grievance_email })
      .trim()
      .toLowerCase()
      .max(MAX_EMAIL_LENGTH, { message: validationKeys.grievance_email })
      .refine(isEmailAddress, { message: validationKeys.grievance_email }),
    grievance_phone: z
      .string({ message: validationKeys.grievance_phone })
      .trim()
      .refine(isTelephone, { message: validationKeys.grievance_phone }),
    breach_notice_english: breachNoticeText,
    breach_notice_tamil: breachNoticeText,
  })
  .meta({ id: 'PrivacySettingsUpdate' });
export type PrivacySettingsUpdate = z.input<typeof privacySettingsUpdateSchema>;
/** The update as checked: trimmed, the e-mail in lower case, an empty notice as null. */
export type PrivacySettingsChange = z.output<typeof privacySettingsUpdateSchema>;

export const privacySettingsSchema = z
  .object({
    grievance_name: z.string(),
    grievance_email: z.string(),
    grievance_phone: z.string(),
    /**
     * True while the office has not saved a grievance contact: the one shown is taken from its
     * contact details (or is a placeholder), to be confirmed.
     */
    grievance_default: z.boolean(),
    /** The office's words, or null: the built-in words below go. */
    breach_notice_english: z.string().nullable(),
    breach_notice_tamil: z.string().nullable(),
    /** The built-in breach notice with {from}, {to} and the grievance contact in place of its variables. */
    breach_notice_builtin: z.object({ english: z.string(), tamil: z.string() }),
  })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const privacySettingsReplySchema = z.object({
  success: z.literal(true),
  settings: privacySettingsSchema,
});
export type PrivacySettingsReply = z.infer<typeof privacySettingsReplySchema>;

/**
 * What a screen or message calls the office's grievance officer until the office names one, in
 * its reader's language (the Tamil glossary's term).
 */
export const unnamedGrievanceOfficer = {
  english: 'Grievance Officer',
  tamil: 'குறைதீர்ப்பு அலுவலர்',
} as const;
