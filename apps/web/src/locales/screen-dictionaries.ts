/** The signed-in screens' words in both languages, for the tests (the app loads each language's chunk: lib/i18n.ts). */
import { englishScreenDictionaries } from './english-screen-dictionaries';
import { tamilScreenDictionaries } from './tamil-screen-dictionaries';

export const screenDictionaries: Record<'en' | 'ta', Record<string, Record<string, string>>> = {
  en: englishScreenDictionaries,
  ta: tamilScreenDictionaries,
};
