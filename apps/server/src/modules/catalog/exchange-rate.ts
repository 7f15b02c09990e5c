import { approximateInCurrency, type ExchangeRate } from '@portal/contracts';
import type { CountryRow } from './catalog.repo';

export const INDIA_CODE = 'IN';

/** A stored rate as the office typed it: "63.000000" -> "63", "0.005300" -> "0.0053". */
export function rateText(stored: string): string {
  return stored.includes('.') ? stored.replace(/0+$/, '').replace(/\.$/, '') : stored;
}

/**
 * The rate a country's customers see approximate figures at (docs/decisions/0080): the office's,
 * when it set one; never India's, whose customers see and pay rupees only.
 */
export function exchangeRateOf(country: CountryRow): ExchangeRate | null {
  if (
    country.code === INDIA_CODE ||
    country.currencyCode === null ||
    country.rupeesPerUnit === null ||
    country.exchangeRateSetAt === null
  )
    return null;
  return {
    currency_code: country.currencyCode,
    rupees_per_unit: rateText(country.rupeesPerUnit),
    set_at: country.exchangeRateSetAt.toISOString(),
  };
}

/** An amount in paise as the approximate figure in the rate's currency, two decimals ("40.87"); null without a rate. */
export function approximateText(paise: number, rate: ExchangeRate | null): string | null {
  return rate ? approximateInCurrency(paise, rate.rupees_per_unit).toFixed(2) : null;
}
