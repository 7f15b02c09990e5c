import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Language,
  SecondFactorConfirmReply,
  SecondFactorEnrolmentReply,
  SecondFactorStatusReply,
  SecuritySettings,
  SecuritySettingsReply,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/*
 * Sign-in security (decision 0106): one's own second factor, the admin's settings, and the
 * admin's reset of another person's second factor.
 */

const statusKey = ['admin', 'second-factor'];
const settingsKey = ['admin', 'security-settings'];

/** Whether the signed-in person has a second factor, and whether the office requires one. */
export function useSecondFactorStatus(language: Language, enabled = true) {
  return useQuery({
    queryKey: [...statusKey, language],
    queryFn: () => apiRequest<SecondFactorStatusReply>('/api/admin/second-factor', { language }),
    retry: 1,
    enabled,
  });
}

/** A new secret for the app, shown once. */
export function useBeginEnrolment(language: Language) {
  return useMutation({
    mutationFn: () =>
      apiRequest<SecondFactorEnrolmentReply>('/api/admin/second-factor/enrolment', {
        method: 'POST',
        language,
      }),
  });
}

/** The app's first code confirms it; the ten recovery codes come back, once. */
export function useConfirmEnrolment(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<SecondFactorConfirmReply>('/api/admin/second-factor/enrolment/confirm', {
        method: 'POST',
        body: { code },
        language,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useSecuritySettings(language: Language) {
  return useQuery({
    queryKey: [...settingsKey, language],
    queryFn: () =>
      apiRequest<SecuritySettingsReply>('/api/admin/security-settings', { language }).then(
        (reply) => reply.settings,
      ),
    retry: 1,
  });
}

export function useSaveSecuritySettings(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SecuritySettings) =>
      apiRequest<SecuritySettingsReply>('/api/admin/security-settings', {
        method: 'PUT',
        body: settings,
        language,
      }).then((reply) => reply.settings),
    onSuccess: (settings) => {
      queryClient.setQueryData([...settingsKey, language], settings);
      void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}

/** An admin's reset of another person's second factor (their sessions end too). */
export function useResetSecondFactor(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest(`/api/admin/staff/${userId}/second-factor`, { method: 'DELETE', language }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
}
