import { languageTags, type Language } from '@portal/contracts';
import { i18n, initI18n, loadLanguage } from '../lib/i18n';
import '../lib/portal-words';

/** Nobody is signed in on the server: the screens read an empty storage. */
function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}

let wordsReady: Promise<unknown> | null = null;
let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs a render of the server bundle in the language given, after the one before it: the words'
 * language is the one translator's, shared by every page the server draws. The words are
 * the built-in ones, as the browser's first render has them: each language's added before its
 * first drawing.
 */
export function renderInLanguage<T>(language: Language, render: () => T | Promise<T>): Promise<T> {
  const rendered = turn.then(async () => {
    globalThis.localStorage ??= emptyStorage();
    wordsReady ??= initI18n(language, 'portal');
    await wordsReady;
    await loadLanguage(language);
    i18n.changeLanguage(languageTags[language]);
    return render();
  });
  turn = rendered.catch(() => undefined);
  return rendered;
}
