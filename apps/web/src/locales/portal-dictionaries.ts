/** The first screens' words in both languages, for the tests (the app loads each language's chunk: lib/i18n.ts). */
import { englishPortalDictionaries } from './english-portal-dictionaries';
import { tamilPortalDictionaries } from './tamil-portal-dictionaries';

export const portalDictionaries: Record<'en' | 'ta', Record<string, Record<string, string>>> = {
  en: englishPortalDictionaries,
  ta: tamilPortalDictionaries,
};
