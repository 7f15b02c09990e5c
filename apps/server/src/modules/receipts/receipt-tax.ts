import { indianStateName, type Language, type TaxSettings, type TaxSplit } from '@portal/contracts';
import { paiseToRupeeText } from '../../lib/money';
import type { PaymentTax } from '../payments/gst/payment-tax';

/** Where the customer is, as a receipt names it: "33-Tamil Nadu" in India, the country's name abroad. */
export function placeOfSupplyLabel(
  tax: PaymentTax,
  country: { english: string; tamil: string },
  language: Language,
): string {
  if (tax.place.stateCode)
    return `${tax.place.stateCode}-${indianStateName(tax.place.stateCode, language)}`;
  return language === 'tamil' ? country.tamil : country.english;
}

/** A payment's or refund's GST as the receipt and the credit note show it (rupee text). */
export function taxView(
  tax: PaymentTax,
  settings: TaxSettings,
  gstin: string,
  country: { english: string; tamil: string },
  language: Language,
): TaxSplit {
  return {
    tax_invoice: gstin.trim() !== '',
    sac_code: settings.sac_code,
    place_of_supply: {
      kind: tax.place.kind,
      state_code: tax.place.stateCode,
      label: placeOfSupplyLabel(tax, country, language),
    },
    rate_basis_points: tax.rateBasisPoints,
    taxable_value: paiseToRupeeText(tax.split.taxablePaise),
    cgst: paiseToRupeeText(tax.split.cgstPaise),
    sgst: paiseToRupeeText(tax.split.sgstPaise),
    igst: paiseToRupeeText(tax.split.igstPaise),
    total: paiseToRupeeText(tax.split.totalPaise),
  };
}
