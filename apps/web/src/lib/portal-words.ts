import { knowWords } from './i18n';

/**
 * The router's words, made known to translation by the router's own code (app/portal-start.tsx,
 * and the server's drawings): the first screens' (sign-in, information pages, account,
 * validation) and the signed-in screens', a chunk per language each. The landing page's first
 * code carries no way to them (decision 0085).
 */
knowWords({
  portal: {
    english: () =>
      import('../locales/english-portal-dictionaries').then(
        (module) => module.englishPortalDictionaries,
      ),
    tamil: () =>
      import('../locales/tamil-portal-dictionaries').then(
        (module) => module.tamilPortalDictionaries,
      ),
  },
  screens: {
    english: () =>
      import('../locales/english-screen-dictionaries').then(
        (module) => module.englishScreenDictionaries,
      ),
    tamil: () =>
      import('../locales/tamil-screen-dictionaries').then(
        (module) => module.tamilScreenDictionaries,
      ),
  },
});
