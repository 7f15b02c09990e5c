import type { Language } from '@portal/contracts';

export const LANGUAGE_STORAGE_KEY = 'language';
/** Also sent to the server, which answers `/` with the landing page prerendered in it. */
export const LANGUAGE_COOKIE = 'language';
export const DEFAULT_LANGUAGE: Language = 'english';

const LANGUAGE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(tamil|english)(?:;|$)`);

/** The language cookie's value, when it names one (the server prerendered `/` in it). */
function cookieLanguage(): Language | null {
  const found = LANGUAGE_IN_COOKIE.exec(typeof document === 'undefined' ? '' : document.cookie);
  return (found?.[1] as Language | undefined) ?? null;
}

/**
 * The saved language; else the cookie's (storage cleared, the cookie kept: the page the server
 * sent is already in that language, and must not turn to English as it comes alive); English
 * when neither says.
 */
export function readSavedLanguage(storage: Storage = localStorage): Language {
  try {
    const saved = storage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved === 'tamil' || saved === 'english') return saved;
  } catch {
    // Storage cannot be read: the cookie may still say.
  }
  return cookieLanguage() ?? DEFAULT_LANGUAGE;
}

export function saveLanguage(language: Language, storage: Storage = localStorage): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
