import type { ConsultationMode, TaxSettings } from '@portal/contracts';
import { gstInReceipt, GST_CHARGE_CODE, type ReceiptCharge } from '../../receipts/gst-in-receipt';
import type { PaidService } from '../../receipts/receipt-lines';
import { refundGstSplit, splitGst, type GstSplit } from './gst-split';
import { placeOfSupply, type PlaceOfSupply } from './place-of-supply';

/** What decides a payment's GST: its appointment's country, the customer's state and how they consult. */
export interface AppointmentTaxFacts {
  countryCode: string;
  customerState: string | null;
  consultationMode: string;
}

export interface PaymentTax {
  place: PlaceOfSupply;
  /**
   * The GST rate of the country's GST charge, in basis points; 0 when none applies (a zero-rated
   * export, or no GST charged).
   */
  rateBasisPoints: number;
  split: GstSplit;
}

/**
 * The one GST rule of a payment (docs/decisions/0067): the GST its receipt shows (gst-in-receipt.ts,
 * what the catalogue's charges put inside the price) split by the place of supply
 * (place-of-supply.ts). Receipts, credit notes, the accountant's files and the figures read it.
 */
export function paymentTax(
  settings: TaxSettings,
  facts: AppointmentTaxFacts,
  services: readonly PaidService[],
  charges: readonly ReceiptCharge[],
  totalPaise: number,
): PaymentTax {
  const place = placeOfSupply({
    businessState: settings.business_state,
    countryCode: facts.countryCode,
    customerState: facts.customerState,
    consultationMode: facts.consultationMode as ConsultationMode,
    zeroRatedExports: settings.zero_rated_exports,
  });
  const gst = gstInReceipt(services, charges, totalPaise).totalPaise;
  const split = splitGst(totalPaise, gst, place);
  const gstCharge = charges.find((charge) => charge.code === GST_CHARGE_CODE);
  const taxed = split.cgstPaise + split.sgstPaise + split.igstPaise > 0;
  return { place, rateBasisPoints: taxed && gstCharge ? gstCharge.rateBasisPoints : 0, split };
}

/** The GST of a refund: the refunded share of its payment's GST, at the payment's place of supply. */
export function refundTax(payment: PaymentTax, refundPaise: number): PaymentTax {
  const gst = payment.split.cgstPaise + payment.split.sgstPaise + payment.split.igstPaise;
  return {
    ...payment,
    split: refundGstSplit(refundPaise, payment.split.totalPaise, gst, payment.place),
  };
}
