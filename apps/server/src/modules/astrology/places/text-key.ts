/**
 * The one key under which place names are compared. Latin text: accents dropped, case folded,
 * punctuation as spaces ("Sant Julià de Lòria" and "sant julia de loria" meet). Tamil text:
 * NFC, matched as typed but for punctuation (its vowel signs are combining marks, which must stay).
 */
const tamilLetters = /[\u0B80-\u0BFF]/;
const unfoldable: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ı: 'i',
  ð: 'd',
  þ: 'th',
};

const plainLatin = /^[A-Za-z0-9 ]*$/;

export function textKey(text: string): string {
  if (plainLatin.test(text)) return text.toLowerCase().trim().replace(/ {2,}/g, ' ');
  const nfc = text.normalize('NFC').trim();
  if (tamilLetters.test(nfc)) return nfc.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();
  return nfc
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßøłæœđıðþ]/g, (letter) => unfoldable[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
