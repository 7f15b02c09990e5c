import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer.js';
import { findPlace, searchPlaces } from './place-search.js';
import { latinSoundKey, tamilSoundKeys } from './sound-key.js';
import { otherNamedPlaces, tamilNaduHeadquarters } from './tamil-names.js';
import { textKey } from './text-key.js';

const tableNames = new Set(
  [...tamilNaduHeadquarters, ...otherNamedPlaces].map(([name]) => textKey(name)),
);

/**
 * Smaller towns of Tamil Nadu and Puducherry, as Tamil people write them, none in the Tamil table.
 */
const towns: [tamil: string, name: string, region: string][] = [
  ['மேலூர்', 'Melur', 'Tamil Nadu'],
  ['உசிலம்பட்டி', 'Usilampatti', 'Tamil Nadu'],
  ['பரமக்குடி', 'Paramagudi', 'Tamil Nadu'],
  ['இராசிபுரம்', 'Rasipuram', 'Tamil Nadu'],
  ['சின்னமனூர்', 'Chinnamanur', 'Tamil Nadu'],
  ['போடிநாயக்கனூர்', 'Bodinayakkanur', 'Tamil Nadu'],
  ['பெரியகுளம்', 'Periyakulam', 'Tamil Nadu'],
  ['கடையநல்லூர்', 'Kadayanallur', 'Tamil Nadu'],
  ['ஒட்டன்சத்திரம்', 'Oddanchathiram', 'Tamil Nadu'],
  ['கீழக்கரை', 'Kilakarai', 'Tamil Nadu'],
  ['சீர்காழி', 'Sirkazhi', 'Tamil Nadu'],
  ['விருத்தாசலம்', 'Virudhachalam', 'Tamil Nadu'],
  ['திருக்கோவிலூர்', 'Tirukkoyilur', 'Tamil Nadu'],
  ['ஸ்ரீபெரும்புதூர்', 'Sriperumbudur', 'Tamil Nadu'],
  ['கும்மிடிப்பூண்டி', 'Gummidipundi', 'Tamil Nadu'],
  ['வாலாஜாபேட்டை', 'Walajapet', 'Tamil Nadu'],
  ['சத்தியமங்கலம்', 'Sathyamangalam', 'Tamil Nadu'],
  ['அம்பாசமுத்திரம்', 'Ambasamudram', 'Tamil Nadu'],
  ['அரியாங்குப்பம்', 'Ariyankuppam', 'Puducherry'],
  ['வில்லியனூர்', 'Villianur', 'Puducherry'],
];

