import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, SignInSettingsReply, SignInSettingsUpdate } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = ['admin', 'sign-in-settings'];

/** The countries whose mobiles may receive sign-in codes, the server's default and the hourly budget. */
export function useSignInSettings(language: Language) {
  return useQuery({
    queryKey: [...settingsKey, language],
    queryFn: () =>
      apiRequest<SignInSettingsReply>('/api/admin/sign-in-settings', { language }).then(
        (reply) => reply.settings,
      ),
    retry: 1,
  });
}

/** Saves the office's list (null: back to the default); every server process serves it at once. */
export function useSaveSignInSettings(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SignInSettingsUpdate) =>
      apiRequest<SignInSettingsReply>('/api/admin/sign-in-settings', {
        method: 'PUT',
        body: update,
        language,
      }).then((reply) => reply.settings),
    onSuccess: (settings) => queryClient.setQueryData([...settingsKey, language], settings),
  });
}
