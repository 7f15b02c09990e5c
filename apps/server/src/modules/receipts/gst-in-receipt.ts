import { receiptLines, type PaidService } from './receipt-lines';

/** The code of the country charge that is GST (catalogue seed: India's "GST (18%)"). */
export const GST_CHARGE_CODE = 'gst';

export interface ReceiptCharge {
  code: string;
  rateBasisPoints: number;
  isIncluded: boolean;
}

export interface GstInReceipt {
  /** The GST the receipt of this payment shows (its GST line, added or included), in paise. */
  totalPaise: number;
  /** The same GST service by service, in the order given; adds up to `totalPaise`. */
  byServicePaise: number[];
}

const gstLineOf = (lines: ReturnType<typeof receiptLines>) =>
  lines
    .filter((line) => line.kind === 'charge' && line.label === GST_CHARGE_CODE)
    .reduce((sum, line) => sum + line.amountPaise, 0);

/**
 * The GST inside a payment, exactly as its receipt shows it: receipt-lines.ts's rule (each service's
 * base price found back from what it cost, the country's charges applied to it), with the GST
 * charge picked out by its code. The figures (modules/figures) add this up; nothing else
 * computes GST. When the receipt cannot split the charges (they changed since the booking), its
 * GST is 0, and so is this.
 */
export function gstInReceipt(
  services: readonly PaidService[],
  charges: readonly ReceiptCharge[],
  totalPaise: number,
): GstInReceipt {
  const rules = charges.map((charge) => ({
    name: charge.code,
    rateBasisPoints: charge.rateBasisPoints,
    isIncluded: charge.isIncluded,
  }));
  const totalGst = gstLineOf(receiptLines(services, rules, totalPaise));
  if (totalGst === 0) return { totalPaise: 0, byServicePaise: services.map(() => 0) };
  // Each service's base is found on its own, so its own receipt lines carry its part of the charge.
  const byService = services.map((service) =>
    gstLineOf(receiptLines([service], rules, service.pricePaise)),
  );
  const shared = byService.reduce((sum, part) => sum + part, 0);
  if (byService.length > 0) byService[0]! += totalGst - shared;
  return { totalPaise: totalGst, byServicePaise: byService };
}
