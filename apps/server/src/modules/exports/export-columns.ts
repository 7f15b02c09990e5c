import { indianStateName } from '@portal/contracts';
import { paiseToRupeeText } from '../../lib/money';
import type { PaymentTax } from '../payments/gst/payment-tax';
import { INDIA } from '../payments/gst/place-of-supply';

/** The columns of the sales and refunds files (decision 0068): a row per receipt or credit note. */
export const taxDocumentHeader = (numberColumn: string) => [
  numberColumn,
  'Date',
  'Customer',
  'Mobile number',
  'State or country',
  'Place of supply',
  'Supply type',
  'SAC code',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Payment method',
];

const supplyTypes = {
  intra_state: 'Intra-state (CGST + SGST)',
  inter_state: 'Inter-state (IGST)',
  export: 'Export of services, zero-rated',
  abroad_taxable: 'Outside India (IGST)',
} as const;

export interface CustomerWhere {
  countryCode: string;
  countryName: string;
  customerState: string | null;
}

/** Where the customer is: their Indian state ("Tamil Nadu"), "India (state not given)", or the country abroad. */
export function stateOrCountry(customer: CustomerWhere): string {
  if (customer.countryCode !== INDIA) return customer.countryName;
  return customer.customerState
    ? indianStateName(customer.customerState, 'english')
    : 'India (state not given)';
}

/** The place of supply as a tax invoice writes it: "33-Tamil Nadu", or the country abroad. */
export function placeOfSupplyText(tax: PaymentTax, customer: CustomerWhere): string {
  return tax.place.stateCode
    ? `${tax.place.stateCode}-${indianStateName(tax.place.stateCode, 'english')}`
    : customer.countryName;
}

/** The tax columns of a row: place of supply, its type, the SAC code and the amounts in rupees. */
export function taxCells(tax: PaymentTax, customer: CustomerWhere, sacCode: string): string[] {
  const { split } = tax;
  return [
    stateOrCountry(customer),
    placeOfSupplyText(tax, customer),
    supplyTypes[tax.place.kind],
    sacCode,
    paiseToRupeeText(split.taxablePaise),
    paiseToRupeeText(split.cgstPaise),
    paiseToRupeeText(split.sgstPaise),
    paiseToRupeeText(split.igstPaise),
    paiseToRupeeText(split.totalPaise),
  ];
}