describe('Tamil search by sound', () => {
  it('uses twenty towns the Tamil table does not name', () => {
    expect(new Set(towns.map(([tamil]) => tamil)).size).toBe(20);
    for (const [, name] of towns) expect(tableNames.has(textKey(name)), name).toBe(false);
  });

  it.each(towns)('finds %s as %s first', (tamil, name, region) => {
    expect(searchPlaces(tamil, { limit: 5 })[0]?.displayName).toBe(`${name}, ${region}, India`);
  });

  it('finds a town while its Tamil name is still being typed', () => {
    for (const typed of ['உசில', 'உசிலம்', 'மேல', 'மேலூ', 'மேலூர', 'கடைய', 'பெரிய']) {
      const names = searchPlaces(typed, { limit: 10 }).map((result) => result.name);
      expect(
        names.some((name) =>
          ['Usilampatti', 'Melur', 'Kadayanallur', 'Periyakulam'].includes(name),
        ),
        typed,
      ).toBe(true);
    }
    expect(searchPlaces('உசில')[0]?.name).toBe('Usilampatti');
    expect(searchPlaces('போடிநா')[0]?.name).toBe('Bodinayakkanur');
  });

  it('keeps exact and Tamil-table matches before matches by sound', () => {
    expect(searchPlaces('மதுரை')[0]?.name).toBe('Madurai');
    const chennai = searchPlaces('சென்', { limit: 10 }).map((result) => result.name);
    expect(chennai[0]).toBe('Chennai');
    expect(chennai.length).toBeGreaterThan(1); // then towns that sound like "Chen…" (Chengam, Chengalpattu…)
    // A town of the table sounds like its Tamil name: கூடலூர் is Gudalur, not Cuddalore (கடலூர்).
    expect(searchPlaces('கூடலூர்')[0]?.name).toBe('Gudalur');
    expect(searchPlaces('கடலூர்')[0]?.name).toBe('Cuddalore');
  });

  it('labels a town found by sound with its name in Tamil letters, its state and country in Tamil', () => {
    // No Tamil name in the table: its own name, transliterated (decision 0109).
    expect(searchPlaces('மேலூர்', { limit: 1 })[0]).toMatchObject({
      name: 'Melur',
      nameTa: null,
      displayNameTa: 'மேலுர், தமிழ்நாடு, இந்தியா',
    });
  });

  it('narrows by a region typed after a comma and reads a Tamil name typed freely', () => {
    expect(searchPlaces('மேலூர், புதுச்சேரி')).toEqual([]);
    expect(findPlace('உசிலம்பட்டி, தமிழ்நாடு')?.displayName).toBe('Usilampatti, Tamil Nadu, India');
    expect(findPlace('மேலூர்')?.name).toBe('Melur');
    expect(findPlace('மேலூ')).toBeNull(); // a mere prefix, by sound too
  });
});

describe('sound keys', () => {
  it.each([
    ['Usilampatti', 'உசிலம்பட்டி'],
    ['Thoothukudi', 'தூத்துக்குடி'],
    ['Kuzhithurai', 'குழித்துறை'],
    ['Kadayanallur', 'கடையநல்லூர்'],
    ['Villianur', 'வில்லியனூர்'],
    ['Sriperumbudur', 'ஸ்ரீபெரும்புதூர்'],
    ['Pollachi', 'பொள்ளாச்சி'],
    ['Tiruvottiyur', 'திருவொற்றியூர்'],
    ['Ramanathapuram', 'இராமநாதபுரம்'],
    ['Cuddalore', 'கடலூர்'], // not: British spellings write a for u
  ])('%s and %s', (latin, tamil) => {
    const meet = tamilSoundKeys(tamil).includes(latinSoundKey(latin));
    expect(meet).toBe(latin !== 'Cuddalore');
  });

  it('folds what Tamil script does not tell apart', () => {
    expect(latinSoundKey('Gummidipoondi')).toBe(latinSoundKey('Kummitipunti'));
    expect(latinSoundKey('Virudhachalam')).toBe(latinSoundKey('Viruthasalam'));
    expect(latinSoundKey('Kāraikkudi')).toBe(latinSoundKey('Karaikudi'));
    expect(latinSoundKey('Walajapet')).toBe(latinSoundKey('valasapet'));
  });
});

describe('labels', () => {
  it('show names without transliteration marks, found with or without them', () => {
    expect(searchPlaces('Kāraikkudi')[0]?.displayName).toBe('Karaikkudi, Tamil Nadu, India');
    expect(searchPlaces('Karaikudi')[0]?.displayName).toBe('Karaikkudi, Tamil Nadu, India');
    expect(searchPlaces('Nāgercoil')[0]?.displayName).toBe('Nagercoil, Tamil Nadu, India');
    expect(searchPlaces('karaikal')[0]?.displayName).toBe('Karaikal, Puducherry, India');
    const marked = gazetteer().places.filter(
      (place) => ['IN', 'LK'].includes(place.country) && /\p{M}/u.test(place.name.normalize('NFD')),
    );
    expect(marked.map((place) => place.name)).toEqual([]);
  });

  it('keep the accents of names written in the Latin alphabet', () => {
    expect(searchPlaces('Zurich')[0]?.name).toBe('Zürich');
    expect(searchPlaces('Sao Paulo')[0]?.name).toBe('São Paulo');
  });
});
