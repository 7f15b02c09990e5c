import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/contracts';
import { getServices } from './services-call';

export { getServices } from './services-call';

/** The services in a language: the hook's, and what a screen asks for before it first shows (app/screens). */
export const servicesQuery = (language: Language) =>
  queryOptions({ queryKey: ['services', language], queryFn: () => getServices(language) });

export function useServices(language: Language) {
  // Keeps the last language's list while the next loads, so a form using it is never torn down.
  return useQuery({ ...servicesQuery(language), placeholderData: keepPreviousData });
}
