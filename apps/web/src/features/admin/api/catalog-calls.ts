import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogReply, AdminCountryPricingUpdate, AdminServiceUpdate, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const catalogKey = ['admin', 'catalog'];

export function useAdminCatalog(language: Language) {
  return useQuery({ queryKey: [...catalogKey, language], queryFn: () => apiRequest<AdminCatalogReply>('/api/admin/catalog', { language }), retry: 1 });
}

export type CatalogChange =
  | { kind: 'service'; serviceId: number; service: AdminServiceUpdate }
  | { kind: 'pricing'; countryId: number; pricing: AdminCountryPricingUpdate };

/** A service or a country's pricing saved; the reply is the whole catalogue. */
export function useCatalogChange(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CatalogChange) =>
      change.kind === 'service'
        ? apiRequest<AdminCatalogReply>(`/api/admin/services/${change.serviceId}`, { method: 'PUT', body: change.service, language })
        : apiRequest<AdminCatalogReply>(`/api/admin/countries/${change.countryId}/pricing`, { method: 'PUT', body: change.pricing, language }),
    onSuccess: (reply) => queryClient.setQueryData([...catalogKey, language], reply),
  });
}
