import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { validationMessages, type Language, type TranslationsReply } from '@portal/contracts';
import { apiRequest } from './api-client';
import { localeOf, readSavedLanguage, saveLanguage } from './language';
import {
  isUsableServerDictionary,
  readCachedTranslations,
  writeCachedTranslations,
  type ServerDictionaries,
} from './translations-cache';

type Dictionary = Record<string, string>;

/** The dictionaries every screen may need, in the first bundle; the signed-in screens' come later. */
const builtIn = import.meta.glob<Dictionary>(['../locales/*/*.json', '!../locales/*/{booking,appointments,payments,receipts,slots,admin,text-places,star-tool}.json'], { eager: true, import: 'default' });
type DictionaryChunk = Record<string, Record<string, Dictionary>>;
const loadScreenDictionaryChunk = (): Promise<DictionaryChunk> => import('../locales/screen-dictionaries').then((module) => module.screenDictionaries);
const loadAdminDictionaryChunk = (): Promise<DictionaryChunk> => import('../locales/admin-dictionaries').then((module) => module.adminDictionaries);
/** The landing page's star tool adds its own words when its chunk loads (features/landing/star-tool). */
const loadStarToolDictionaryChunk = (): Promise<DictionaryChunk> => import('../locales/star-tool-dictionaries').then((module) => module.starToolDictionaries);

const localeAndNamespace = (path: string) => /locales\/(\w+)\/([\w-]+)\.json$/.exec(path)?.slice(1) ?? [];

/**
 * The built-in dictionaries: locales/{en,ta}/{namespace}.json, and the namespace "validation"
 * from the contracts, whose words the server uses for the same rules.
 */
export function builtInResources(): Resource {
  const resources: Resource = {
    en: { validation: validationMessages.english },
    ta: { validation: validationMessages.tamil },
  };
  for (const [path, dictionary] of Object.entries(builtIn)) {
    const [locale, namespace] = localeAndNamespace(path);
    if (locale && namespace) (resources[locale] ??= {})[namespace] = dictionary;
  }
  return resources;
}

/** Every built-in dictionary, the on-demand ones too (for checks that they are complete). */
export async function allBuiltInResources(): Promise<Resource> {
  const resources = builtInResources();
  for (const chunk of await Promise.all([loadScreenDictionaryChunk(), loadAdminDictionaryChunk(), loadStarToolDictionaryChunk()])) {
    for (const [locale, namespaces] of Object.entries(chunk)) Object.assign((resources[locale] ??= {}), namespaces);
  }
  return resources;
}

export const i18n: I18n = i18next.createInstance();

function applyServerDictionaries(translations: ServerDictionaries): void {
  for (const language of ['english', 'tamil'] as const) {
    for (const [page, entries] of Object.entries(translations[language] ?? {})) {
      i18n.addResourceBundle(localeOf[language], page, entries, true, true);
    }
  }
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf[language];
}

/**
 * Starts translation with the built-in dictionaries; the page never waits for the network to
 * show text. The build's prerender passes the language; the browser reads the saved one.
 */
export async function initI18n(language: Language = readSavedLanguage()): Promise<I18n> {
  const resources = builtInResources();
  await i18n.use(initReactI18next).init({
    resources,
    lng: localeOf[language],
    fallbackLng: 'en',
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { bindI18nStore: 'added' },
  });
  setDocumentLanguage(language);
  return i18n;
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
 * English part is non-empty (spec section 7); a failure leaves the built-in text in place.
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
function addDictionaries(chunk: DictionaryChunk): void {
  for (const [locale, namespaces] of Object.entries(chunk)) {
    for (const [namespace, dictionary] of Object.entries(namespaces)) i18n.addResourceBundle(locale, namespace, dictionary, true, false);
  }
}

let screenDictionariesAdded: Promise<void> | null = null;
let adminDictionariesAdded: Promise<void> | null = null;

/** The signed-in screens' dictionaries, before such a screen shows. */
export async function loadScreenDictionaries(): Promise<void> {
  screenDictionariesAdded ??= loadScreenDictionaryChunk().then(addDictionaries);
  await screenDictionariesAdded;
}

/** The office console's dictionaries (and the screens' it reuses), before an /admin screen shows. */
export async function loadAdminDictionaries(): Promise<void> {
  adminDictionariesAdded ??= loadAdminDictionaryChunk().then(addDictionaries);
  await Promise.all([adminDictionariesAdded, loadScreenDictionaries()]);
}

export async function changeLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  setDocumentLanguage(language);
  await i18n.changeLanguage(localeOf[language]);
}
