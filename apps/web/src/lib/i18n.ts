import { languageTags, type Language, type TranslationsReply } from '@portal/contracts';
import { apiRequest } from './api-client';
import { readSavedLanguage, saveLanguage } from './language';
import { Translator, type Resources } from './translation/translator';
import {
  isUsableServerDictionary,
  readCachedTranslations,
  writeCachedTranslations,
  type ServerDictionaries,
} from './translations-cache';

type Dictionary = Record<string, string>;
type Namespaces = Record<string, Dictionary>;
type DictionaryChunk = Record<string, Namespaces>;

/**
 * The built-in words come in chunks, so each page loads only what it shows, in its language:
 * the landing page's own words (common, landing); the first screens after it (sign-in,
 * information pages, account, validation), which come with the router; the signed-in screens'.
 * A chunk per kind and language: another language's come when the visitor switches. The
 * console's and the star tool's come with their screens, in both languages.
 */
type WordsKind = 'landing' | 'portal' | 'screens';
type WordLoaders = Record<Language, () => Promise<Namespaces>>;
const loadWords: Record<WordsKind, WordLoaders | null> = {
  landing: {
    english: () =>
      import('../locales/english-landing-dictionaries').then(
        (module) => module.englishLandingDictionaries,
      ),
    tamil: () =>
      import('../locales/tamil-landing-dictionaries').then(
        (module) => module.tamilLandingDictionaries,
      ),
  },
  // Made known by the router's code (lib/portal-words.ts): the landing page's initial bundle has no way to them.
  portal: null,
  screens: null,
};

/** The router's words, each kind's chunk per language (lib/portal-words.ts). */
export function knowWords(loaders: Partial<Record<'portal' | 'screens', WordLoaders>>): void {
  Object.assign(loadWords, loaders);
}

function loaderOf(kind: WordsKind, language: Language): () => Promise<Namespaces> {
  const loaders = loadWords[kind];
  if (!loaders) throw new Error(`the ${kind} words are not known here: import lib/portal-words`);
  return loaders[language];
}
const loadAdminDictionaryChunk = (): Promise<DictionaryChunk> =>
  import('../locales/admin-dictionaries').then((module) => module.adminDictionaries);
/** The landing page's star tool adds its own words when its chunk loads (features/landing/star-tool). */
const loadStarToolDictionaryChunk = (): Promise<DictionaryChunk> =>
  import('../locales/star-tool-dictionaries').then((module) => module.starToolDictionaries);

const wordsChunk = async (kind: WordsKind, language: Language): Promise<DictionaryChunk> => ({
  [languageTags[language]]: await loaderOf(kind, language)(),
});

function mergeInto(resources: Resources, chunk: DictionaryChunk): Resources {
  for (const [locale, namespaces] of Object.entries(chunk))
    Object.assign((resources[locale] ??= {}), namespaces);
  return resources;
}

/** Every built-in dictionary, the on-demand ones too (for checks that they are complete). */
export async function allBuiltInResources(): Promise<Resources> {
  const kinds = Object.keys(loadWords) as WordsKind[];
  const chunks = await Promise.all([
    ...kinds.flatMap((kind) =>
      (['english', 'tamil'] as const).map((language) => wordsChunk(kind, language)),
    ),
    loadAdminDictionaryChunk(),
    loadStarToolDictionaryChunk(),
  ]);
  return chunks.reduce(mergeInto, {});
}

export const i18n = new Translator();

/** The server's words for a language whose built-in words are not in yet: laid over them when they come. */
const serverWordsWaiting: Partial<Record<Language, ServerDictionaries[Language]>> = {};

/**
 * A page's words from the server that differ from those the instance holds, each with the one it
 * holds (undefined for none).
 */
function differingWords(
  locale: string,
  page: string,
  entries: Record<string, string>,
): { key: string; text: string; held: unknown }[] {
  return Object.entries(entries).flatMap(([key, text]) => {
    const held: unknown = i18n.getResource(locale, page, key);
    return held === text ? [] : [{ key, text, held }];
  });
}

