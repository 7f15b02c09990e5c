/**
 * The landing page's words in Tamil (the page and what every screen shares): the Tamil
 * landing page loads only these, the English one only its own (lib/i18n.ts).
 */
import common from './ta/common.json';
import landing from './ta/landing.json';

export const tamilLandingDictionaries: Record<string, Record<string, string>> = { common, landing };
