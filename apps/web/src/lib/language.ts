import type { Language } from '@portal/contracts';

export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'english';

/** i18next language codes for the portal's two languages. */
export const localeOf: Record<Language, 'en' | 'ta'> = { english: 'en', tamil: 'ta' };

export function languageOfLocale(locale: string | undefined): Language {
  return locale?.startsWith('ta') ? 'tamil' : 'english';
}

/** The saved language, English when none is saved or storage cannot be read. */
export function readSavedLanguage(storage: Storage = localStorage): Language {
  try {
    const saved = storage.getItem(LANGUAGE_STORAGE_KEY);
    return saved === 'tamil' || saved === 'english' ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Also sent to the server, which answers `/` with the landing page prerendered in it. */
export const LANGUAGE_COOKIE = 'language';

export function saveLanguage(language: Language, storage: Storage = localStorage): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
