import { describe, expect, it } from 'vitest';
import {
  TRANSLATIONS_CACHE_KEY,
  isUsableServerDictionary,
  readCachedTranslations,
  writeCachedTranslations,
} from './translations-cache';

const dictionaries = {
  english: { landing: { hero_title: 'Hi' } },
  tamil: { landing: { hero_title: 'வணக்கம்' } },
};

describe('translations cache', () => {
  it('reads back what it wrote under version 1.0.5', () => {
    writeCachedTranslations(dictionaries);
    expect(
      (JSON.parse(sessionStorage.getItem(TRANSLATIONS_CACHE_KEY)!) as { version: string }).version,
    ).toBe('1.0.5');
    expect(readCachedTranslations()).toEqual(dictionaries);
  });

  it('clears an entry of another version', () => {
    sessionStorage.setItem(
      TRANSLATIONS_CACHE_KEY,
      JSON.stringify({ version: '1.0.4', translations: dictionaries }),
    );
    expect(readCachedTranslations()).toBeNull();
    expect(sessionStorage.getItem(TRANSLATIONS_CACHE_KEY)).toBeNull();
  });

  it('clears an entry that does not parse', () => {
    sessionStorage.setItem(TRANSLATIONS_CACHE_KEY, '{');
    expect(readCachedTranslations()).toBeNull();
    expect(sessionStorage.getItem(TRANSLATIONS_CACHE_KEY)).toBeNull();
  });
});

describe('isUsableServerDictionary', () => {
  it('needs text in the English part', () => {
    expect(isUsableServerDictionary(dictionaries)).toBe(true);
    expect(isUsableServerDictionary({ english: {}, tamil: dictionaries.tamil })).toBe(false);
    expect(isUsableServerDictionary({ english: { landing: {} }, tamil: {} })).toBe(false);
    expect(isUsableServerDictionary(null)).toBe(false);
  });
});
