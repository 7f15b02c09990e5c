/**
 * The portal's translation: words by locale, namespace and key, looked up in the page's language
 * and then the fallback languages, with plurals and `{{name}}` placeholders. It keeps the parts
 * of i18next's behaviour the portal uses (decision 0088), in a fraction of its code: every page's
 * initial bundle carries it.
 *
 * - `t('key')` looks in the default namespace, `t('page:key')` in another; the keys are flat.
 * - A list of keys gives the first one found (each key in every language before the next key).
 * - `count` picks `key_zero` for 0 when there is one, then the language's plural form
 *   (`key_one`, `key_other`, …), then `key`.
 * - Not found: `defaultValue` when given, otherwise the (last) key without its namespace.
 * - A placeholder with no value is left as it is; `null` gives nothing.
 */
export type Dictionary = Record<string, string>;
/** Words by locale, then namespace. */
export type Resources = Record<string, Record<string, Dictionary>>;

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  /** Another locale than the page's, for this text only. */
  lng?: string;
  /** Another namespace than the default, for keys without one. */
  ns?: string;
  /** The text as written, its placeholders not filled (Trans fills them around its tags). */
  skipInterpolation?: boolean;
  [placeholder: string]: unknown;
}

export type TFunction = (key: string | readonly string[], options?: TranslateOptions) => string;

type TranslatorEvent = 'languageChanged' | 'added';
type Listener = (locale: string) => void;

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** Fills `{{name}}` (and `{{name, format}}`, the format ignored) from `values`. */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, inside: string) => {
    const name = inside.split(',')[0]!.trim();
    const value = values[name];
    if (value === undefined) return placeholder;
    if (value === null) return '';
    return typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : JSON.stringify(value);
  });
}

export interface TranslatorStart {
  resources: Resources;
  language: string;
  /** Looked in, in order, after the page's language. */
  fallbackLanguages: string[];
  defaultNamespace: string;
}

export class Translator {
  /** The page's locale ('en', 'ta'). */
  language = '';
  /** Bumps with each change the page shows: a language switch, words added. */
  version = 0;
  private resources: Resources | null = null;
  private fallbackLanguages: string[] = [];
  private defaultNamespace = '';
  private readonly listeners = new Map<TranslatorEvent, Set<Listener>>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  /** The languages looked in for each locale asked: it, then the fallbacks (every text asks). */
  private readonly languageChains = new Map<string, string[]>();
  /**
   * The page's text functions by namespace, cached until the next change (a component's stays the
   * same between renders).
   */
  private textsNow = new Map<string, TFunction>();

  /** Starts afresh with these words: a new store, which `store` returns until the next start. */
  start({ resources, language, fallbackLanguages, defaultNamespace }: TranslatorStart): void {
    this.resources = structuredClone(resources);
    this.fallbackLanguages = fallbackLanguages;
    this.languageChains.clear();
    this.defaultNamespace = defaultNamespace;
    // Told even when the language stays: the words are new.
    this.language = language;
    this.changed('languageChanged', language);
  }

  /** The words held, null before the first start; a new object at each start. */
  get store(): Resources | null {
    return this.resources;
  }

  getResource(locale: string, namespace: string, key: string): string | undefined {
    return this.resources?.[locale]?.[namespace]?.[key];
  }

  getResourceBundle(locale: string, namespace: string): Dictionary | undefined {
    return this.resources?.[locale]?.[namespace];
  }

  /**
   * Adds words of any locales and namespaces; those held stay unless `overwrite`. Screens showing
   * words re-render, once.
   */
  addResources(resources: Resources, { overwrite }: { overwrite: boolean }): void {
    for (const [locale, namespaces] of Object.entries(resources)) {
      for (const [namespace, dictionary] of Object.entries(namespaces)) {
        const held = this.bundle(locale, namespace);
        for (const [key, text] of Object.entries(dictionary))
          if (overwrite || held[key] === undefined) held[key] = text;
      }
    }
    this.changed('added', this.language);
  }

