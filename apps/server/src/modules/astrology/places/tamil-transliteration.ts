/**
 * A place's Latin name written in Tamil letters, for a Tamil list where the gazetteer has no Tamil
 * name ("Maduraivayal" → "மதுரைவயல்"; decision 0109). Deterministic and small: the common spellings
 * of Indian names read as their sounds, not a dictionary, so a name comes out the same each time
 * and a reader can say it aloud. Tamil script has no aspirates or voiced stops of its own, so "bh"
 * and "b" are both ப, "dh" and "d" both த.
 */

/** A consonant sound's Tamil letter (without its vowel), longest spellings first. */
const consonants: [string, string][] = [
  ['ksh', 'க்ஷ'],
  ['sh', 'ஷ'],
  ['ch', 'ச'],
  ['th', 'த'],
  ['dh', 'த'],
  ['kh', 'க'],
  ['gh', 'க'],
  ['bh', 'ப'],
  ['ph', 'ப'],
  ['jh', 'ஜ'],
  ['zh', 'ழ'],
  ['k', 'க'],
  ['g', 'க'],
  ['c', 'க'],
  ['q', 'க'],
  ['j', 'ஜ'],
  ['z', 'ஜ'],
  ['t', 'ட'],
  ['d', 'த'],
  ['p', 'ப'],
  ['b', 'ப'],
  ['f', 'ப'],
  ['m', 'ம'],
  ['y', 'ய'],
  ['r', 'ர'],
  ['l', 'ல'],
  ['v', 'வ'],
  ['w', 'வ'],
  ['s', 'ச'],
  ['h', 'ஹ'],
  ['x', 'க்ஸ'],
  ['n', 'ன'],
];

/** A vowel's letter alone and its sign after a consonant (the short a has none), longest first. */
const vowels: [string, string, string][] = [
  ['aa', 'ஆ', 'ா'],
  ['ai', 'ஐ', 'ை'],
  ['au', 'ஔ', 'ௌ'],
  ['ee', 'ஈ', 'ீ'],
  ['ii', 'ஈ', 'ீ'],
  ['oo', 'ஊ', 'ூ'],
  ['uu', 'ஊ', 'ூ'],
  ['ou', 'ஔ', 'ௌ'],
  ['a', 'அ', ''],
  ['i', 'இ', 'ி'],
  ['u', 'உ', 'ு'],
  ['e', 'ஏ', 'ே'],
  ['o', 'ஓ', 'ோ'],
];

const PULLI = '்';
const isVowel = (letter: string | undefined) => letter !== undefined && 'aeiou'.includes(letter);

function startsWithAt(word: string, at: number, spelling: string): boolean {
  return word.startsWith(spelling, at);
}

/** The consonant at `at`: its Tamil letter(s) and how many Latin letters it takes. */
function consonantAt(word: string, at: number): [string, number] | null {
  const letter = word[at]!;
  const next = word[at + 1];
  // Nasal clusters as Tamil writes them: Chandigarh சண்டி, Nungambakkam நுங்க, Thanjavur தஞ்சா.
  if (letter === 'n') {
    if (next === 'd') return [`ண${PULLI}ட`, 2];
    if (next === 'g' || next === 'k') return [`ங${PULLI}க`, 2];
    if (startsWithAt(word, at + 1, 'ch')) return [`ஞ${PULLI}ச`, 3];
    if (next === 'j') return [`ஞ${PULLI}ச`, 2];
    if (next === 't') return [`ந${PULLI}த`, startsWithAt(word, at + 1, 'th') ? 3 : 2];
    if (at === 0) return ['ந', 1];
  }
  if (startsWithAt(word, at, 'ck')) return ['க', 2];
  // Doubled: the first is held ("tt" ட்ட, "pp" ப்ப); "tt" and "dd" are hard, as in Kottayam.
  if (next === letter && !isVowel(letter) && letter !== 'h' && letter !== 'y') {
    const single = letter === 't' || letter === 'd' ? 'ட' : consonantAt(letter, 0)?.[0];
    if (single) return [`${single}${PULLI}${single}`, 2];
  }
  // A word's first t is soft (Tirupati, Thanjavur); inside a word, hard (Rajkot, Kotagiri).
  if (letter === 't' && at === 0 && next !== 'h') return ['த', 1];
  for (const [spelling, tamil] of consonants)
    if (startsWithAt(word, at, spelling)) return [tamil, spelling.length];
  return null;
}

/** The vowel at `at`: its letter alone, its sign, and how many Latin letters it takes. */
function vowelAt(word: string, at: number): [string, string, number] | null {
  // Hindi names end in a long a as Tamil writes them: Mathura மதுரா, Odisha.
  if (word[at] === 'a' && at === word.length - 1 && at > 0) return ['ஆ', 'ா', 1];
  // "ow" before a consonant or at the end is o: Lucknow லக்னோ.
  if (startsWithAt(word, at, 'ow') && !isVowel(word[at + 2])) return ['ஓ', 'ோ', 2];
  for (const [spelling, alone, sign] of vowels)
    if (startsWithAt(word, at, spelling)) return [alone, sign, spelling.length];
  // A y after a consonant with no vowel after it is a vowel: ai inside (Hyderabad, Mysore), i at
  // the end (Ooty).
  if (word[at] === 'y' && at > 0 && !isVowel(word[at - 1]) && !isVowel(word[at + 1]))
    return at === word.length - 1 ? ['இ', 'ி', 1] : ['ஐ', 'ை', 1];
  return null;
}

/** One word of plain lower-case Latin letters in Tamil letters. */
function transliterateWord(word: string): string {
  let out = '';
  let at = 0;
  /** The last vowel written stood after another vowel's sound: i and e glide with ய, u and o with வ. */
  let lastVowel: string | null = null;
  while (at < word.length) {
    const vowel = vowelAt(word, at);
    if (vowel) {
      if (lastVowel === null) out += vowel[0];
      else out += ('ieiy'.includes(lastVowel) ? 'ய' : 'வ') + vowel[1];
      lastVowel = word[at + vowel[2] - 1]!;
      at += vowel[2];
      continue;
    }
    // A final h after a consonant is not heard: Chandigarh சண்டிகர்.
    if (word[at] === 'h' && at === word.length - 1 && lastVowel === null && at > 0) {
      at += 1;
      continue;
    }
    const consonant = consonantAt(word, at);
    if (!consonant) {
      out += word[at];
      lastVowel = null;
      at += 1;
      continue;
    }
    const [letter, length] = consonant;
    at += length;
    // A silent final e (Vellore, Cuddalore): the consonant before it ends the word.
    const silentE = word[at] === 'e' && at === word.length - 1 && word.length > 4;
    const after = silentE ? null : vowelAt(word, at);
    if (silentE) at += 1;
    if (after) {
      out += letter + after[1];
      lastVowel = word[at + after[2] - 1]!;
      at += after[2];
    } else {
      out += letter + PULLI;
      lastVowel = null;
    }
  }
  return out;
}

/**
 * A Latin place name in Tamil letters: accents dropped, each word by its sounds, punctuation and
 * digits kept. Text already in Tamil (or any other script) passes through.
 */
export function transliterateToTamil(name: string): string {
  return name.replace(/[\p{Script=Latin}][\p{Script=Latin}\p{M}]*/gu, (word) =>
    word
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, (other) => latinFolds[other] ?? '')
      .replace(/[a-z]+/g, (plain) => transliterateWord(plain)),
  );
}

/** Latin letters that no accent stripping makes plain. */
const latinFolds: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', æ: 'ae', œ: 'oe', đ: 'd' };
