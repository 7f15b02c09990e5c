import { z } from 'zod';
import { languageSchema, validationKeys } from './common';
import { publicPageTypes, publicUiSettingKeys, type uiSettingKeys } from './constants';

/** A translation dictionary: page -> key -> text. */
export const dictionarySchema = z.record(z.string(), z.record(z.string(), z.string()));
export type Dictionary = z.infer<typeof dictionarySchema>;

export const translationsReplySchema = z.object({
  success: z.literal(true),
  translations: z.object({ english: dictionarySchema, tamil: dictionarySchema }),
});
export type TranslationsReply = z.infer<typeof translationsReplySchema>;

export const languageQuerySchema = z.object({
  language: languageSchema.default('english'),
});

export const localizationQuerySchema = z.object({
  language: z.enum(['english', 'tamil'], { message: validationKeys.language }),
});

export const localizationReplySchema = z.object({
  success: z.literal(true),
  language: languageSchema,
  translations: dictionarySchema,
});
export type LocalizationReply = z.infer<typeof localizationReplySchema>;

export type UiSettingKey = (typeof uiSettingKeys)[number];

export type PublicUiSettingKey = (typeof publicUiSettingKeys)[number];

/** The settings anyone may read (the office's own notification addresses are left out). */
export const uiSettingsSchema = z.object(
  Object.fromEntries(publicUiSettingKeys.map((key) => [key, z.string()])) as Record<
    PublicUiSettingKey,
    z.ZodString
  >,
);
export type UiSettings = z.infer<typeof uiSettingsSchema>;

export const uiSettingsReplySchema = z.object({
  success: z.literal(true),
  language: languageSchema,
  settings: uiSettingsSchema,
});
export type UiSettingsReply = z.infer<typeof uiSettingsReplySchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  youtube_video_id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsReplySchema = z.object({
  success: z.literal(true),
  data: z.array(testimonialSchema),
});
export type TestimonialsReply = z.infer<typeof testimonialsReplySchema>;

export const publicPageTypeSchema = z.enum(publicPageTypes);
export type PublicPageType = z.infer<typeof publicPageTypeSchema>;

export const publicPageParamsSchema = z.object({
  /** Any text: an unknown type is a 404 "Content not available", not a validation error. */
  pageType: z.string().max(60),
});

export const publicPageReplySchema = z.object({
  success: z.literal(true),
  page_type: publicPageTypeSchema,
  language: languageSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type PublicPageReply = z.infer<typeof publicPageReplySchema>;
