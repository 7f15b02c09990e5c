import { expect, it } from 'vitest';
import { priceWithCharges } from './pricing';

it('adds charges that are not included and only reports the included ones', () => {
  const breakdown = priceWithCharges(100_000, [
    { name: 'GST', rateBasisPoints: 1800, isIncluded: false },
    { name: 'Platform fee', rateBasisPoints: 500, isIncluded: true },
  ]);
  expect(breakdown).toEqual({
    basePaise: 100_000,
    totalChargesPaise: 18_000,
    totalPaise: 118_000,
    charges: [
      { name: 'GST', amountPaise: 18_000, isIncluded: false },
      { name: 'Platform fee', amountPaise: 4_762, isIncluded: true },
    ],
  });
});

it('costs the base price when there are no charges', () => {
  expect(priceWithCharges(30_000, []).totalPaise).toBe(30_000);
});
