import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/contracts';
import { getServices } from './services-call';

export { getServices } from './services-call';

export function useServices(language: Language) {
  // Keeps the last language's list while the next loads, so a form using it is never torn down.
  return useQuery({ queryKey: ['services', language], queryFn: () => getServices(language), placeholderData: keepPreviousData });
}
