import { priceWithCharges, type ChargeRule } from '../catalog/pricing';

export interface PaidService {
  name: string;
  /** What the service cost in the appointment's country, added charges included (appointment_services.price_paise). */
  pricePaise: number;
  /** The service's base price in that country now (it may have changed since the booking). */
  currentBasePaise: number | null;
}

export interface ReceiptLineInPaise {
  kind: 'service' | 'charge';
  label: string;
  amountPaise: number;
  /** A charge already inside the prices: shown for information, not added. */
  included: boolean;
}

/**
 * The base price the customer was charged: one whose price with today's charges is exactly what
 * the service cost, and that is believable as the catalogue's price then: today's price, or a
 * whole number of rupees (what the office sets). A price that splits only into odd paise means
 * the charges changed since the booking: null, and the receipt does not pretend to know.
 */
function baseOf(service: PaidService, rules: readonly ChargeRule[]): number | null {
  const addedBasisPoints = rules
    .filter((rule) => !rule.isIncluded)
    .reduce((sum, rule) => sum + rule.rateBasisPoints, 0);
  const estimate = Math.round((service.pricePaise * 10_000) / (10_000 + addedBasisPoints));
  for (const step of [0, -1, 1, -2, 2, -3, 3]) {
    const base = estimate + step;
    const believable = base === service.currentBasePaise || base % 100 === 0;
    if (base > 0 && believable && priceWithCharges(base, rules).totalPaise === service.pricePaise)
      return base;
  }
  return null;
}

/**
 * The lines of a receipt: each service at its base price, then each charge of the country summed
 * over the services (pricing.ts's computation, run backwards from what each service cost). The
 * lines not marked included always add up to `totalPaise`, what was paid: when the charges have
 * changed since the booking so that a price no longer splits believably, the services stand at
 * what they cost, charges included; and should even those not add up, one line holds it all.
 */
export function receiptLines(
  services: readonly PaidService[],
  rules: readonly ChargeRule[],
  totalPaise: number,
): ReceiptLineInPaise[] {
  const bases = services.map((service) => baseOf(service, rules));
  let lines: ReceiptLineInPaise[];
  if (rules.length > 0 && bases.every((base) => base !== null)) {
    const breakdowns = bases.map((base) => priceWithCharges(base, rules));
    lines = [
      ...services.map((service, index) => ({
        kind: 'service' as const,
        label: service.name,
        amountPaise: bases[index]!,
        included: false,
      })),
      ...rules
        .map((rule, index) => ({
          kind: 'charge' as const,
          label: rule.name,
          amountPaise: breakdowns.reduce(
            (sum, breakdown) => sum + breakdown.charges[index]!.amountPaise,
            0,
          ),
          included: rule.isIncluded,
        }))
        .filter((line) => line.amountPaise > 0),
    ];
  } else {
    lines = services.map((service) => ({
      kind: 'service',
      label: service.name,
      amountPaise: service.pricePaise,
      included: false,
    }));
  }
  const added = lines
    .filter((line) => !line.included)
    .reduce((sum, line) => sum + line.amountPaise, 0);
  if (lines.length > 0 && added === totalPaise) return lines;
  return [
    {
      kind: 'service',
      label: services.map((service) => service.name).join(', '),
      amountPaise: totalPaise,
      included: false,
    },
  ];
}
