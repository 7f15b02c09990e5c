import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { languageOfTag, type Language } from '@portal/contracts';
import { i18n } from '../../../lib/i18n';
import { readSession } from '../../../lib/session';
import { profileQueryKey } from './get-profile';
import { updateProfile } from './update-profile';

/** The save under way, so a re-render while it runs does not start another. */
let running: Promise<void> | null = null;

/** The stored preference differs from the shown language: the language, or null when it does not. */
function languageToSave(): Language | null {
  const session = readSession();
  const shown = languageOfTag(i18n.language);
  return session.status === 'authenticated' && session.user.language_preference !== shown
    ? shown
    : null;
}

/** Saves the shown language until the stored preference matches it (a quick second switch included). */
async function saveShownLanguage(queryClient: QueryClient): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const language = languageToSave();
    if (!language) return;
    const user = await updateProfile({ language_preference: language }, language);
    queryClient.setQueryData(profileQueryKey, user);
  }
}

/**
 * One language for a signed-in customer: the language the portal is shown in is the
 * preference, so messages come in it too. Whenever it differs from the stored preference (the
 * floating toggle, the language chosen at sign-in), it is saved to the profile: the language
 * alone, everything else stays. A failed save is tried again on the next signed-in screen.
 */
export function useLanguagePreferenceSync(language: Language): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (running || !languageToSave()) return;
    running = saveShownLanguage(queryClient)
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  }, [language, queryClient]);
}
