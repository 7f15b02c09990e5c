import type { Language } from '@portal/contracts';

/** The visitor's language as the web app stores it in a cookie (`language=tamil`); English without one. */
export function cookieLanguage(cookie: string | undefined): Language {
  return cookie !== undefined && /(?:^|;\s*)language=tamil(?:;|$)/.test(cookie)
    ? 'tamil'
    : 'english';
}
