import { includedShareOfPaise, percentOfPaise } from '../../lib/money';

export interface ChargeRule {
  name: string;
  rateBasisPoints: number;
  isIncluded: boolean;
}

export interface PriceBreakdown {
  basePaise: number;
  /** Charges added on top of the base price. */
  totalChargesPaise: number;
  totalPaise: number;
  charges: { name: string; amountPaise: number; isIncluded: boolean }[];
}

/**
 * What a service costs in a country. An added charge is a share of the base price on top of
 * it; an included charge is the part of the base price that already is that charge.
 */
export function priceWithCharges(basePaise: number, rules: readonly ChargeRule[]): PriceBreakdown {
  const charges = rules.map((rule) => ({
    name: rule.name,
    isIncluded: rule.isIncluded,
    amountPaise: rule.isIncluded
      ? includedShareOfPaise(basePaise, rule.rateBasisPoints)
      : percentOfPaise(basePaise, rule.rateBasisPoints),
  }));
  const totalChargesPaise = charges
    .filter((charge) => !charge.isIncluded)
    .reduce((sum, charge) => sum + charge.amountPaise, 0);
  return { basePaise, totalChargesPaise, totalPaise: basePaise + totalChargesPaise, charges };
}
