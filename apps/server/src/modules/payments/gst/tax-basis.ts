import { z } from 'zod';
import { taxSettingsSchema, type TaxSettings } from '@portal/contracts';
import type { ReceiptCharge } from '../../receipts/gst-in-receipt';

/**
 * What a payment's GST is worked out by, kept with the payment when it was received
 * (payments.tax_basis, set by the database: migration 0022; docs/decisions/0074): the business's
 * tax settings and GSTIN then, and the charges of the appointment's country then. Its receipt,
 * credit note, the accountant's files and the figures read it, so a later change of the settings
 * or of a charge never changes a tax invoice already issued.
 */
const storedBasisSchema = z.object({
  ...taxSettingsSchema.shape,
  gstin: z.string(),
  charges: z.array(
    z.object({
      code: z.string(),
      name_english: z.string(),
      name_tamil: z.string(),
      rate_basis_points: z.number().int(),
      is_included: z.boolean(),
    }),
  ),
});

/** A charge as a receipt names it, in both languages. */
export interface BasisCharge extends ReceiptCharge {
  nameEnglish: string;
  nameTamil: string;
}

export interface TaxBasis {
  settings: TaxSettings;
  /** The business's GSTIN then; empty when it had none (a receipt, not a tax invoice). */
  gstin: string;
  charges: BasisCharge[];
}

/** The payment's stored basis; a received payment always has one (the database sets it), so none is an error. */
export function taxBasisOf(stored: unknown, paymentId: number): TaxBasis {
  const parsed = storedBasisSchema.safeParse(stored);
  if (!parsed.success)
    throw new Error(`Payment ${paymentId} has no tax basis: ${parsed.error.message}`);
  const { gstin, charges, ...settings } = parsed.data;
  return {
    settings,
    gstin,
    charges: charges.map((charge) => ({
      code: charge.code,
      nameEnglish: charge.name_english,
      nameTamil: charge.name_tamil,
      rateBasisPoints: charge.rate_basis_points,
      isIncluded: charge.is_included,
    })),
  };
}
