import type { Language, Service, ServicesReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/services (India's prices), on its own: the prerendered landing page calls it
 * without the query library, which get-services.ts (the hook) brings.
 */
export function getServices(language: Language): Promise<Service[]> {
  return apiRequest<ServicesReply>(`/api/services?language=${language}&country=india`, {
    language,
  }).then((reply) => reply.services);
}
