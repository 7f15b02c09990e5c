/**
 * The words of the first screens after the landing page (sign-in, the information pages, the
 * not-found page, the account frame) and of the validation rules, in English: loaded with the
 * router in the page's language (lib/i18n.ts), the Tamil ones only when the visitor switches.
 */
import { englishValidationMessages } from '@portal/contracts';
import account from './en/account.json';
import auth from './en/auth.json';
import info from './en/info.json';
import notFound from './en/not-found.json';
import privacyNotice from './en/privacy-notice.json';
import privacyConsents from './en/privacy-consents.json';

export const englishPortalDictionaries: Record<string, Record<string, string>> = {
  account,
  auth,
  info,
  'not-found': notFound,
  'privacy-notice': privacyNotice,
  'privacy-consents': privacyConsents,
  validation: englishValidationMessages,
};
