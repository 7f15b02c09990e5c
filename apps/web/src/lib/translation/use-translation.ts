import { useSyncExternalStore } from 'react';
import { i18n } from '../i18n';
import type { TFunction, Translator } from './translator';

const version = () => i18n.version;

/**
 * The text function for a component, in the page's language, from the first namespace named
 * (keys of the others are written `page:key`). The component re-renders when the language
 * changes or words are added, with a new function then (what depends on the text is worked out
 * again), the same one otherwise.
 */
export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: Translator;
} {
  useSyncExternalStore(i18n.subscribe, version, version);
  return { t: i18n.textsOf(typeof namespaces === 'string' ? namespaces : namespaces?.[0]), i18n };
}
