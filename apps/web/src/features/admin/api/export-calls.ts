import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerStateUpdate,
  ExportKind,
  Language,
  TaxSettings,
  TaxSettingsReply,
} from '@portal/contracts';
import { apiDownload, apiRequest, saveBlob } from '../../../lib/api-client';

/** One of the accountant's files for India days from and to (both included), saved under its own name. */
export async function downloadExport(kind: ExportKind, from: string, to: string): Promise<void> {
  saveBlob(
    await apiDownload(`/api/admin/exports/${kind}.csv?from=${from}&to=${to}`),
    `${kind}-${from}-to-${to}.csv`,
  );
}

const settingsKey = ['admin', 'tax-settings'];

/** The GST settings: the business's state, the SAC code, zero-rated exports (decision 0067). */
export function useTaxSettings(language: Language) {
  return useQuery({
    queryKey: [...settingsKey, language],
    queryFn: () =>
      apiRequest<TaxSettingsReply>('/api/admin/tax-settings', { language }).then(
        (reply) => reply.settings,
      ),
    retry: 1,
  });
}

export function useSaveTaxSettings(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TaxSettings) =>
      apiRequest<TaxSettingsReply>('/api/admin/tax-settings', {
        method: 'PUT',
        body: settings,
        language,
      }).then((reply) => reply.settings),
    onSuccess: (settings) => queryClient.setQueryData([...settingsKey, language], settings),
  });
}

/** Where in India the customer of an appointment is (their place of supply), set by the office. */
export function useSaveCustomerState(appointmentId: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CustomerStateUpdate) =>
      apiRequest<{ success: true; customer_state: string | null }>(
        `/api/admin/appointments/${appointmentId}/customer-state`,
        { method: 'PUT', body: update, language },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'appointment'] }),
  });
}
