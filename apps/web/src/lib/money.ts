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
 * An approximate figure in another currency, by its ISO code (docs/decisions/0080): whole units
 * from 100, two significant digits below ("SGD 41", "KWD 4.2", "EUR 2,060"). International
 * grouping in both languages: a customer abroad reads 490,000, not 4,90,000.
 */
export function formatApproximate(amount: number, currency: string): string {
  const digits =
    amount >= 100
      ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
      : { maximumSignificantDigits: 2 };
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      ...digits,
    }).format(amount);
  } catch {
    return `${currency} ${Math.round(amount)}`;
  }
}
