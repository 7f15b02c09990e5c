import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Language,
  PrivacySettingsChange,
  PrivacySettingsReply,
  RetentionPeriods,
  RetentionReply,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const retentionKey = ['admin', 'retention'];
const settingsKey = ['admin', 'privacy-settings'];

/** The retention periods, what the next nightly run removes and what the last did (decision 0103). */
export function useRetention(language: Language) {
  return useQuery({
    queryKey: [...retentionKey, language],
    queryFn: () =>
      apiRequest<RetentionReply>('/api/admin/retention', { language }).then(
        (reply) => reply.retention,
      ),
    retry: 1,
  });
}

export function useSaveRetention(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periods: RetentionPeriods) =>
      apiRequest<RetentionReply>('/api/admin/retention', {
        method: 'PUT',
        body: periods,
        language,
      }).then((reply) => reply.retention),
    onSuccess: (retention) => queryClient.setQueryData([...retentionKey, language], retention),
  });
}

/** The grievance contact and the breach notice's words. */
export function usePrivacySettings(language: Language) {
  return useQuery({
    queryKey: [...settingsKey, language],
    queryFn: () =>
      apiRequest<PrivacySettingsReply>('/api/admin/privacy/settings', { language }).then(
        (reply) => reply.settings,
      ),
    retry: 1,
  });
}

export function useSavePrivacySettings(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettingsChange) =>
      apiRequest<PrivacySettingsReply>('/api/admin/privacy/settings', {
        method: 'PUT',
        body: settings,
        language,
      }).then((reply) => reply.settings),
    onSuccess: (settings) => queryClient.setQueryData([...settingsKey, language], settings),
  });
}