/**
 * Lays the server's words over the built-in ones, only those that differ: an unchanged
 * dictionary re-renders nothing (every translated component re-renders on an addition). A page
 * the server drew with the office's words has them laid before it hydrates (app/landing-start.tsx).
 */
export function layServerWords(
  language: Language,
  dictionaries: ServerDictionaries[Language] = {},
): void {
  const locale = languageTags[language];
  const changedPages = Object.entries(dictionaries).flatMap(([page, entries]) => {
    const changed = differingWords(locale, page, entries);
    return changed.length > 0
      ? [[page, Object.fromEntries(changed.map(({ key, text }) => [key, text]))] as const]
      : [];
  });
  if (changedPages.length > 0)
    i18n.addResources({ [locale]: Object.fromEntries(changedPages) }, { overwrite: true });
}

/**
 * Renders with the office's words laid over the built-in ones in one language, then puts the
 * built-in ones back: on the server one instance draws every page, one at a time
 * (prerender/one-render-at-a-time.ts), and one drawing's words must not stay for the next. Only
 * the built-in words are replaced: no screen asks for any other.
 */
export function withServerWords<T>(
  language: Language,
  dictionaries: ServerDictionaries[Language] | null,
  render: () => T,
): T {
  const locale = languageTags[language];
  const replaced = Object.entries(dictionaries ?? {}).flatMap(([page, entries]) =>
    differingWords(locale, page, entries).flatMap(({ key, text, held }) =>
      typeof held === 'string' ? [{ page, key, text, builtIn: held }] : [],
    ),
  );
  for (const { page, key, text } of replaced)
    i18n.addResource(locale, page, key, text, { silent: true });
  try {
    return render();
  } finally {
    for (const { page, key, builtIn } of replaced)
      i18n.addResource(locale, page, key, builtIn, { silent: true });
  }
}

function applyServerDictionaries(translations: ServerDictionaries): void {
  for (const language of ['english', 'tamil'] as const) {
    if (storeWords().added.has(`landing:${language}`))
      layServerWords(language, translations[language]);
    else serverWordsWaiting[language] = translations[language];
  }
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTags[language];
}

/**
 * Settles when translation has started. The router starts fetching a screen's code (and its
 * words) while the first words still arrive; its words are added once there is a store to add
 * them to, never before (a start would replace that store).
 */
let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => (markStarted = resolve));

/** The kinds of built-in words and the languages the current store holds, and each pair added. */
interface StoreWords {
  kinds: Set<WordsKind>;
  languages: Set<Language>;
  added: Set<`${WordsKind}:${Language}`>;
}
const wordsInStore = new WeakMap<object, StoreWords>();
/** What the current store holds (a new init starts a new store, and afresh). */
function storeWords(): StoreWords {
  const none: StoreWords = { kinds: new Set(), languages: new Set(), added: new Set() };
  // Before the first init there is no store, and nothing in it.
  if (!i18n.store) return none;
  let held = wordsInStore.get(i18n.store);
  if (!held) wordsInStore.set(i18n.store, (held = none));
  return held;
}

/**
 * Adds the built-in words of `kinds` in the store's languages and of its kinds in `languages`:
 * every kind it holds, in every language it holds, so a screen has its words in whichever
 * language the visitor switches to. The office's words waiting for a language are laid over its
 * landing words when they come.
 */
async function addWords(kinds: WordsKind[], languages: Language[]): Promise<void> {
  await started;
  const held = storeWords();
  for (const kind of kinds) held.kinds.add(kind);
  for (const language of languages) held.languages.add(language);
  const missing = [...held.kinds]
    .flatMap((kind) => [...held.languages].map((language) => ({ kind, language })))
    .filter(({ kind, language }) => !held.added.has(`${kind}:${language}`));
  const chunks = await Promise.all(missing.map(({ kind, language }) => wordsChunk(kind, language)));
  // A start while they came made a new store, which asks for its own.
  if (storeWords() !== held) return;
  missing.forEach(({ kind, language }, index) => {
    if (held.added.has(`${kind}:${language}`)) return;
    addDictionaries(chunks[index] ?? {});
    held.added.add(`${kind}:${language}`);
    if (kind === 'landing') {
      layServerWords(language, serverWordsWaiting[language]);
      delete serverWordsWaiting[language];
    }
  });
}

