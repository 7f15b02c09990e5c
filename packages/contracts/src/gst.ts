import { z } from 'zod';
import { rupeeAmountSchema, validationKeys } from './common';
import { calendarDateSchema } from './slots';
import { indianStateCodes } from './indian-states';

export const indianStateSchema = z.enum(indianStateCodes, {
  message: validationKeys.customer_state,
});

/**
 * The office's GST settings (docs/decisions/0067): the state the business is registered in, the
 * SAC code of its services, and whether a consultation given from India to a customer abroad is
 * a zero-rated export of services. The GSTIN itself is the UI setting business_gstin.
 */
export const taxSettingsSchema = z
  .object({
    business_state: indianStateSchema,
    sac_code: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, { message: validationKeys.sac_code }),
    zero_rated_exports: z.boolean(),
  })
  .meta({ id: 'TaxSettings' });
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

export const taxSettingsReplySchema = z.object({
  success: z.literal(true),
  settings: taxSettingsSchema,
});
export type TaxSettingsReply = z.infer<typeof taxSettingsReplySchema>;

/**
 * Where a supply is taxed: within the business's state (CGST + SGST), another Indian state (IGST),
 * abroad as a zero-rated export, or abroad without the export's zero rate (IGST).
 */
export const placeOfSupplyKinds = [
  'intra_state',
  'inter_state',
  'export',
  'abroad_taxable',
] as const;
export type PlaceOfSupplyKind = (typeof placeOfSupplyKinds)[number];

/** The GST of a receipt or a credit note: its split by place of supply, in rupees. */
export const taxSplitSchema = z
  .object({
    /** "Tax invoice" where the business has a GSTIN, a plain receipt otherwise. */
    tax_invoice: z.boolean(),
    sac_code: z.string(),
    place_of_supply: z.object({
      kind: z.enum(placeOfSupplyKinds),
      /** The GST state code ("33") inside India, null abroad. */
      state_code: z.string().nullable(),
      /** "33-Tamil Nadu", or the country's name abroad, in the document's language. */
      label: z.string(),
    }),
    /** The GST rate applied, in basis points (1800 = 18%); 0 for a zero-rated export. */
    rate_basis_points: z.number().int(),
    taxable_value: rupeeAmountSchema,
    cgst: rupeeAmountSchema,
    sgst: rupeeAmountSchema,
    igst: rupeeAmountSchema,
    total: rupeeAmountSchema,
  })
  .meta({ id: 'TaxSplit' });
export type TaxSplit = z.infer<typeof taxSplitSchema>;

/** The accountant's files (decision 0068). */
export const exportKinds = ['sales', 'refunds', 'appointments', 'cash'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** ?from=&to=: India's calendar dates, both included; `to` not before `from`. */
export const exportQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((range) => range.from <= range.to, { message: validationKeys.date_range, path: ['to'] });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The office's change of where a customer is, for the place of supply: an Indian state, or none (not known). */
export const customerStateUpdateSchema = z.object({ customer_state: indianStateSchema.nullable() });
export type CustomerStateUpdate = z.infer<typeof customerStateUpdateSchema>;
