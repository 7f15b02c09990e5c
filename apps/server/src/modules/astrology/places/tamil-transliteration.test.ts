import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer';
import { searchPlaces } from './place-search';
import { transliterateToTamil } from './tamil-transliteration';

describe('a Latin place name in Tamil letters (decision 0109)', () => {
  it.each([
    ['Maduraivayal', 'மதுரைவயல்'],
    ['Mathura', 'மதுரா'],
    ['Chandigarh', 'சண்டிகர்'],
    ['Kottayam', 'கோட்டயம்'],
    ['Nungambakkam', 'நுங்கம்பக்கம்'],
    ['Thanjavur', 'தஞ்சவுர்'],
    ['Pazhani', 'பழனி'],
    ['Ooty', 'ஊடி'],
    ['Lucknow', 'லுக்னோ'],
    ['Goa', 'கோவா'],
    ['Sant Julià de Lòria', 'சந்த் ஜுலியா தே லோரியா'],
  ])('writes %s as %s', (latin, tamil) => {
    expect(transliterateToTamil(latin)).toBe(tamil);
  });

  it('leaves no Latin letter behind, whatever the name, and gives the same text each time', () => {
    const names = gazetteer()
      .places.filter((place) => place.country === 'IN')
      .map((place) => place.name);
    for (const name of names) {
      const tamil = transliterateToTamil(name);
      expect(tamil, name).not.toMatch(/[A-Za-z]/);
      expect(transliterateToTamil(name)).toBe(tamil);
    }
  });

  it('passes Tamil text and digits through as they are', () => {
    expect(transliterateToTamil('மதுரை')).toBe('மதுரை');
    expect(transliterateToTamil('Sector 17')).toBe('சேக்டோர் 17');
  });
});

describe('a Tamil place list', () => {
  it('writes every town, state and country in Tamil letters', () => {
    const tamil = [...searchPlaces('Madu', { limit: 20 }), ...searchPlaces('Mathura')].map(
      (place) => place.displayNameTa,
    );
    expect(tamil).toContain('மதுரைவயல், தமிழ்நாடு, இந்தியா');
    expect(tamil).toContain('மதுரா, உத்தரப் பிரதேசம், இந்தியா');
    for (const name of tamil) expect(name, name ?? '').not.toMatch(/[A-Za-z]/);
  });

  it('names every Indian state and union territory in Tamil', () => {
    const untranslated = gazetteer().places.filter(
      (place) => place.country === 'IN' && place.regionName && !place.regionNameTa,
    );
    expect([...new Set(untranslated.map((place) => place.regionName))]).toEqual([]);
  });
});
