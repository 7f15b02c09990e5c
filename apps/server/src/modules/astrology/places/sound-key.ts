import { textKey } from './text-key.js';

/**
 * Place names by sound (decision record 0081): a Tamil query and a Latin place name are both
 * reduced to a key of the few sounds Tamil script tells apart, so that மேலூர் meets "Melur" and
 * உசிலம்பட்டி meets "Usilampatti" though no table gives their Tamil names. Tamil script does not
 * tell k/g, t/d/th, p/b, s/ch/j apart and writes doubled letters, so the key folds all of them.
 */

/** Tamil consonants as the Latin letter they become (before the folding below). */
const consonants: Record<string, string> = {
  க: 'k',
  ங: 'n',
  ச: 's',
  ஞ: 'n',
  ட: 't',
  ண: 'n',
  த: 't',
  ந: 'n',
  ப: 'p',
  ம: 'm',
  ய: 'y',
  ர: 'r',
  ல: 'l',
  வ: 'v',
  ழ: 'l',
  ள: 'l',
  ற: 'r',
  ன: 'n',
  ஜ: 's',
  ஷ: 's',
  ஸ: 's',
  ஶ: 's',
  ஹ: 'h',
};
/** Independent vowels and vowel signs (long and short alike: the key keeps no length). */
const vowels: Record<string, string> = {
  அ: 'a',
  ஆ: 'a',
  இ: 'i',
  ஈ: 'i',
  உ: 'u',
  ஊ: 'u',
  எ: 'e',
  ஏ: 'e',
  ஐ: 'ai',
  ஒ: 'o',
  ஓ: 'o',
  ஔ: 'au',
  'ா': 'a',
  'ி': 'i',
  'ீ': 'i',
  'ு': 'u',
  'ூ': 'u',
  'ெ': 'e',
  'ே': 'e',
  'ை': 'ai',
  'ொ': 'o',
  'ோ': 'o',
  'ௌ': 'au',
  'ௗ': 'u',
};
const virama = '்';
const vowelSigns = /[\u0BBE-\u0BCC\u0BD7]/;
/**
 * ற்ற is written "tt" or "ttr" (திருவொற்றியூர் Tiruvottiyur), ன்ற "ndr", "nr" or "nd" (குன்றத்தூர்
 * Kundrathur): the Tamil side marks them with a capital and tries each reading.
 */
const readings: Record<string, string[]> = { T: ['t', 'tr'], D: ['tr', 'r', 't'] };
const maxVariants = 6;

/** Latin text (any case, accents allowed) as its sound key: "Usilampatti" → "usilampati". */
export const latinSoundKey = (text: string) => soundKeyOfTextKey(textKey(text));

/**
 * The sound key of a text already made with textKey (lower-case Latin letters, digits and spaces).
 * One pass over the letters: the gazetteer makes thousands of these when it is first searched in
 * Tamil.
 */
export function soundKeyOfTextKey(key: string): string {
  let out = '';
  let last = '';
  for (let i = 0; i < key.length; i++) {
    const letter = key[i]!;
    const next = key[i + 1];
    const wordEnds = next === undefined || next === ' ';
    let sound = letterFolds[letter] ?? '';
    if (letter === 'z' && next === 'h') {
      sound = 'l';
      i++;
    } else if (letter === 'c') {
      const digraph = next === 'h' ? 1 : next === 'c' && key[i + 2] === 'h' ? 2 : 0;
      sound = digraph || next === 'e' || next === 'i' || next === 'y' ? 's' : 'k';
      i += digraph;
    } else if ((letter === 'e' || letter === 'o') && next === letter) {
      sound = letter === 'e' ? 'i' : 'u';
      i++;
    } else if (
      wordEnds &&
      (letter === 'e' || letter === 'y') &&
      i > 0 &&
      !vowelLetters.includes(key[i - 1]!)
    ) {
      // English spellings: Vellore, Cuddalore for -ūr; a silent final e (Erode, Tiruchengode);
      // Kandy.
      if (letter === 'y') sound = 'i';
      else {
        if (last === 'r' && key[i - 2] === 'o') out = `${out.slice(0, -2)}ur`;
        sound = '';
      }
    }
    if (sound !== '' && sound !== last) {
      out += sound;
      last = sound;
    }
  }
  return glides(out);
}

