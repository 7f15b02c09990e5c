import type { Resources } from '../../../../lib/translation/translator';
import type { AdminTranslation, Language } from '@portal/contracts';
import enPlaces from '../../../../locales/en/text-places.json';
import taPlaces from '../../../../locales/ta/text-places.json';

/**
 * The dictionaries customers read: the office may change any of their texts. The console's own
 * words and the validation messages (the server says the same words) are not editable: decision 0022.
 */
export const editablePages = [
  'landing',
  'common',
  'auth',
  'account',
  'info',
  'booking',
  'appointments',
  'slots',
  'payments',
  'receipts',
] as const;

export type Bilingual = Record<Language, string>;

/** One editable text of the site: its built-in words, where it appears, and the office's overrides. */
export interface SiteText {
  id: string;
  page: string;
  key: string;
  builtIn: Bilingual;
  place: Bilingual;
  overrides: Partial<Bilingual>;
}

const places: Record<Language, Record<string, string>> = { english: enPlaces, tamil: taPlaces };

/** The place entries of each page ("page/prefix"), longest prefix first: the most specific wins. */
const prefixesByPage = new Map<string, string[]>();
for (const entry of Object.keys(places.english)) {
  const [page, prefix] = entry.split('/');
  if (page && prefix) prefixesByPage.set(page, [...(prefixesByPage.get(page) ?? []), prefix]);
}
for (const prefixes of prefixesByPage.values()) prefixes.sort((a, b) => b.length - a.length);

/** The catalogue entry describing a key's section of its page ("landing/hero_title"), if any. */
export function sectionOf(page: string, key: string): string | undefined {
  const prefix = prefixesByPage.get(page)?.find((candidate) => key.startsWith(candidate));
  return prefix === undefined ? undefined : `${page}/${prefix}`;
}

/** Where a text appears, in words: "Landing page · top banner heading". */
export function placeOf(page: string, key: string): Bilingual {
  const section = sectionOf(page, key);
  const describe = (language: Language) => {
    const pageName = places[language][page] ?? page;
    return section ? `${pageName} · ${places[language][section] ?? ''}` : pageName;
  };
  return { english: describe('english'), tamil: describe('tamil') };
}

type Dictionaries = Record<string, Record<string, string>>;

/** Every editable text, from the built-in dictionaries, with the overrides the office saved. */
export function buildSiteTexts(resources: Resources, translations: AdminTranslation[]): SiteText[] {
  const english = (resources.en ?? {}) as Dictionaries;
  const tamil = (resources.ta ?? {}) as Dictionaries;
  const texts: SiteText[] = [];
  for (const page of editablePages) {
    for (const [key, value] of Object.entries(english[page] ?? {})) {
      const overrides: Partial<Bilingual> = {};
      for (const translation of translations) {
        if (translation.page === page && translation.key === key)
          overrides[translation.language] = translation.value;
      }
      texts.push({
        id: `${page}.${key}`,
        page,
        key,
        builtIn: { english: value, tamil: tamil[page]?.[key] ?? '' },
        place: placeOf(page, key),
        overrides,
      });
    }
  }
  return texts;
}

/** The saved overrides that match no editable text (an older page or key): they can still be removed. */
export function otherOverrides(
  texts: SiteText[],
  translations: AdminTranslation[],
): AdminTranslation[] {
  const known = new Set(texts.map((text) => text.id));
  return translations.filter((translation) => !known.has(`${translation.page}.${translation.key}`));
}

export const isChanged = (text: SiteText) => Object.keys(text.overrides).length > 0;

const normalise = (words: string) => words.normalize('NFC').toLocaleLowerCase();

/**
 * The texts matching every word of the query, in their words (built-in or override, English or
 * Tamil), where they appear or their technical name; those matching in their own words first.
 */
export function searchSiteTexts(
  texts: SiteText[],
  query: string,
  onlyChanged: boolean,
): SiteText[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const inWords: SiteText[] = [];
  const elsewhere: SiteText[] = [];
  for (const text of texts) {
    if (onlyChanged && !isChanged(text)) continue;
    const own = normalise(
      [
        text.builtIn.english,
        text.builtIn.tamil,
        text.overrides.english ?? '',
        text.overrides.tamil ?? '',
      ].join('\n'),
    );
    const all = `${own}\n${normalise([text.place.english, text.place.tamil, text.id].join('\n'))}`;
    if (words.every((word) => own.includes(word))) inWords.push(text);
    else if (words.every((word) => all.includes(word))) elsewhere.push(text);
  }
  return [...inWords, ...elsewhere];
}

const placeholderPattern = /\{\{\s*([\w.]+)[^}]*\}\}/g;

/** The names of a text's placeholders ({{name}}), each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(placeholderPattern)].map((match) => match[1] ?? ''))];
}

export type PreviewPart = { text: string } | { placeholder: string };

/** A text cut into plain words and placeholders, for the preview. */
export function previewParts(text: string): PreviewPart[] {
  const parts: PreviewPart[] = [];
  let last = 0;
  for (const match of text.matchAll(placeholderPattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ placeholder: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