  /** Sets one word; `silent` tells no screen (the server's drawing puts it back before anyone looks). */
  addResource(
    locale: string,
    namespace: string,
    key: string,
    text: string,
    { silent = false }: { silent?: boolean } = {},
  ): void {
    this.bundle(locale, namespace)[key] = text;
    if (!silent) this.changed('added', locale);
  }

  changeLanguage(locale: string): void {
    if (locale === this.language) return;
    this.language = locale;
    this.changed('languageChanged', locale);
  }

  on(event: TranslatorEvent, listener: Listener): void {
    let listeners = this.listeners.get(event);
    if (!listeners) this.listeners.set(event, (listeners = new Set()));
    listeners.add(listener);
  }

  off(event: TranslatorEvent, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** Calls `listener` at every change the page shows; returns the way to stop (React's external store). */
  subscribe = (listener: () => void): (() => void) => {
    this.on('languageChanged', listener);
    this.on('added', listener);
    return () => {
      this.off('languageChanged', listener);
      this.off('added', listener);
    };
  };

  /** The text in the page's language now (`locale` null) or in `locale`, from `namespace` (the default one if none). */
  getFixedT(locale: string | null, namespace?: string): TFunction {
    return (keys, options = {}) =>
      this.translate(
        typeof keys === 'string' ? [keys] : keys,
        options,
        options.lng ?? locale ?? this.language,
        options.ns ?? namespace ?? this.defaultNamespace,
      );
  }

  /**
   * The text in the page's language now, from `namespace`: the same function until the language
   * changes or words are added.
   */
  textsOf(namespace: string = this.defaultNamespace): TFunction {
    let texts = this.textsNow.get(namespace);
    if (!texts) this.textsNow.set(namespace, (texts = this.getFixedT(this.language, namespace)));
    return texts;
  }

  /** The text in the page's language, from the default namespace. */
  t: TFunction = (keys, options) => this.getFixedT(null)(keys, options);

  private translate(
    keys: readonly string[],
    options: TranslateOptions,
    locale: string,
    namespace: string,
  ): string {
    const languages = this.languagesFor(locale);
    let shownKey = '';
    for (const written of keys) {
      const [ns, key] = this.split(written, namespace);
      shownKey = key;
      for (const language of languages) {
        const found = this.lookUp(language, ns, key, options.count);
        if (found !== undefined) return this.fill(found, options);
      }
    }
    return options.defaultValue === undefined ? shownKey : this.fill(options.defaultValue, options);
  }

  private lookUp(
    language: string,
    namespace: string,
    key: string,
    count: number | undefined,
  ): string | undefined {
    const words = this.resources?.[language]?.[namespace];
    if (!words) return undefined;
    if (typeof count === 'number') {
      const zero = count === 0 ? words[`${key}_zero`] : undefined;
      const plural = zero ?? words[`${key}_${this.plurals(language).select(count)}`];
      if (plural !== undefined) return plural;
    }
    return words[key];
  }

  private fill(text: string, options: TranslateOptions): string {
    return options.skipInterpolation ? text : interpolate(text, options);
  }

  private split(written: string, namespace: string): [string, string] {
    const at = written.indexOf(NAMESPACE_SEPARATOR);
    return at > 0 ? [written.slice(0, at), written.slice(at + 1)] : [namespace, written];
  }

  private languagesFor(locale: string): string[] {
    let languages = this.languageChains.get(locale);
    if (!languages)
      this.languageChains.set(
        locale,
        (languages = [locale, ...this.fallbackLanguages.filter((fallback) => fallback !== locale)]),
      );
    return languages;
  }

  private plurals(locale: string): Intl.PluralRules {
    let rules = this.pluralRules.get(locale);
    if (!rules) this.pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    return rules;
  }

  private bundle(locale: string, namespace: string): Dictionary {
    const resources = (this.resources ??= {});
    return ((resources[locale] ??= {})[namespace] ??= {});
  }

  private changed(event: TranslatorEvent, locale: string): void {
    this.version += 1;
    this.textsNow = new Map();
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(locale);
  }
}
