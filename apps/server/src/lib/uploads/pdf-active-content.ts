import { constants, inflateSync } from 'node:zlib';

/**
 * Whether a PDF carries something that acts on its own when opened: JavaScript (/JavaScript,
 * /JS, XFA forms, /RichMedia), a program to start (/Launch), actions on events (/AA), or an
 * /OpenAction that does more than go to a page. It is a warning for the office, not a proof
 * of harm: a clean result means none of these names was found, as written (#xx escapes
 * decoded) in the file's objects or inside its Flate-compressed object streams.
 *
 * What is read: the file outside its streams' data (every top-level object), the objects of
 * every object stream (decompressed within limits), and any object written inside another
 * stream's data (which a reader repairing a damaged file can find). Other streams' data (images,
 * page drawings, fonts) holds no objects and is not read: scanning compressed or image bytes for
 * two-letter names would flag clean scans at random. An object stream that cannot be read
 * (another filter, a predictor, damaged data, over the limits) counts as active content.
 */
export function pdfHasActiveContent(pdf: Uint8Array): boolean {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const found = collectObjectTexts(text);
  if (found === 'unreadable') return true;
  const texts = found.map(withNamesDecoded);
  if (texts.some(hasActiveName)) return true;
  return texts.some((part) => hasActiveOpenAction(part, texts));
}

/** Limits on decompressing object streams; a PDF beyond them counts as active content. */
export const PDF_SCAN_LIMITS = {
  objectStreams: 2_000,
  bytesPerStream: 8 * 1024 * 1024,
  totalBytes: 32 * 1024 * 1024,
};

/** Names that mean code, a program to start, or actions on events. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'AA', 'XFA', 'RichMedia']);

/** A PDF name: a slash and regular characters (PDF 32000-1, 7.3.5). */
const NAME = /\/[^\0\t\n\f\r /%()<>[\]{}]*/g;
const STREAM_START = /\bstream(?:\r\n|\r|\n)/g;
const OBJECT_HEADER = /(?<![0-9])\d+\s+\d+\s+obj\b/;

function withNamesDecoded(text: string): string {
  return text.replace(NAME, (name) =>
    name.includes('#')
      ? name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        )
      : name,
  );
}

function hasActiveName(text: string): boolean {
  for (const [name] of text.matchAll(NAME)) if (ACTIVE_NAMES.has(name.slice(1))) return true;
  return false;
}

/**
 * The texts that can hold objects: the file with its streams' data cut out, each object stream's
 * objects, and objects written inside other streams' data.
 */
function collectObjectTexts(text: string): string[] | 'unreadable' {
  const outside: string[] = [];
  const inside: string[] = [];
  const budget = { streams: 0, bytes: 0 };
  let cursor = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const keyword = match.index;
    if (keyword < cursor) continue;
    const bodyStart = keyword + match[0].length;
    const dictionary = withNamesDecoded(
      text.slice(Math.max(text.lastIndexOf('obj', keyword), keyword - 65_536, 0), keyword),
    );
    const bodyEnd = streamEnd(text, dictionary, bodyStart);
    outside.push(text.slice(cursor, bodyStart));
    cursor = bodyEnd;
    const body = text.slice(bodyStart, bodyEnd);
    if (isObjectStream(dictionary)) {
      const objects = readObjectStream(dictionary, body, budget);
      if (objects === null) return 'unreadable';
      inside.push(objects);
    } else {
      // Objects written inside other data: read from the first on (at most the data itself).
      const hidden = body.search(OBJECT_HEADER);
      if (hidden !== -1) inside.push(body.slice(hidden));
    }
  }
  outside.push(text.slice(cursor));
  return [outside.join('\n'), ...inside];
}

/** Where a stream's data ends: after its /Length (direct, or an indirect number), else at "endstream". */
function streamEnd(text: string, dictionary: string, bodyStart: number): number {
  const length = /\/Length\s+(\d+)(?:\s+(\d+)\s+R\b)?/.exec(dictionary);
  let bytes = length && !length[2] ? Number(length[1]) : NaN;
  if (length?.[2])
    bytes = Number(
      new RegExp(`(?<![0-9])${length[1]}\\s+${length[2]}\\s+obj\\s+(\\d+)`).exec(text)?.[1] ?? NaN,
    );
  if (
    Number.isSafeInteger(bytes) &&
    bodyStart + bytes <= text.length &&
    /^\s*endstream/.test(text.slice(bodyStart + bytes, bodyStart + bytes + 32))
  )
    return bodyStart + bytes;
  const end = text.indexOf('endstream', bodyStart);
  return end === -1 ? text.length : end;
}

function isObjectStream(dictionary: string): boolean {
  // Readers find object streams through the cross-reference data, whatever /Type says; /First and
  // /N are what they need.
  return (
    /\/Type\s*\/ObjStm\b/.test(dictionary) ||
    (/\/First\b/.test(dictionary) && /\/N\b/.test(dictionary))
  );
}

