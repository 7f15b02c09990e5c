import { z } from 'zod';
import { validationKeys } from '../common';

/*
 * What a customer agreed to and when (decision 0100): the notice (service), offers (marketing,
 * optional, off until asked for), a parent's or guardian's declaration for a person under 18
 * (guardian), and that another adult agreed to their details being given (other_person).
 */

export const consentPurposes = ['service', 'marketing', 'guardian', 'other_person'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
/** Where it was given: at sign-in, in My Profile, in a booking, in the saved people, at the desk. */
export const consentSources = ['sign_in', 'profile', 'booking', 'people', 'desk'] as const;
export type ConsentSource = (typeof consentSources)[number];
export const consentSubjects = ['appointment', 'saved_person'] as const;

export const consentEntrySchema = z.object({
  id: z.number().int(),
  purpose: z.enum(consentPurposes),
  granted: z.boolean(),
  /** The notice's version it was given under. */
  notice_version: z.number().int().nullable(),
  /** A declaration names the booking or saved person it is about. */
  subject_type: z.enum(consentSubjects).nullable(),
  subject_id: z.number().int().nullable(),
  source: z.enum(consentSources),
  at: z.string(),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

/** GET and PUT /api/user/consents: each purpose as it stands, and everything given or withdrawn. */
export const consentsReplySchema = z.object({
  success: z.literal(true),
  /** The notice's current version. */
  notice_version: z.number().int(),
  notice_published_at: z.string(),
  /** The customer has not agreed to the current version: the web asks before going on. */
  consent_needed: z.boolean(),
  service: z.object({
    /** The version last agreed to; null: none yet. */
    notice_version: z.number().int().nullable(),
    at: z.string().nullable(),
  }),
  marketing: z.object({ granted: z.boolean(), at: z.string().nullable() }),
  /** Newest first. */
  history: z.array(consentEntrySchema),
});
export type ConsentsReply = z.infer<typeof consentsReplySchema>;

/**
 * PUT /api/user/consents: offers on or off, and/or agreement to the notice's version the customer
 * was shown (refused when a newer one has been published since: they are shown that one).
 */
export const updateConsentsRequestSchema = z
  .object({
    marketing: z.boolean({ message: validationKeys.invalid }).optional(),
    service_version: z
      .number({ message: validationKeys.invalid })
      .int({ message: validationKeys.invalid })
      .positive({ message: validationKeys.invalid })
      .optional(),
  })
  .refine((body) => body.marketing !== undefined || body.service_version !== undefined, {
    message: validationKeys.required,
    path: ['marketing'],
  });
export type UpdateConsentsRequest = z.infer<typeof updateConsentsRequestSchema>;

const offerText = z
  .string({ message: validationKeys.offer_text })
  .trim()
  .min(1, { message: validationKeys.offer_text })
  .max(600, { message: validationKeys.too_long });

/** POST /api/admin/privacy/offers: an offer's words in both languages. */
export const offerRequestSchema = z.object({ text_english: offerText, text_tamil: offerText });
export type OfferRequest = z.infer<typeof offerRequestSchema>;

export const offerReplySchema = z.object({
  success: z.literal(true),
  /** Customers whose latest word on offers is yes, and who have a channel on. */
  customers: z.number().int(),
  /** One per customer and channel. */
  messages: z.number().int(),
});
export type OfferReply = z.infer<typeof offerReplySchema>;