const vowelLetters = 'aeiou';
const letterFolds: Record<string, string> = {
  a: 'a',
  b: 'p',
  c: 'k',
  d: 't',
  e: 'e',
  f: 'p',
  g: 'k',
  h: '',
  i: 'i',
  j: 's',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  o: 'o',
  p: 'p',
  q: 'k',
  r: 'r',
  s: 's',
  t: 't',
  u: 'u',
  v: 'v',
  w: 'v',
  x: 'ks',
  y: 'y',
  z: 's',
};

/**
 * Tamil writes a glide where English spellings often do not (கடையநல்லூர் Kadayanallur, வில்லியனூர்
 * Villianur, கோவில் Koil, சத்தியமங்கலம் Sathyamangalam), and an i before r where Sanskrit names
 * have none (அம்பாசமுத்திரம் Ambasamudram, விக்கிரம Vikrama): both sides lose them. At the very end
 * they go too, so that a Tamil word half typed (பெரிய, திருக்கோவ) still meets the names it begins.
 */
function glides(text: string): string {
  let out = text;
  if (out.includes('y')) {
    out = out
      .replace(/ay$/, 'ai')
      .replace(/aiy/g, 'ay')
      .replace(/([^aeiou])y(?=[aeiou]|$)/g, '$1i')
      .replace(/iy(?=[aeiou]|$)/g, 'i');
  }
  if (out.includes('ov') || out.includes('oy')) out = out.replace(/o[vy](?=i|$)/g, 'o');
  if (out.includes('ir')) out = out.replace(/([^aeiou])ir(?=[aeiou]|$)/g, '$1r');
  return out;
}

/** True when the text has Tamil letters (then searchPlaces also matches by sound). */
export const hasTamil = (text: string) => /[\u0B80-\u0BFF]/.test(text);

/**
 * A Tamil name as the sound keys it may have in Latin (usually one; a few where ற்ற, ன்ற or an
 * initial இ before ர/ல, as in இராமநாதபுரம், can be written more than one way).
 */
export function tamilSoundKeys(text: string): string[] {
  const rough = roughLatin(text.normalize('NFC'));
  let variants = [rough];
  if (/(^|\s)i[rl]/.test(rough)) variants.push(rough.replace(/(^|\s)i([rl])/g, '$1$2'));
  for (const mark of Object.keys(readings)) {
    while (variants.some((variant) => variant.includes(mark))) {
      variants = variants.flatMap((variant) =>
        readings[mark]!.map((reading) => variant.replace(mark, reading)),
      );
      if (variants.length > maxVariants) variants = variants.slice(0, maxVariants);
    }
  }
  return [...new Set(variants.map(latinSoundKey))].filter(Boolean);
}

/**
 * Tamil letters as plain Latin ones, before folding; T and D mark ற்ற and the ற of ன்ற. A consonant
 * at the very end is read without its vowel: while typing, the next key stroke may still add one.
 */
function roughLatin(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const letter = text[i]!;
    const consonant = consonants[letter];
    if (consonant === undefined) {
      out += vowels[letter] ?? (/[\u0B80-\u0BFF]/.test(letter) ? '' : letter);
      continue;
    }
    const next = text[i + 1];
    const afterVirama = text[i - 1] === virama ? text[i - 2] : undefined;
    if (letter === 'ற' && afterVirama === 'ற') out = `${out.slice(0, -1)}T`;
    else if (letter === 'ற' && afterVirama === 'ன') out += 'D';
    else out += consonant;
    if (next === virama) i++;
    else if (next !== undefined && vowelSigns.test(next)) {
      out += vowels[next] ?? '';
      i++;
    } else if (next !== undefined) out += 'a';
  }
  return out;
}
