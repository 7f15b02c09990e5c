import { useQuery } from '@tanstack/react-query';
import type { Language, Service, ServicesReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getServices(language: Language): Promise<Service[]> {
  return apiRequest<ServicesReply>(`/api/services?language=${language}&country=india`, { language }).then(
    (reply) => reply.services,
  );
}

export function useServices(language: Language) {
  return useQuery({ queryKey: ['services', language], queryFn: () => getServices(language) });
}