/**
 * What a start loads: 'landing' is the prerendered landing page (its words); 'portal' is the
 * router's screens (the common and first screens' words). Each in the page's language only:
 * another language's come when the visitor switches (changeLanguage).
 */
export type I18nScope = 'landing' | 'portal';

/**
 * Starts translation with the built-in dictionaries; the page never waits for the network to
 * show text (the chunks are preloaded with the page). The build's prerender passes the
 * language; the browser reads the saved one.
 */
export async function initI18n(
  language: Language = readSavedLanguage(),
  scope: I18nScope = 'portal',
): Promise<Translator> {
  const kinds: WordsKind[] = scope === 'portal' ? ['landing', 'portal'] : ['landing'];
  const chunks = await Promise.all(kinds.map((kind) => wordsChunk(kind, language)));
  i18n.start({
    resources: chunks.reduce(mergeInto, {}),
    language: languageTags[language],
    // English first; Tamil when English is not in yet (a Tamil landing page switching to
    // English shows its Tamil words for the moment the English ones take to arrive).
    fallbackLanguages: ['en', 'ta'],
    defaultNamespace: 'common',
  });
  const held = storeWords();
  held.languages.add(language);
  for (const kind of kinds) {
    held.kinds.add(kind);
    held.added.add(`${kind}:${language}`);
  }
  markStarted();
  setDocumentLanguage(language);
  return i18n;
}

/** The words of the router's screens, before the landing page hands over to them. */
export function loadPortalDictionaries(): Promise<void> {
  return addWords(['portal'], []);
}

/** A language's words, before the page switches to it (a page starts with one). */
export function loadLanguage(language: Language): Promise<void> {
  return addWords([], [language]);
}

/**
 * Lays the server dictionary cached this session over the built-in text. Called once the first
 * screen is on, so a prerendered page hydrates with exactly the text it was rendered with.
 */
export function applyCachedServerTranslations(): void {
  const cached = readCachedTranslations();
  if (cached && isUsableServerDictionary(cached)) applyServerDictionaries(cached);
}

/**
 * GET /api/translations. The server's dictionary is laid over the built-in text only when its
 * English part is non-empty; a failure leaves the built-in text in place.
 */
export async function loadServerTranslations(): Promise<void> {
  try {
    const reply = await apiRequest<TranslationsReply>('/api/translations');
    if (!isUsableServerDictionary(reply.translations)) return;
    writeCachedTranslations(reply.translations);
    applyServerDictionaries(reply.translations);
  } catch {
    // Built-in dictionaries stay in use.
  }
}

/** Adds a chunk's dictionaries, both languages; words the server already supplied stay (no overwriting). */
export function addDictionaries(chunk: DictionaryChunk): void {
  i18n.addResources(chunk, { overwrite: false });
}

let adminDictionariesAdded: Promise<void> | null = null;

/** The signed-in screens' words, before such a screen shows. */
export function loadScreenDictionaries(): Promise<void> {
  return addWords(['screens'], []);
}

/** The office console's dictionaries (and the screens' it reuses), before an /admin screen shows. */
export async function loadAdminDictionaries(): Promise<void> {
  adminDictionariesAdded ??= Promise.all([loadAdminDictionaryChunk(), started]).then(([chunk]) =>
    addDictionaries(chunk),
  );
  await Promise.all([adminDictionariesAdded, loadScreenDictionaries()]);
}

/** Fetches a language's words of the kinds the page holds without adding them yet (adding re-renders the page). */
export function prefetchLanguage(language: Language): void {
  for (const kind of storeWords().kinds) loadWords[kind]?.[language]().catch(() => undefined);
}

/**
 * Switches at once (the choice shows as made, the words of the language in use stay until the
 * new ones are in: at once too once fetched, see prefetchLanguage), and saves the choice.
 */
export async function changeLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  setDocumentLanguage(language);
  const words = loadLanguage(language);
  i18n.changeLanguage(languageTags[language]);
  // Without the network the page keeps the words it has; the next switch tries again.
  await words.catch(() => undefined);
}
