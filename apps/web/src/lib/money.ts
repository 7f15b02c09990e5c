import { rupeeTextToPaise } from '@portal/contracts';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Paise as rupees in the India setting: 165200 -> ₹1,652.00 (docs/decisions/0003). */
export const formatPaise = (paise: number) => inr.format(paise / 100);

export { rupeeTextToPaise };

export const formatRupeeText = (text: string) => formatPaise(rupeeTextToPaise(text));
