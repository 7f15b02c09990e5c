import type { PlaceOfSupply } from './place-of-supply';

/** A payment's or a refund's GST by head, in paise: taxable value + CGST + SGST + IGST = total. */
export interface GstSplit {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The GST of a split, all heads together. */
export const gstOfSplit = (split: GstSplit) => split.cgstPaise + split.sgstPaise + split.igstPaise;

/**
 * Splits the GST inside an amount by its place of supply. `gstPaise` is the GST the receipt shows
 * (receipts/gst-in-receipt.ts, what the catalogue charged); a zero-rated export carries none, so
 * all of the amount is its taxable value. Within the state the GST is halved between CGST and
 * SGST (an odd paisa goes to CGST); elsewhere it is all IGST.
 */
export function splitGst(totalPaise: number, gstPaise: number, place: PlaceOfSupply): GstSplit {
  const gst = place.kind === 'export' ? 0 : Math.max(0, Math.min(gstPaise, totalPaise));
  const taxablePaise = totalPaise - gst;
  if (place.kind === 'intra_state') {
    const sgstPaise = Math.floor(gst / 2);
    return { totalPaise, taxablePaise, cgstPaise: gst - sgstPaise, sgstPaise, igstPaise: 0 };
  }
  return { totalPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: gst };
}

/**
 * The GST given back with a refund of part (or all) of a payment: the payment's GST in the share
 * the refund is of the payment, rounded half up to the paisa, split like the payment.
 */
export function refundGstSplit(
  refundPaise: number,
  paymentTotalPaise: number,
  paymentGstPaise: number,
  place: PlaceOfSupply,
): GstSplit {
  const share =
    paymentTotalPaise > 0
      ? Math.floor(
          (2 * refundPaise * paymentGstPaise + paymentTotalPaise) / (2 * paymentTotalPaise),
        )
      : 0;
  return splitGst(refundPaise, share, place);
}
