import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language, Service, ServicesReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getServices(language: Language): Promise<Service[]> {
  return apiRequest<ServicesReply>(`/api/services?language=${language}&country=india`, { language }).then(
    (reply) => reply.services,
  );
}

export function useServices(language: Language) {
  // Keeps the last language's list while the next loads, so a form using it is never torn down.
  return useQuery({ queryKey: ['services', language], queryFn: () => getServices(language), placeholderData: keepPreviousData });
}
