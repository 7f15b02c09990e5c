import type { Language } from './common';

// No imports but types: the web's build configuration loads this module as it is, without a
// bundler (apps/web/src/lib/web-manifest.ts, through apps/web/build/offline-app.ts).

/**
 * Each language's BCP 47 tag, for the standards that name languages so: HTTP's Accept-Language,
 * HTML's and the web manifest's `lang`, a PDF's language, WhatsApp's template languages. Only
 * there: the API's own fields say `english` or `tamil`.
 */
export const languageTags = { english: 'en', tamil: 'ta' } as const satisfies Record<
  Language,
  string
>;
export type LanguageTag = (typeof languageTags)[Language];

/** Each language's locale for dates, times and numbers written the Indian way (`Intl`). */
export const languageLocales = { english: 'en-IN', tamil: 'ta-IN' } as const satisfies Record<
  Language,
  string
>;

/** The language a BCP 47 tag (`ta`, `ta-IN`) or an Accept-Language header names first: Tamil for `ta`, else English. */
export function languageOfTag(tag: string | null | undefined): Language {
  return typeof tag === 'string' && /^\s*ta\b/i.test(tag) ? 'tamil' : 'english';
}
