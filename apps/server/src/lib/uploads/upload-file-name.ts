import type { UploadType } from '@portal/contracts';

/** The one extension a stored file gets: the one of the type its content shows. */
export const extensionOf: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** Other spellings of each type's extension: `photo.jpeg.html` holding a JPEG is `photo.jpg`, not `photo.jpeg.jpg`. */
const SAME_TYPE_EXTENSION: Record<UploadType, RegExp> = {
  'image/jpeg': /\.(jpe?g|jpe|jfif)$/i,
  'image/png': /\.png$/i,
  'application/pdf': /\.pdf$/i,
};

/** Used when nothing of the customer's name is left. */
export const DEFAULT_FILE_STEM = 'horoscope';

/** The name without its extension, at most this many UTF-8 bytes (a file system takes 255). */
export const MAX_STEM_BYTES = 180;

/**
 * Characters nobody sees or that change how the rest is shown: control characters (C0, DEL,
 * C1), format characters (bidirectional controls and marks, zero-width characters, the byte
 * order mark, soft hyphen, tags), line and paragraph separators, lone surrogates, private-use
 * and unassigned code points. ZWNJ and ZWJ are format characters too; they are kept only where
 * they do their work in Indic scripts (below).
 */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]$/u;

/** The viramas of the Indic scripts (Tamil's pulli is U+0BCD). */
const VIRAMA = /^[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D3B\u0D3C\u0D4D\u0DCA]$/u;
const JOINER = /^[\u200C\u200D]$/u;

/** What Windows refuses in a file name (the path separators are cut off before). */
const UNSAFE_IN_NAME = /[<>:"|?*]/g;
/** A trailing extension: a dot and 1 to 10 ASCII letters or digits ("Ramesh.K horoscope" has none). */
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
const encoder = new TextEncoder();

/** ZWNJ and ZWJ stay only right after a virama (IDNA 2008's CONTEXTJ rule), where they choose a written form. */
function removeInvisible(text: string): string {
  let result = '';
  let previous = '';
  for (const character of text) {
    const kept = JOINER.test(character) ? VIRAMA.test(previous) : !INVISIBLE.test(character);
    if (!kept) continue;
    result += character;
    previous = character;
  }
  return result;
}

/** Cuts at a whole grapheme (a Tamil letter with its vowel sign stays whole) within the byte limit. */
function limitBytes(text: string, maxBytes: number): string {
  let result = '';
  let bytes = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = encoder.encode(segment).length;
    if (bytes + size > maxBytes) break;
    result += segment;
    bytes += size;
  }
  return result;
}

/**
 * The name a customer's upload is stored, shown and downloaded under: their own base name
 * (Tamil intact, in NFC), with nothing invisible or misleading left in it, no folders, and the
 * extension of the type its content was judged to be: `x.html` holding a JPEG is `x.jpg`,
 * `photo.JPEG` is `photo.jpg`, `scan.pdf.exe` holding a PDF is `scan.pdf`, and
 * `invoice\u202Etxt.exe` holding a PDF is `invoicetxt.pdf`.
 */
export function cleanFileName(name: string, type: UploadType): string {
  const visible = removeInvisible(name.normalize('NFC'));
  const base = visible.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(EXTENSION, '')
    .replace(SAME_TYPE_EXTENSION[type], '')
    .replace(UNSAFE_IN_NAME, '_')
    .replace(/\s+/gu, ' ')
    // No hidden (".name") or Windows-trimmed ("name. ") names.
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  const bounded = limitBytes(stem, MAX_STEM_BYTES).replace(/[\s.]+$/u, '');
  return `${bounded || DEFAULT_FILE_STEM}.${extensionOf[type]}`;
}
