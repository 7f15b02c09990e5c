/** The words of the first screens after the landing page, in Tamil (see english-portal-dictionaries.ts). */
import { tamilValidationMessages } from '@portal/contracts';
import account from './ta/account.json';
import auth from './ta/auth.json';
import info from './ta/info.json';
import notFound from './ta/not-found.json';
import privacyNotice from './ta/privacy-notice.json';
import privacyConsents from './ta/privacy-consents.json';

export const tamilPortalDictionaries: Record<string, Record<string, string>> = {
  account,
  auth,
  info,
  'not-found': notFound,
  'privacy-notice': privacyNotice,
  'privacy-consents': privacyConsents,
  validation: tamilValidationMessages,
};
