import { describe, expect, it, vi } from 'vitest';
import { interpolate, Translator } from './translator';

function translator(language = 'ta') {
  const words = new Translator();
  words.start({
    resources: {
      en: {
        common: {
          hello: 'Hello {{name}}',
          only_english: 'English only',
          item_one: '{{count}} item',
          item_other: '{{count}} items',
          none_zero: 'nothing',
          none_other: '{{count}} things',
        },
        booking: { title: 'Booking', seats_one: 'one seat' },
      },
      ta: {
        common: {
          hello: 'வணக்கம் {{name}}',
          item_one: '{{count}} பொருள்',
          item_other: '{{count}} பொருட்கள்',
        },
      },
    },
    language,
    fallbackLanguages: ['en', 'ta'],
    defaultNamespace: 'common',
  });
  return words;
}

describe('Translator', () => {
  it("reads the page's language, then the fallbacks, in the namespace named", () => {
    const words = translator();
    expect(words.t('hello', { name: 'ராமு' })).toBe('வணக்கம் ராமு');
    expect(words.t('only_english')).toBe('English only');
    expect(words.t('booking:title')).toBe('Booking');
    expect(words.t('title', { ns: 'booking' })).toBe('Booking');
    expect(words.getFixedT('en', 'booking')('title')).toBe('Booking');
    expect(words.t('hello', { lng: 'en', name: 'Ramu' })).toBe('Hello Ramu');
  });

  it("picks the language's plural form, key_zero for nought, else the key itself", () => {
    const words = translator('en');
    expect(words.t('item', { count: 1 })).toBe('1 item');
    expect(words.t('item', { count: 0 })).toBe('0 items');
    expect(words.t('none', { count: 0 })).toBe('nothing');
    expect(words.t('none', { count: 3 })).toBe('3 things');
    expect(words.t('booking:seats', { count: 1 })).toBe('one seat');
    expect(words.t('booking:title', { count: 4 })).toBe('Booking');
    words.changeLanguage('ta');
    expect(words.t('item', { count: 5 })).toBe('5 பொருட்கள்');
  });

  it('gives the first key found of a list, trying each in every language before the next', () => {
    const words = translator();
    expect(words.t(['booking:missing', 'only_english', 'hello'])).toBe('English only');
  });

  it('falls back to the default value, or to the key without its namespace', () => {
    const words = translator();
    expect(words.t('booking:nowhere')).toBe('nowhere');
    expect(words.t(['first', 'second'])).toBe('second');
    expect(words.t('nowhere', { defaultValue: 'Default {{n}}', n: 2 })).toBe('Default 2');
  });

  it('keeps the words held unless told to overwrite, and tells its listeners unless silent', () => {
    const words = translator('en');
    const told = vi.fn();
    const stop = words.subscribe(told);
    words.addResources({ en: { booking: { title: 'Other', more: 'More' } } }, { overwrite: false });
    expect([words.t('booking:title'), words.t('booking:more')]).toEqual(['Booking', 'More']);
    words.addResources({ en: { booking: { title: 'Other' } } }, { overwrite: true });
    expect(words.t('booking:title')).toBe('Other');
    words.addResource('en', 'booking', 'title', 'Quiet', { silent: true });
    expect(told).toHaveBeenCalledTimes(2);
    words.changeLanguage('ta');
    expect(told).toHaveBeenCalledTimes(3);
    stop();
    words.changeLanguage('en');
    expect(told).toHaveBeenCalledTimes(3);
  });

  it('adds words to its own copy, never to the dictionaries it was given', () => {
    const given = { en: { common: { a: 'A' } } };
    const words = new Translator();
    words.start({
      resources: given,
      language: 'en',
      fallbackLanguages: ['en'],
      defaultNamespace: 'common',
    });
    words.addResources({ en: { common: { a: 'B' } } }, { overwrite: true });
    expect(given.en.common.a).toBe('A');
    expect(words.t('a')).toBe('B');
  });
});

describe('interpolate', () => {
  it('fills the placeholders given, leaves the others, and shows null as nothing', () => {
    expect(interpolate('{{ a }}-{{b}}-{{c, number}}-{{d}}', { a: 1, b: null, c: 3 })).toBe(
      '1--3-{{d}}',
    );
  });
});
