import { z } from 'zod';
import { languageSchema, recordIdSchema, validationKeys } from './common';
import { consultationModes, languages } from './constants';
import { scheduleSchema } from './admin';

/*
 * The team of astrologers (decision 0059): the public list, and the office's list, its
 * changes and each astrologer's weekly hours, under /api/admin/ (admins only).
 */

export const astrologersQuerySchema = z.object({ language: languageSchema.default('english') });
export type AstrologersQuery = z.infer<typeof astrologersQuerySchema>;

/** An active astrologer as customers see them, in the asked language. No mobile number: that stays in the office. */
export const astrologerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    profile: z.string(),
    /** The languages they consult in. */
    languages: z.array(languageSchema),
    consultation_modes: z.array(z.enum(consultationModes)),
    /** The services they offer (ids of GET /api/services). */
    service_ids: z.array(z.number().int()),
  })
  .meta({ id: 'Astrologer' });
export type Astrologer = z.infer<typeof astrologerSchema>;

export const astrologersReplySchema = z.object({
  success: z.literal(true),
  astrologers: z.array(astrologerSchema),
});
export type AstrologersReply = z.infer<typeof astrologersReplySchema>;

/** An astrologer as the office keeps them: both languages, every setting, active or not. */
export const adminAstrologerSchema = z
  .object({
    id: z.number().int(),
    name_english: z.string(),
    name_tamil: z.string(),
    profile_english: z.string(),
    profile_tamil: z.string(),
    languages: z.array(languageSchema),
    consultation_modes: z.array(z.enum(consultationModes)),
    service_ids: z.array(z.number().int()),
    /** E.164, or null. */
    mobile_number: z.string().nullable(),
    active: z.boolean(),
    /** Their place in lists (lowest first, then the earliest added). */
    sort_order: z.number().int(),
  })
  .meta({ id: 'AdminAstrologer' });
export type AdminAstrologer = z.infer<typeof adminAstrologerSchema>;

const name = z
  .string({ message: validationKeys.required })
  .trim()
  .min(1, { message: validationKeys.required })
  .max(120, { message: validationKeys.too_long });
const profile = z
  .string({ message: validationKeys.too_long })
  .trim()
  .max(1000, { message: validationKeys.too_long })
  .default('');
/** A choice of a fixed list, at least one, each once, in the list's order. */
const someOf = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) =>
  z
    .array(z.enum(values, { message }), { message })
    .min(1, { message })
    .transform((chosen): Values[number][] =>
      values.filter((value) => (chosen as readonly string[]).includes(value)),
    );

/**
 * What the office types for an astrologer, new or changed. The mobile number is any way a person
 * writes one (no plus: India); the server keeps it as E.164. Empty: none.
 */
export const adminAstrologerInputSchema = z.object({
  name_english: name,
  name_tamil: name,
  profile_english: profile,
  profile_tamil: profile,
  languages: someOf(languages, validationKeys.astrologer_languages),
  consultation_modes: someOf(consultationModes, validationKeys.consultation_modes),
  service_ids: z
    .array(recordIdSchema(validationKeys.astrologer_services), {
      message: validationKeys.astrologer_services,
    })
    .min(1, { message: validationKeys.astrologer_services })
    .max(50, { message: validationKeys.astrologer_services })
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  mobile_number: z
    .string({ message: validationKeys.phone })
    .trim()
    .max(20, { message: validationKeys.phone })
    .nullable()
    .optional()
    .transform((number) => (number ? number : null)),
  active: z.boolean({ message: validationKeys.invalid }),
  /** Omitted: a new astrologer comes last, a changed one keeps their place. */
  sort_order: z.coerce
    .number({ message: validationKeys.sort_order })
    .int({ message: validationKeys.sort_order })
    .min(0, { message: validationKeys.sort_order })
    .max(1000, { message: validationKeys.sort_order })
    .optional(),
});
export type AdminAstrologerInput = z.input<typeof adminAstrologerInputSchema>;
export type AdminAstrologerChecked = z.output<typeof adminAstrologerInputSchema>;

export const adminAstrologersReplySchema = z.object({
  success: z.literal(true),
  astrologers: z.array(adminAstrologerSchema),
});
export type AdminAstrologersReply = z.infer<typeof adminAstrologersReplySchema>;

/** An astrologer added or changed, with the whole list as it is now. */
export const adminAstrologerSavedReplySchema = adminAstrologersReplySchema.extend({
  astrologer: adminAstrologerSchema,
});
export type AdminAstrologerSavedReply = z.infer<typeof adminAstrologerSavedReplySchema>;

export const astrologerIdParamsSchema = z.object({ id: recordIdSchema() });

/** One astrologer's weekly hours: the shape and rules of /api/admin/schedule's `weekly_hours` (breaks included). */
export const astrologerScheduleSchema = scheduleSchema.pick({ weekly_hours: true });
export type AstrologerSchedule = z.infer<typeof astrologerScheduleSchema>;

export const astrologerScheduleReplySchema = astrologerScheduleSchema.extend({
  success: z.literal(true),
  astrologer_id: z.number().int(),
});
export type AstrologerScheduleReply = z.infer<typeof astrologerScheduleReplySchema>;
