import { useCallback } from 'react';
import { useTranslation } from './translation/use-translation';
import { languageOfTag, type Language } from '@portal/contracts';
import { changeLanguage } from './i18n';

/** The current language and a setter that saves it; components re-render on change. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  const setLanguage = useCallback((next: Language) => void changeLanguage(next), []);
  return [language, setLanguage];
}
