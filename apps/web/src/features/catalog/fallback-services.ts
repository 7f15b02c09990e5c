import type { ServiceKey } from '@portal/contracts';

/** Spec section 9: shown when the services call fails. Names come from the dictionaries. */
export const fallbackServices: { id: number; key: ServiceKey; pricePaise: number }[] = [
  { id: 1, key: 'jathagam', pricePaise: 50_000 },
  { id: 2, key: 'marriage_porutham', pricePaise: 140_000 },
  { id: 3, key: 'prasanam', pricePaise: 30_000 },
];

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

export const formatPaise = (paise: number) => inr.format(paise / 100);
