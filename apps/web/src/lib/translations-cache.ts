import type { Dictionary, Language } from '@portal/contracts';

/** Bump to drop every visitor's cached server dictionary. */
export const TRANSLATIONS_CACHE_VERSION = '1.0.5';
export const TRANSLATIONS_CACHE_KEY = 'translations_cache';

export type ServerDictionaries = Record<Language, Dictionary>;

interface CacheEntry {
  version: string;
  translations: ServerDictionaries;
}

/**
 * The server dictionary cached for this browser session. An entry of another version is
 * cleared, as is one that does not parse.
 */
export function readCachedTranslations(
  storage: Storage = sessionStorage,
): ServerDictionaries | null {
  try {
    const raw = storage.getItem(TRANSLATIONS_CACHE_KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<CacheEntry>;
    if (entry.version !== TRANSLATIONS_CACHE_VERSION || !entry.translations) {
      storage.removeItem(TRANSLATIONS_CACHE_KEY);
      return null;
    }
    return entry.translations;
  } catch {
    try {
      storage.removeItem(TRANSLATIONS_CACHE_KEY);
    } catch {
      // Storage unavailable: nothing cached.
    }
    return null;
  }
}

export function writeCachedTranslations(
  translations: ServerDictionaries,
  storage: Storage = sessionStorage,
): void {
  try {
    const entry: CacheEntry = { version: TRANSLATIONS_CACHE_VERSION, translations };
    storage.setItem(TRANSLATIONS_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or unavailable: the dictionary is simply fetched again next time.
  }
}

/** The rule: a server dictionary counts only when its English part has text. */
export function isUsableServerDictionary(
  translations: ServerDictionaries | null | undefined,
): boolean {
  const english = translations?.english;
  return Boolean(english && Object.values(english).some((page) => Object.keys(page).length > 0));
}