/** An object stream's text with each object as "num 0 obj … endobj"; null when it cannot be read within the limits. */
function readObjectStream(
  dictionary: string,
  body: string,
  budget: { streams: number; bytes: number },
): string | null {
  if (++budget.streams > PDF_SCAN_LIMITS.objectStreams) return null;
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>]+)?/.exec(dictionary);
  if (filter && !filter[1]) return null; // an indirect filter
  const filters = filter
    ? [...filter[1]!.matchAll(/\/([^\s/[\]<>]+)/g)].map((name) => name[1])
    : [];
  const predictor = /\/Predictor\s*(\d+)(\s+\d+\s+R)?/.exec(dictionary);
  if (predictor && (predictor[2] || predictor[1] !== '1')) return null;
  if (/\/DecodeParms\s*\d/.test(dictionary)) return null; // indirect parameters
  let data: string;
  if (filters.length === 0) data = body;
  else if (filters.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl')) {
    const room = Math.min(
      PDF_SCAN_LIMITS.bytesPerStream,
      PDF_SCAN_LIMITS.totalBytes - budget.bytes,
    );
    try {
      // Writers often leave the compressed data unterminated; readers take what inflates.
      const inflated = inflateSync(Buffer.from(body, 'latin1'), {
        maxOutputLength: Math.max(room, 1),
        finishFlush: constants.Z_SYNC_FLUSH,
      });
      budget.bytes += inflated.length;
      data = inflated.toString('latin1');
    } catch {
      return null;
    }
  } else return null;
  return splitObjectStream(dictionary, data);
}

/**
 * An object stream's objects, each headed "num 0 obj" so that references to them resolve, then
 * its whole data as it is (nothing the offsets leave out goes unread).
 */
function splitObjectStream(dictionary: string, data: string): string {
  const first = Number(/\/First\s+(\d+)/.exec(dictionary)?.[1] ?? NaN);
  if (!Number.isInteger(first) || first > data.length) return data;
  const numbers = data.slice(0, first).trim().split(/\s+/).map(Number);
  const entries: { object: number; offset: number }[] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2)
    entries.push({ object: numbers[index]!, offset: first + numbers[index + 1]! });
  if (
    entries.some(
      (entry) => !Number.isSafeInteger(entry.object) || !Number.isSafeInteger(entry.offset),
    )
  )
    return data;
  const objects = entries.map(
    (entry, index) =>
      `${entry.object} 0 obj ${data.slice(entry.offset, entries[index + 1]?.offset ?? data.length)} endobj`,
  );
  return [...objects, data].join('\n');
}

/** Whether the value of an /OpenAction does anything but show a page. */
function hasActiveOpenAction(text: string, texts: string[]): boolean {
  for (const match of text.matchAll(/\/OpenAction(?![^\0\t\n\f\r /%()<>[\]{}])/g)) {
    if (valueActs(text, match.index + match[0].length, texts, 0)) return true;
  }
  return false;
}

function valueActs(text: string, from: number, texts: string[], depth: number): boolean {
  const start = skipSpace(text, from);
  if (text.startsWith('<<', start)) return !isPlainGoTo(dictionaryAt(text, start));
  const reference = /^(\d+)\s+(\d+)\s+R\b/.exec(text.slice(start, start + 40));
  if (!reference) return false; // a destination array, null, or not a value at all
  if (depth >= 4) return true;
  const header = new RegExp(`(?<![0-9])${reference[1]}\\s+${reference[2]}\\s+obj\\b`, 'g');
  for (const part of texts) {
    const found = header.exec(part);
    header.lastIndex = 0;
    if (found) return valueActs(part, found.index + found[0].length, texts, depth + 1);
  }
  // A reference to nothing we could read: warn rather than trust it.
  return true;
}

/** A GoTo action with nothing chained after it only shows a page. */
function isPlainGoTo(dictionary: string): boolean {
  return (
    /\/S\s*\/GoTo(?![^\0\t\n\f\r /%()<>[\]{}])/.test(dictionary) && !/\/Next\b/.test(dictionary)
  );
}

function skipSpace(text: string, from: number): number {
  let index = from;
  while (index < text.length) {
    if (/[\0\t\n\f\r ]/.test(text[index]!)) index += 1;
    else if (text[index] === '%')
      while (index < text.length && text[index] !== '\n' && text[index] !== '\r') index += 1;
    else break;
  }
  return index;
}

/** The dictionary starting at `start` ("<<"), up to its matching ">>", skipping strings; at most 64 KB. */
function dictionaryAt(text: string, start: number): string {
  const limit = Math.min(text.length, start + 65_536);
  let depth = 0;
  let index = start;
  while (index < limit) {
    const character = text[index]!;
    if (text.startsWith('<<', index)) {
      depth += 1;
      index += 2;
    } else if (text.startsWith('>>', index)) {
      depth -= 1;
      index += 2;
      if (depth === 0) break;
    } else if (character === '(') index = afterString(text, index, limit);
    else if (character === '<') index = Math.max(text.indexOf('>', index), index) + 1;
    else index += 1;
  }
  return text.slice(start, index);
}

/** The index after a literal string "( … )", with nested parentheses and backslash escapes. */
function afterString(text: string, start: number, limit: number): number {
  let depth = 0;
  for (let index = start; index < limit; index += 1) {
    const character = text[index];
    if (character === '\\') index += 1;
    else if (character === '(') depth += 1;
    else if (character === ')' && --depth === 0) return index + 1;
  }
  return limit;
}
