import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Text in Tamil and English for pdfkit. The fonts are Noto Sans Tamil from @fontsource, whose
 * files each cover one part of Unicode (Tamil; Latin; Latin Extended, which holds ₹), so a line
 * is drawn as runs, each in the font that has its letters. A Tamil word is one run, so fontkit
 * shapes it whole (vowel signs before the consonant, conjuncts with the pulli). WOFF, not WOFF2:
 * fontkit cannot subset the WOFF2 files' composite glyphs for embedding.
 */
type FontName = 'tamil' | 'latin' | 'latinExt';
export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: 400 | 700) =>
  require.resolve(
    `@fontsource/noto-sans-tamil/files/noto-sans-tamil-${subset}-${weight}-normal.woff`,
  );

let fontBytes: Record<`${FontName}-${Weight}`, Buffer> | null = null;

/** The six font files, read once for the life of the process. */
function fonts(): Record<`${FontName}-${Weight}`, Buffer> {
  fontBytes ??= {
    'tamil-regular': readFileSync(fontFile('tamil', 400)),
    'tamil-bold': readFileSync(fontFile('tamil', 700)),
    'latin-regular': readFileSync(fontFile('latin', 400)),
    'latin-bold': readFileSync(fontFile('latin', 700)),
    'latinExt-regular': readFileSync(fontFile('latin-ext', 400)),
    'latinExt-bold': readFileSync(fontFile('latin-ext', 700)),
  };
  return fontBytes;
}

/** The parts of PDFKit.PDFDocument these helpers use. */
export type PdfDocument = PDFKit.PDFDocument;

/** Registers the fonts with a new document (pdfkit embeds only the glyphs used). */
export function registerFonts(doc: PdfDocument): void {
  for (const [name, bytes] of Object.entries(fonts())) doc.registerFont(name, bytes);
}

type Range = readonly [number, number];
const within = (ranges: readonly Range[], code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to);
// The Tamil block, the zero-width (non-)joiners and the dotted circle, as @fontsource's tamil subset has them.
const TAMIL: Range[] = [
  [0x0b80, 0x0bff],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
  [0x0964, 0x0965],
];
// Latin Extended, and the currency signs (₹ among them; € is in the Latin subset), as the latin-ext subset has them.
const LATIN_EXT: Range[] = [
  [0x0100, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1eff],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

function fontOf(character: string): FontName {
  const code = character.codePointAt(0) ?? 0;
  if (within(TAMIL, code)) return 'tamil';
  if (within(LATIN_EXT, code)) return 'latinExt';
  return 'latin';
}

export interface Run {
  font: FontName;
  text: string;
}

/** Splits text into runs of one font each; joining characters stay with the Tamil around them. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const font = fontOf(character);
    const last = runs.at(-1);
    if (last && last.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

function useFont(doc: PdfDocument, font: FontName, style: TextStyle): void {
  doc.font(`${font}-${style.weight ?? 'regular'}`).fontSize(style.size);
}

/** The width of one line of text, shaped. */
export function widthOf(doc: PdfDocument, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of runsOf(text)) {
    useFont(doc, run.font, style);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/** Draws one line whose top is at y, starting at x; nothing wraps. */
export function drawLine(
  doc: PdfDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
): void {
  doc.fillColor(style.color ?? '#1f2933');
  let left = x;
  for (const run of runsOf(text)) {
    useFont(doc, run.font, style);
    doc.text(run.text, left, y, { lineBreak: false });
    left += doc.widthOfString(run.text);
  }
}

/** Breaks text into lines no wider than width, at spaces (a word longer than the width stands alone). */
export function wrap(doc: PdfDocument, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && widthOf(doc, candidate, style) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

export const lineHeight = (style: TextStyle) => style.size * 1.45;

/** Where a block of text goes: its box's top-left corner and width, and how its lines look. */
export interface TextBlock {
  x: number;
  y: number;
  width: number;
  style: TextStyle & { align?: 'left' | 'right' | 'center' };
}

/** Draws wrapped text in a box of the given width; returns the y below it. */
export function drawBlock(
  doc: PdfDocument,
  text: string,
  { x, y, width, style }: TextBlock,
): number {
  let top = y;
  for (const line of wrap(doc, text, width, style)) {
    const lineWidth = widthOf(doc, line, style);
    const left =
      style.align === 'right'
        ? x + width - lineWidth
        : style.align === 'center'
          ? x + (width - lineWidth) / 2
          : x;
    drawLine(doc, line, left, top, style);
    top += lineHeight(style);
  }
  return top;
}
