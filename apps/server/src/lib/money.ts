/**
 * Money is integer paise everywhere inside the server (docs/decisions/0003). These helpers are
 * the only place where paise become the rupee text the API shows.
 */
const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const RUPEE_SYMBOL = '₹';

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
}

/** 140000 -> "1400.00" */
export function paiseToRupeeText(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 140000 -> "₹1,400.00" (the India setting: lakh grouping) */
export function formatInr(paise: number): string {
  assertPaise(paise);
  return inrFormatter.format(paise / 100);
}

/** A share of an amount in basis points (1800 = 18%), rounded half up to the paisa. */
export function percentOfPaise(paise: number, basisPoints: number): number {
  assertPaise(paise);
  assertPaise(basisPoints);
  return Math.floor((paise * basisPoints + 5000) / 10000);
}

/**
 * The part of a charge-inclusive amount that is the charge: for 18% GST inside ₹590, ₹90.
 * Rounded half up to the paisa.
 */
export function includedShareOfPaise(paise: number, basisPoints: number): number {
  assertPaise(paise);
  assertPaise(basisPoints);
  const numerator = paise * basisPoints;
  const denominator = 10000 + basisPoints;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
