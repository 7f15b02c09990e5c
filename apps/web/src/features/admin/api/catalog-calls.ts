import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCatalogReply,
  AdminCountryPricingUpdate,
  AdminExchangeRateUpdate,
  AdminServiceUpdate,
  Language,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const catalogKey = ['admin', 'catalog'];

export function useAdminCatalog(language: Language) {
  return useQuery({
    queryKey: [...catalogKey, language],
    queryFn: () => apiRequest<AdminCatalogReply>('/api/admin/catalog', { language }),
    retry: 1,
  });
}

export type CatalogChange =
  | { kind: 'service'; serviceId: number; service: AdminServiceUpdate }
  | { kind: 'pricing'; countryId: number; pricing: AdminCountryPricingUpdate }
  | { kind: 'exchange_rate'; countryId: number; update: AdminExchangeRateUpdate };

const requestOf = (change: CatalogChange): [string, unknown] => {
  switch (change.kind) {
    case 'service':
      return [`/api/admin/services/${change.serviceId}`, change.service];
    case 'pricing':
      return [`/api/admin/countries/${change.countryId}/pricing`, change.pricing];
    case 'exchange_rate':
      return [`/api/admin/countries/${change.countryId}/exchange-rate`, change.update];
  }
};

/** A service, a country's pricing or its exchange rate saved; the reply is the whole catalogue. */
export function useCatalogChange(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CatalogChange) => {
      const [path, body] = requestOf(change);
      return apiRequest<AdminCatalogReply>(path, { method: 'PUT', body, language });
    },
    onSuccess: (reply) => queryClient.setQueryData([...catalogKey, language], reply),
  });
}
