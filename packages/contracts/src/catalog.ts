import { z } from 'zod';
import { languageSchema, recordIdSchema, rupeeAmountSchema, validationKeys } from './common';
import { consultationModes, serviceKeys } from './constants';

export const serviceKeySchema = z.enum(serviceKeys, { message: validationKeys.service_code });
export type ServiceKey = z.infer<typeof serviceKeySchema>;

export const countrySchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    phone_code: z.string(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const countriesReplySchema = z.object({
  success: z.literal(true),
  countries: z.array(countrySchema),
});
export type CountriesReply = z.infer<typeof countriesReplySchema>;

export const pricingRequestSchema = z.object({
  country_id: recordIdSchema(validationKeys.country_id),
  service_codes: z.array(serviceKeySchema).max(serviceKeys.length).optional(),
  language: languageSchema.optional(),
});
export type PricingRequest = z.infer<typeof pricingRequestSchema>;

export const chargeSchema = z.object({
  name: z.string(),
  amount: rupeeAmountSchema,
  is_included: z.boolean(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const servicePricingSchema = z.object({
  service_name: z.string(),
  service_description: z.string(),
  base_price: rupeeAmountSchema,
  total_charges: rupeeAmountSchema,
  total_price: rupeeAmountSchema,
  currency_symbol: z.string(),
  charge_breakdown: z.array(chargeSchema),
  /**
   * total_price in the country's currency at the office's rate (exchange_rate below), two
   * decimals: an approximate figure to show beside the rupees, never charged. Null when the
   * country has no rate, and always for India.
   */
  approximate_total_price: z.string().nullable(),
});
export type ServicePricing = z.infer<typeof servicePricingSchema>;

/**
 * The rate the office keeps for a country abroad (docs/decisions/0080): how many rupees one unit
 * of its currency is, and when the office last set it. For approximate figures only.
 */
export const exchangeRateSchema = z
  .object({
    /** ISO 4217, for example SGD. */
    currency_code: z.string(),
    /** Rupees per one unit of the currency, as decimal text: "63.25". */
    rupees_per_unit: z.string(),
    /** When the office last set it (an ISO instant). */
    set_at: z.string(),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const pricingReplySchema = z.object({
  success: z.literal(true),
  pricing: z.record(z.string(), servicePricingSchema),
  country: countrySchema,
  /** The country's rate for approximate figures; null for India and for a country without one. */
  exchange_rate: exchangeRateSchema.nullable(),
});
export type PricingReply = z.infer<typeof pricingReplySchema>;

export const servicesQuerySchema = z.object({
  language: languageSchema.default('english'),
  /** The web app always sends "india"; a country code (IN) or name is accepted. */
  country: z.string().trim().min(1).max(40).default('india'),
});
export type ServicesQuery = z.infer<typeof servicesQuerySchema>;

export const serviceSchema = z
  .object({
    id: z.number().int(),
    key: serviceKeySchema,
    name: z.string(),
    description: z.string(),
    /** Base price in the requested country, rupees. */
    price: rupeeAmountSchema,
    /** Base price in India, rupees. */
    price_india: rupeeAmountSchema,
    /** Price in the India setting, for example "₹1,400.00". */
    formatted_price: z.string(),
    /** The ways this service can be consulted, as the office enabled them. */
    consultation_modes: z.array(z.enum(consultationModes)),
    /** How long a consultation of it lasts, in minutes. */
    duration_minutes: z.number().int(),
  })
  .meta({ id: 'Service' });
export type Service = z.infer<typeof serviceSchema>;

export const servicesReplySchema = z.object({
  success: z.literal(true),
  services: z.array(serviceSchema),
});
export type ServicesReply = z.infer<typeof servicesReplySchema>;
