import { describe, expect, it } from 'vitest';
import {
  grahaKeys,
  grahaNames,
  nakshatraName,
  nakshatraNames,
  rasiName,
  rasiNames,
} from './astrology-names';

// The lines of the project's Tamil glossary (its astrology terms), copied as written: the names
// the office reads must be the glossary's words.
const glossaryRasis =
  'மேஷம், ரிஷபம், மிதுனம், கடகம், சிம்மம், கன்னி, துலாம், விருச்சிகம், தனுசு, மகரம், கும்பம், மீனம்';
const glossaryStars =
  'அசுவினி, பரணி, கிருத்திகை, ரோகிணி, மிருகசீரிடம், திருவாதிரை, புனர்பூசம், பூசம், ஆயில்யம், ' +
  'மகம், பூரம், உத்திரம், அஸ்தம், சித்திரை, சுவாதி, விசாகம், அனுஷம், கேட்டை, மூலம், பூராடம், ' +
  'உத்திராடம், திருவோணம், அவிட்டம், சதயம், பூரட்டாதி, உத்திரட்டாதி, ரேவதி';
const glossaryGrahas = 'சூரியன், சந்திரன், செவ்வாய், புதன், குரு, சுக்கிரன், சனி, ராகு, கேது';

const tamilOnly = /^[\u0B80-\u0BFF]+$/u;

describe('astrology names', () => {
  it("the Tamil names are the glossary's, in order", () => {
    expect(rasiNames.map((name) => name.tamil).join(', ')).toBe(glossaryRasis);
    expect(nakshatraNames.map((name) => name.tamil).join(', ')).toBe(glossaryStars);
    expect(grahaKeys.map((key) => grahaNames[key].tamil).join(', ')).toBe(glossaryGrahas);
    for (const name of [...rasiNames, ...nakshatraNames, ...Object.values(grahaNames)]) {
      expect(name.tamil).toMatch(tamilOnly);
    }
  });

  it('the English names run Mesham … Meenam, Aswini … Revathi', () => {
    expect(rasiNames).toHaveLength(12);
    expect(nakshatraNames).toHaveLength(27);
    expect([rasiName(1).english, rasiName(12).english, rasiName(7).western]).toEqual([
      'Mesham',
      'Meenam',
      'Libra',
    ]);
    expect([
      nakshatraName(1).sanskrit,
      nakshatraName(14).english,
      nakshatraName(27).sanskrit,
    ]).toEqual(['Ashwini', 'Chithirai', 'Revati']);
    expect(new Set(nakshatraNames.map((name) => name.english)).size).toBe(27);
  });

  it('refuses numbers out of range', () => {
    expect(() => rasiName(0)).toThrow(RangeError);
    expect(() => rasiName(13)).toThrow(RangeError);
    expect(() => nakshatraName(28)).toThrow(RangeError);
  });
});
