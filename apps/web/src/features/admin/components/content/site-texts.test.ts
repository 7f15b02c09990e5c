import { describe, expect, it } from 'vitest';
import { allBuiltInResources } from '../../../../lib/i18n';
import enPlaces from '../../../../locales/en/text-places.json';
import taPlaces from '../../../../locales/ta/text-places.json';
import {
  buildSiteTexts,
  editablePages,
  otherOverrides,
  placeholdersIn,
  placeOf,
  previewParts,
  searchSiteTexts,
  sectionOf,
} from './site-texts';
import '../../../../lib/portal-words';

const resources = await allBuiltInResources();
const english = resources.en as Record<string, Record<string, string>>;
const places: Record<string, Record<string, string>> = { english: enPlaces, tamil: taPlaces };

describe('where each editable text appears', () => {
  it('is described for every key of every customer-facing dictionary, in English and Tamil', () => {
    for (const page of editablePages) {
      expect(Object.keys(english[page] ?? {}).length, page).toBeGreaterThan(0);
      for (const key of Object.keys(english[page] ?? {})) {
        const section = sectionOf(page, key);
        expect(section, `${page}.${key} has no place description`).toBeDefined();
        for (const language of ['english', 'tamil']) {
          expect(places[language]?.[page]?.trim(), `${language} name of page ${page}`).toBeTruthy();
          expect(places[language]?.[section ?? '']?.trim(), `${language} ${section}`).toBeTruthy();
        }
      }
    }
  });

  it('describes only texts that exist, each in both languages', () => {
    expect(Object.keys(taPlaces).sort()).toEqual(Object.keys(enPlaces).sort());
    for (const entry of Object.keys(enPlaces)) {
      const [page = '', prefix] = entry.split('/');
      expect(editablePages as readonly string[], entry).toContain(page);
      if (prefix !== undefined)
        expect(
          Object.keys(english[page] ?? {}).some((key) => key.startsWith(prefix)),
          `${entry} describes no text`,
        ).toBe(true);
    }
  });

  it('keeps the office console and the validation messages out of the editable texts', () => {
    expect(editablePages).not.toContain('admin');
    expect(editablePages).not.toContain('validation');
    expect(buildSiteTexts(resources, []).some((text) => text.page === 'admin')).toBe(false);
  });

  it('takes the most specific description: the page, then the longest matching key prefix', () => {
    expect(placeOf('landing', 'hero_title')).toEqual({
      english: 'Landing page · top banner heading',
      tamil: 'முகப்புப் பக்கம் · மேல் பதாகைத் தலைப்பு',
    });
    expect(placeOf('landing', 'hero_secondary').english).toBe(
      'Landing page · top banner · second button',
    );
    expect(placeOf('auth', 'verify').english).toBe('Sign-in · code step · button');
  });
});

describe('finding a text', () => {
  const texts = buildSiteTexts(resources, [
    { language: 'tamil', page: 'landing', key: 'cta_title', value: 'இன்றே தொடங்குங்கள்' },
  ]);

  it('finds texts by their words in either language, their place or their name', () => {
    expect(searchSiteTexts(texts, 'guidance STARS', false)[0]?.id).toBe('landing.hero_title');
    expect(searchSiteTexts(texts, 'நட்சத்திரங்களின் வழிகாட்டுதல்', false)[0]?.id).toBe(
      'landing.hero_title',
    );
    expect(searchSiteTexts(texts, 'top banner heading', false).map((text) => text.id)).toEqual([
      'landing.hero_title',
      'landing.hero_subtitle',
    ]);
    expect(searchSiteTexts(texts, 'மேல் பதாகைத் தலைப்பு', false).map((text) => text.id)).toEqual([
      'landing.hero_title',
    ]);
    expect(searchSiteTexts(texts, 'auth.send_otp', false).map((text) => text.id)).toEqual([
      'auth.send_otp',
    ]);
  });

  it("finds the office's own words too, and lists only changed texts when asked", () => {
    expect(searchSiteTexts(texts, 'இன்றே', false).map((text) => text.id)).toEqual([
      'landing.cta_title',
    ]);
    expect(searchSiteTexts(texts, '', true).map((text) => text.id)).toEqual(['landing.cta_title']);
    expect(searchSiteTexts(texts, '', false)).toHaveLength(texts.length);
    expect(texts.length).toBeGreaterThan(400);
  });

  it('lists texts matching in their own words before those matching only by place', () => {
    const ids = searchSiteTexts(texts, 'button', false).map((text) => text.id);
    expect(ids.indexOf('appointments.join_video')).toBeGreaterThan(-1);
    const ownWords = ids.findIndex((id) =>
      /button/i.test(texts.find((text) => text.id === id)?.builtIn.english ?? ''),
    );
    expect(ownWords).toBe(0);
  });

  it('keeps overrides of unknown texts apart, so they can still be removed', () => {
    expect(
      otherOverrides(texts, [
        { language: 'tamil', page: 'e2e', key: 'note', value: 'x' },
        { language: 'tamil', page: 'landing', key: 'cta_title', value: 'y' },
      ]),
    ).toEqual([{ language: 'tamil', page: 'e2e', key: 'note', value: 'x' }]);
  });
});

describe('placeholders', () => {
  it('are found and cut out for the preview', () => {
    expect(placeholdersIn('Pay {{amount}} now, {{ amount }} and {{count, number}}')).toEqual([
      'amount',
      'count',
    ]);
    expect(previewParts('Book {{service}} today')).toEqual([
      { text: 'Book ' },
      { placeholder: 'service' },
      { text: ' today' },
    ]);
  });
});
