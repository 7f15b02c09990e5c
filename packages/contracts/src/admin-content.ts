import { z } from 'zod';
import { exchangeRateSchema } from './catalog';
import { recordIdSchema, rupeeAmountSchema, validationKeys } from './common';
import {
  consultationModes,
  languages,
  MAX_RECORD_ID,
  publicPageTypes,
  uiSettingKeys,
} from './constants';

/*
 * The office's catalogue and content calls, under /api/admin/ (admins only).
 */

const text = (max: number) =>
  z
    .string({ message: validationKeys.required })
    .trim()
    .min(1, { message: validationKeys.required })
    .max(max, { message: validationKeys.too_long });
/** A price the office types: rupees with at most two decimals, more than zero. */
const priceSchema = z
  .string({ message: validationKeys.price })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: validationKeys.price })
  .refine((value) => Number(value) > 0, { message: validationKeys.price });
/** A charge's rate in percent, two decimals at most: 18 or 18.00. */
const ratePercentSchema = z
  .string({ message: validationKeys.rate })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { message: validationKeys.rate })
  .refine((value) => Number(value) <= 100, { message: validationKeys.rate });

export const adminServiceSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name_english: z.string(),
  name_tamil: z.string(),
  description_english: z.string(),
  description_tamil: z.string(),
  /** The base price in India, in rupees. */
  price: rupeeAmountSchema,
  includes_report: z.boolean(),
  active: z.boolean(),
  consultation_modes: z.array(z.enum(consultationModes)),
  /** How long a consultation of it lasts, in minutes (10 to 480). */
  duration_minutes: z.number().int(),
  /** The astrologer's pause after it, in minutes (0 to 120). */
  buffer_minutes: z.number().int(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

const minutesSchema = (min: number, max: number, message: string) =>
  z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });

export const adminServiceUpdateSchema = z.object({
  name_english: text(120),
  name_tamil: text(120),
  description_english: text(1000),
  description_tamil: text(1000),
  /** Not here: India's price, like every country's, is changed through the country pricing call. */
  price: z.never({ message: validationKeys.price_in_pricing }).optional(),
  includes_report: z.boolean(),
  active: z.boolean(),
  consultation_modes: z
    .array(z.enum(consultationModes, { message: validationKeys.consultation_modes }), {
      message: validationKeys.consultation_modes,
    })
    .min(1, { message: validationKeys.consultation_modes })
    .transform((modes) => consultationModes.filter((mode) => modes.includes(mode))),
  /** Omitted: unchanged. */
  duration_minutes: minutesSchema(10, 480, validationKeys.duration_minutes).optional(),
  /** Omitted: unchanged. */
  buffer_minutes: minutesSchema(0, 120, validationKeys.buffer_minutes).optional(),
});
export type AdminServiceUpdate = z.input<typeof adminServiceUpdateSchema>;
export type AdminServiceUpdateChecked = z.output<typeof adminServiceUpdateSchema>;

export const adminChargeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\w{1,30}$/, { message: validationKeys.charge_code }),
  name_english: text(60),
  name_tamil: text(60),
  rate_percent: ratePercentSchema,
  /** true: already inside the price (shown for information); false: added on top. */
  is_included: z.boolean(),
});
export type AdminCharge = z.input<typeof adminChargeSchema>;

export const adminCountryPricingSchema = z.object({
  country_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  prices: z.array(z.object({ service_id: z.number().int(), price: rupeeAmountSchema })),
  charges: z.array(
    z.object({
      code: z.string(),
      name_english: z.string(),
      name_tamil: z.string(),
      rate_percent: z.string(),
      is_included: z.boolean(),
    }),
  ),
  /** The rate for customers' approximate figures in their currency; null: rupees only (always for India). */
  exchange_rate: exchangeRateSchema.nullable(),
});
export type AdminCountryPricing = z.infer<typeof adminCountryPricingSchema>;

export const adminCountryPricingUpdateSchema = z.object({
  prices: z
    .array(z.object({ service_id: z.number().int().min(1).max(MAX_RECORD_ID), price: priceSchema }))
    .max(50),
  charges: z
    .array(adminChargeSchema)
    .max(10)
    .refine((charges) => new Set(charges.map((charge) => charge.code)).size === charges.length, {
      message: validationKeys.charge_code,
    }),
});
export type AdminCountryPricingUpdate = z.input<typeof adminCountryPricingUpdateSchema>;

/**
 * The currencies this runtime knows (ISO 4217), read on first use; where it cannot say, any three
 * capital letters pass.
 */
let knownCurrencies: ReadonlySet<string> | undefined;
function isKnownCurrency(code: string): boolean {
  knownCurrencies ??= new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
  );
  return knownCurrencies.size === 0 || knownCurrencies.has(code);
}

/** A currency the office types for a country abroad: an ISO 4217 code, any case, never the rupee. */
const currencyCodeSchema = z
  .string({ message: validationKeys.currency_code })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: validationKeys.currency_code })
  .refine((code) => code !== 'INR' && isKnownCurrency(code), {
    message: validationKeys.currency_code,
  });

/** How many rupees one unit of the currency is: more than zero, six decimals at most ("63.25", "0.0053"). */
const rupeesPerUnitSchema = z
  .string({ message: validationKeys.rupees_per_unit })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,6})?$/, { message: validationKeys.rupees_per_unit })
  .refine((value) => Number(value) > 0, { message: validationKeys.rupees_per_unit });

/** A country's rate for approximate figures (docs/decisions/0080); null takes it away (rupees only). */
export const adminExchangeRateUpdateSchema = z.object({
  exchange_rate: z
    .object({ currency_code: currencyCodeSchema, rupees_per_unit: rupeesPerUnitSchema })
    .nullable(),
});
export type AdminExchangeRateUpdate = z.input<typeof adminExchangeRateUpdateSchema>;
export type AdminExchangeRateUpdateChecked = z.output<typeof adminExchangeRateUpdateSchema>;

