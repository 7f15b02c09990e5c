import type { ReactNode } from 'react';
import type { Language, OfficeRole } from '@portal/contracts';
import { adminDictionaries } from '../../../locales/admin-dictionaries';
import { screenDictionaries } from '../../../locales/screen-dictionaries';
import { saveSession } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render-with-providers';

export { recordingFetch, type SentCall } from '../../../test/render-with-providers';

/**
 * Renders an office component with the console's dictionaries (and the screens' it reuses), in a
 * language, for someone signed in with an office role (an administrator unless told: what the
 * console shows depends on it; the test's storage is cleared after each test).
 */
export function renderInConsole(
  ui: ReactNode,
  language: Language = 'english',
  { role = 'admin', userId = 1 }: { role?: OfficeRole; userId?: number } = {},
) {
  saveSession('console-test-token', {
    id: userId,
    name: 'Office',
    mobile_number: '+919800077000',
    role,
  });
  return renderWithProviders(ui, {
    language,
    dictionaries: [screenDictionaries, adminDictionaries],
  });
}
