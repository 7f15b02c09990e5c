import { useQuery } from '@tanstack/react-query';
import type { Language, UiSettings, UiSettingsReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getUiSettings(language: Language): Promise<UiSettings> {
  return apiRequest<UiSettingsReply>(`/api/settings/ui?language=${language}`, { language }).then(
    (reply) => reply.settings,
  );
}

/** The office's settings; undefined while loading or when the call failed (callers use defaults). */
export function useUiSettings(language: Language) {
  return useQuery({ queryKey: ['ui-settings', language], queryFn: () => getUiSettings(language) });
}
