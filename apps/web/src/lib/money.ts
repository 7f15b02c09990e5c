import { rupeeTextToPaise } from '@portal/contracts';

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** Paise as rupees in the India setting: 165200 -> ₹1,652.00 (docs/decisions/0003). */
export const formatPaise = (paise: number) => inr.format(paise / 100);

export { rupeeTextToPaise };

export const formatRupeeText = (text: string) => formatPaise(rupeeTextToPaise(text));

/**
 * A figure in another currency, by its ISO code (docs/decisions/0080, 0109): with the currency's
 * own minor units, as money is written ("SGD 9.80", "EUR 2,060.00", "JPY 4,512", "KWD 4.215"),
 * never a rounded "SGD 9.8". International grouping in both languages: a customer abroad reads
 * 490,000, not 4,90,000. The one place a foreign amount is worded.
 */
export function formatApproximate(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
    }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}
