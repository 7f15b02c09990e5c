import type { Language, UiSettings, UiSettingsReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/settings/ui, on its own: the prerendered landing page calls it without the query
 * library, which get-ui-settings.ts (the hook) brings.
 */
export function getUiSettings(language: Language): Promise<UiSettings> {
  return apiRequest<UiSettingsReply>(`/api/settings/ui?language=${language}`, { language }).then(
    (reply) => reply.settings,
  );
}
