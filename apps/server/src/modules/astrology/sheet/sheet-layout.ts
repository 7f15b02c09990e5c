import { clockAt, type Language, languageLocales } from '@portal/contracts';
import {
  drawBlock,
  drawLine,
  widthOf,
  type PdfDocument,
  type TextStyle,
} from '../../../lib/pdf/pdf-text';
import type { JathagamWords } from './jathagam-words';

/** The printed Jathagam's page, colours, type and drawing helpers, shared by its pages. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
export const LEFT = PAGE.margin;
export const WIDTH = PAGE.width - 2 * PAGE.margin;
export const COLOR = {
  text: '#2b1d14',
  muted: '#5f4b3c',
  primary: '#7a1f1f',
  rule: '#c9b394',
  band: '#fbf0de',
};
export const body: TextStyle = { size: 9.5, color: COLOR.text };
export const small: TextStyle = { size: 8, color: COLOR.muted };

/**
 * The South Indian chart's fixed squares: [rasi, column, row], Meenam top left, running clockwise.
 */
const SQUARES: [number, number, number][] = [
  [12, 0, 0],
  [1, 1, 0],
  [2, 2, 0],
  [3, 3, 0],
  [4, 3, 1],
  [5, 3, 2],
  [6, 3, 3],
  [7, 2, 3],
  [8, 1, 3],
  [9, 0, 3],
  [10, 0, 2],
  [11, 0, 1],
];

export const heading: TextStyle = { size: 10, weight: 'bold', color: COLOR.primary };
export const columnHeader: TextStyle = { size: 8.5, weight: 'bold', color: COLOR.muted };

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
// The fonts have no prime sign (′): minutes take the apostrophe, as Tamil almanacs print them.
export const degrees = (value: number) =>
  `${Math.floor(value)}° ${String(Math.floor((value % 1) * 60)).padStart(2, '0')}'`;
export const calendarDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(languageLocales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso.length === 10 ? `${iso}T12:00:00+05:30` : iso));

/** An instant's time of day on a zone's clock, 24-hour (the panchangam's own formatter). */
export const clockTime = clockAt;

/**
 * One chart as the South Indian square: each rasi lists the grahas in it; the lagna's square is
 * marked.
 */
export interface SquareChart {
  title: string;
  placements: { rasi: number; label: string }[];
  lagna: number | null;
  words: JathagamWords;
  /** The square's top-left corner and side, in points. */
  x: number;
  y: number;
  size: number;
}

export function squareChart(
  doc: PdfDocument,
  { title, placements, lagna, words, x, y, size }: SquareChart,
): void {
  const cell = size / 4;
  doc.lineWidth(0.8).strokeColor(COLOR.rule);
  for (const [rasi, column, row] of SQUARES) {
    const left = x + column * cell;
    const top = y + row * cell;
    if (rasi === lagna) doc.rect(left, top, cell, cell).fillAndStroke(COLOR.band, COLOR.rule);
    else doc.rect(left, top, cell, cell).stroke();
    const inside = [
      ...(rasi === lagna ? [words.lagnaMark] : []),
      ...placements
        .filter((placement) => placement.rasi === rasi)
        .map((placement) => placement.label),
    ];
    let line = top + 4;
    for (const label of inside) {
      drawLine(doc, label, left + 4, line, {
        size: 8,
        color: label === words.lagnaMark ? COLOR.primary : COLOR.text,
        weight: label === words.lagnaMark ? 'bold' : 'regular',
      });
      line += 10.5;
    }
  }
  doc.rect(x + cell, y + cell, 2 * cell, 2 * cell).stroke();
  const titleStyle: TextStyle = { size: 10, weight: 'bold', color: COLOR.primary };
  drawLine(
    doc,
    title,
    x + size / 2 - widthOf(doc, title, titleStyle) / 2,
    y + size / 2 - 6,
    titleStyle,
  );
}

/** Label/value rows in a column; returns the y below them. */
export function facts(
  doc: PdfDocument,
  rows: [string, string][],
  x: number,
  y: number,
  width: number,
): number {
  let top = y;
  for (const [label, value] of rows) {
    drawLine(doc, label, x, top, small);
    top =
      drawBlock(doc, value, { x: x + width * 0.42, y: top, width: width * 0.58, style: body }) + 2;
  }
  return top;
}
