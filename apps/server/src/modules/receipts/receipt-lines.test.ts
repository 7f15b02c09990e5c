import { expect, it } from 'vitest';
import { priceWithCharges } from '../catalog/pricing';
import { receiptLines } from './receipt-lines';

const gst = { name: 'GST (18%)', rateBasisPoints: 1800, isIncluded: false };
const paid = (name: string, basePaise: number, rules = [gst]) => ({
  name,
  pricePaise: priceWithCharges(basePaise, rules).totalPaise,
  currentBasePaise: basePaise,
});
const added = (lines: ReturnType<typeof receiptLines>) =>
  lines.filter((line) => !line.included).reduce((sum, line) => sum + line.amountPaise, 0);

it('splits each service into its base price and sums each charge over the services', () => {
  const services = [paid('Jathagam', 50_000), paid('Prasanam', 30_000)];
  expect(receiptLines(services, [gst], 94_400)).toEqual([
    { kind: 'service', label: 'Jathagam', amountPaise: 50_000, included: false },
    { kind: 'service', label: 'Prasanam', amountPaise: 30_000, included: false },
    { kind: 'charge', label: 'GST (18%)', amountPaise: 14_400, included: false },
  ]);
});

it('shows an included charge for information, and still adds up to what was paid', () => {
  const included = { name: 'VAT (9%)', rateBasisPoints: 900, isIncluded: true };
  const processing = { name: 'Processing (3%)', rateBasisPoints: 300, isIncluded: false };
  const services = [
    paid('Jathagam', 60_000, [included, processing]),
    paid('Porutham', 123_450, [included, processing]),
  ];
  const total = services.reduce((sum, service) => sum + service.pricePaise, 0);
  const lines = receiptLines(services, [included, processing], total);
  expect(lines.map((line) => [line.label, line.included])).toEqual([
    ['Jathagam', false],
    ['Porutham', false],
    ['VAT (9%)', true],
    ['Processing (3%)', false],
  ]);
  expect(added(lines)).toBe(total);
});

it('finds the base again after the catalogue price changed, as long as the charges did not', () => {
  const services = [{ ...paid('Jathagam', 50_000), currentBasePaise: 65_000 }];
  expect(receiptLines(services, [gst], 59_000).map((line) => line.amountPaise)).toEqual([
    50_000, 9_000,
  ]);
});

it('invents no split when the charges changed since the booking: services at their cost', () => {
  const services = [paid('Jathagam', 50_000)];
  const lines = receiptLines(services, [{ ...gst, rateBasisPoints: 500 }], 59_000);
  expect(lines).toEqual([
    { kind: 'service', label: 'Jathagam', amountPaise: 59_000, included: false },
  ]);
});

it('holds the whole amount on one line when nothing else adds up to it', () => {
  const lines = receiptLines([paid('Jathagam', 50_000), paid('Prasanam', 30_000)], [gst], 100_000);
  expect(lines).toEqual([
    { kind: 'service', label: 'Jathagam, Prasanam', amountPaise: 100_000, included: false },
  ]);
});

it('with no charges in the country, lists the services as they are', () => {
  const lines = receiptLines(
    [{ name: 'Prasanam', pricePaise: 60_000, currentBasePaise: 60_000 }],
    [],
    60_000,
  );
  expect(lines).toEqual([
    { kind: 'service', label: 'Prasanam', amountPaise: 60_000, included: false },
  ]);
});
