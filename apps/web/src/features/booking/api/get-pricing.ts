import { useQuery } from '@tanstack/react-query';
import type { Language, PricingReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * A country's prices: each service's, with its charges, and the office's rate for approximate
 * figures abroad (null in India).
 */
export type CountryPricing = Pick<PricingReply, 'pricing' | 'exchange_rate'>;

/** POST /api/countries/pricing: every service's price in a country, with its charges. */
export async function getPricing(
  countryId: number,
  language: Language,
): Promise<CountryPricing | null> {
  try {
    const reply = await apiRequest<PricingReply>('/api/countries/pricing', {
      method: 'POST',
      body: { country_id: countryId, language },
      language,
    });
    return { pricing: reply.pricing, exchange_rate: reply.exchange_rate };
  } catch (error) {
    // A pricing failure is logged and leaves the prices as they were.
    console.warn('Pricing could not be loaded; showing the listed prices.', error);
    return null;
  }
}

/** The country's prices once `wanted` (asked for no sooner: a first screen on a slow phone has enough to fetch). */
export function usePricing(countryId: number, language: Language, wanted = true) {
  return useQuery({
    queryKey: ['pricing', countryId, language],
    queryFn: () => getPricing(countryId, language),
    staleTime: 5 * 60_000,
    enabled: wanted,
  });
}
