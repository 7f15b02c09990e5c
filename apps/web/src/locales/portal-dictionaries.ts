/**
 * The words of the first screens after the landing page (sign-in, the information pages, the
 * not-found page, the account frame) and of the validation rules, in both languages: loaded with the router, so
 * the prerendered landing page carries none of them.
 */
import { validationMessages } from '@portal/contracts';
import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enInfo from './en/info.json';
import enNotFound from './en/not-found.json';
import taAccount from './ta/account.json';
import taAuth from './ta/auth.json';
import taInfo from './ta/info.json';
import taNotFound from './ta/not-found.json';

export const portalDictionaries: Record<'en' | 'ta', Record<string, Record<string, string>>> = {
  en: { account: enAccount, auth: enAuth, info: enInfo, 'not-found': enNotFound, validation: validationMessages.english },
  ta: { account: taAccount, auth: taAuth, info: taInfo, 'not-found': taNotFound, validation: validationMessages.tamil },
};
