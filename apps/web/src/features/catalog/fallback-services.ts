import type { ServiceKey } from '@portal/contracts';

/** Shown when the services call fails. Names come from the dictionaries. */
export const fallbackServices: { id: number; key: ServiceKey; pricePaise: number }[] = [
  { id: 1, key: 'jathagam', pricePaise: 50_000 },
  { id: 2, key: 'marriage_porutham', pricePaise: 140_000 },
  { id: 3, key: 'prasanam', pricePaise: 30_000 },
];
