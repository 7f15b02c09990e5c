import { sql, type SQL } from 'drizzle-orm';
import type { ReceiptCharge } from '../receipts/gst-in-receipt';

/**
 * A payment's charges as the figures group payments by them: "code:rate:included" for each charge
 * of its tax basis (payments.tax_basis, decision 0074), in their order, comma-separated
 * ("gst:1800:false"). Short, so a year of the day book's rows groups by it quickly (the basis's
 * whole JSON made the grouping five times slower); what gstInReceipt reads of a charge, nothing
 * more.
 */
export function chargesKeySql(taxBasis: SQL): SQL {
  return sql`(select string_agg(
      (c.charge ->> 'code') || ':' || (c.charge ->> 'rate_basis_points') || ':'
        || (c.charge ->> 'is_included'),
      ',' order by c.position)
    from jsonb_array_elements(${taxBasis} -> 'charges') with ordinality as c(charge, position))`;
}

/** The charges a key names; none for an empty key (a refund, or a payment without charges). */
export function chargesOfKey(key: string | null): ReceiptCharge[] {
  if (!key) return [];
  return key.split(',').map((part) => {
    const [code = '', rate = '0', included = 'false'] = part.split(':');
    return { code, rateBasisPoints: Number(rate), isIncluded: included === 'true' };
  });
}