export const adminCatalogReplySchema = z
  .object({
    success: z.literal(true),
    services: z.array(adminServiceSchema),
    pricing: z.array(adminCountryPricingSchema),
  })
  .meta({ id: 'AdminCatalogReply' });
export type AdminCatalogReply = z.infer<typeof adminCatalogReplySchema>;

export const serviceIdParamsSchema = z.object({ id: recordIdSchema() });
export const countryIdParamsSchema = z.object({ id: recordIdSchema() });

export const adminPageSchema = z
  .object({
    page_type: z.enum(publicPageTypes),
    language: z.enum(languages),
    title: z.string(),
    html: z.string(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'AdminPage' });
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPageParamsSchema = z.object({
  pageType: z.enum(publicPageTypes),
  language: z.enum(languages),
});
export const adminPageUpdateSchema = z.object({ title: text(120), html: text(100_000) });
export type AdminPageUpdate = z.infer<typeof adminPageUpdateSchema>;

const settingValue = z.string().trim().max(500, { message: validationKeys.too_long });
export const adminUiSettingSchema = z.object({
  english: settingValue,
  tamil: settingValue.nullable(),
});
/** The settings as stored and shown to the office (whatever an older version let in). */
export const adminUiSettingsSchema = z.object(
  Object.fromEntries(uiSettingKeys.map((key) => [key, adminUiSettingSchema])) as Record<
    (typeof uiSettingKeys)[number],
    typeof adminUiSettingSchema
  >,
);
export type AdminUiSettings = z.infer<typeof adminUiSettingsSchema>;

/** Settings the web app puts in a link's href, and the one it shows as an image. */
export const uiLinkSettingKeys = [
  'social_facebook',
  'social_instagram',
  'social_youtube',
  'social_whatsapp',
  'social_telegram',
] as const;
export const uiImageSettingKeys = ['login_image_url'] as const;
/** Characters no address needs and a browser may read otherwise (a backslash reads as a slash). */
const addressRest = String.raw`[^\s"'<>\\]`;
/**
 * A link a customer may follow: https, a phone call, an e-mail, WhatsApp (https://wa.me/…,
 * https://api.whatsapp.com/… or the app's whatsapp://). Never javascript:, data: or another scheme.
 */
export const SAFE_LINK = new RegExp(
  String.raw`^(?:https://${addressRest}+|tel:\+?[\d\s().-]{3,30}|` +
    String.raw`mailto:${addressRest}+@${addressRest}+|whatsapp://${addressRest}+)$`,
  'i',
);
/** An image from an https address or from this site (/…, not //host, which is another site). */
export const SAFE_IMAGE = new RegExp(
  String.raw`^(?:https://${addressRest}+|/(?![/\\])${addressRest}*)$`,
  'i',
);

const checkedSetting = (pattern: RegExp, message: string) => {
  const value = settingValue.refine((text) => text === '' || pattern.test(text), { message });
  return z.object({ english: value, tamil: value.nullable() });
};
const settingRuleOf = (key: (typeof uiSettingKeys)[number]) =>
  (uiLinkSettingKeys as readonly string[]).includes(key)
    ? checkedSetting(SAFE_LINK, validationKeys.link_url)
    : (uiImageSettingKeys as readonly string[]).includes(key)
      ? checkedSetting(SAFE_IMAGE, validationKeys.url)
      : adminUiSettingSchema;
/** What the office may save: link settings only as safe links, the image only from https or this site. */
export const adminUiSettingsUpdateSchema = z.object(
  Object.fromEntries(uiSettingKeys.map((key) => [key, settingRuleOf(key)])) as Record<
    (typeof uiSettingKeys)[number],
    typeof adminUiSettingSchema
  >,
);

const youtubeIdSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{11}$/, { message: validationKeys.youtube_id });
const httpsUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/|\/)[^\s"'<>]*$/, { message: validationKeys.url });

export const adminTestimonialUpdateSchema = z.object({
  youtube_video_id: youtubeIdSchema,
  title_english: text(120),
  title_tamil: text(120),
  description_english: text(500),
  description_tamil: text(500),
  thumbnail_url: httpsUrlSchema,
  active: z.boolean(),
});
export type AdminTestimonialUpdate = z.infer<typeof adminTestimonialUpdateSchema>;
export const adminTestimonialSchema = adminTestimonialUpdateSchema
  .extend({ id: z.number().int() })
  .meta({ id: 'AdminTestimonial' });
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const testimonialIdParamsSchema = z.object({ id: recordIdSchema() });

export const adminTranslationSchema = z
  .object({
    language: z.enum(languages),
    page: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_-]{0,39}$/, { message: validationKeys.translation_key }),
    key: z
      .string()
      .trim()
      .regex(/^[a-z][\w.-]{0,79}$/, { message: validationKeys.translation_key }),
    value: text(1000),
  })
  .meta({ id: 'AdminTranslation' });
export type AdminTranslation = z.infer<typeof adminTranslationSchema>;
export const adminTranslationParamsSchema = adminTranslationSchema.pick({
  language: true,
  page: true,
  key: true,
});

export const adminContentReplySchema = z
  .object({
    success: z.literal(true),
    pages: z.array(adminPageSchema),
    ui_settings: adminUiSettingsSchema,
    testimonials: z.array(adminTestimonialSchema),
    translations: z.array(adminTranslationSchema),
  })
  .meta({ id: 'AdminContentReply' });
export type AdminContentReply = z.infer<typeof adminContentReplySchema>;
