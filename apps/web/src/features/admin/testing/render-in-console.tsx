import type { ReactNode } from 'react';
import type { Language } from '@portal/contracts';
import { adminDictionaries } from '../../../locales/admin-dictionaries';
import { screenDictionaries } from '../../../locales/screen-dictionaries';
import { renderWithProviders } from '../../../test/render-with-providers';

export { recordingFetch, type SentCall } from '../../../test/render-with-providers';

/** Renders an office component with the console's dictionaries (and the screens' it reuses), in a language. */
export function renderInConsole(ui: ReactNode, language: Language = 'english') {
  return renderWithProviders(ui, { language, dictionaries: [screenDictionaries, adminDictionaries] });
}
