const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Paise as rupees in the India setting: 165200 -> ₹1,652.00 (docs/decisions/0003). */
export const formatPaise = (paise: number) => inr.format(paise / 100);

/** The API's rupee text ("1652.00") as integer paise, without floating-point drift. */
export function rupeeTextToPaise(text: string): number {
  const [rupees = '0', paise = '0'] = text.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0').slice(0, 2));
}

export const formatRupeeText = (text: string) => formatPaise(rupeeTextToPaise(text));
