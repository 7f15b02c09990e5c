import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountriesReply, Country } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** When the countries call fails, India (1) and the rest of the world (4). */
export const fallbackCountries: Country[] = [
  { id: 1, code: 'IN', name: 'India', phone_code: '+91' },
  { id: 4, code: 'OTHER', name: 'Other', phone_code: '' },
];

export async function getCountries(): Promise<Country[]> {
  try {
    const reply = await apiRequest<CountriesReply>('/api/countries');
    return reply.countries.length > 0 ? reply.countries : fallbackCountries;
  } catch {
    return fallbackCountries;
  }
}

export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: getCountries,
  staleTime: Infinity,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
