/**
 * The landing page's words in English (the page and what every screen shares): the English
 * landing page loads only these, the Tamil one only its own (lib/i18n.ts).
 */
import common from './en/common.json';
import landing from './en/landing.json';

export const englishLandingDictionaries: Record<string, Record<string, string>> = {
  common,
  landing,
};
