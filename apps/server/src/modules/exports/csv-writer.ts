import { stringify } from 'csv-stringify/sync';

/**
 * The accountant's CSV (docs/decisions/0068): RFC 4180 as csv-stringify writes it (fields quoted
 * when they hold a comma, a quote or a line break, quotes doubled, CRLF between records), UTF-8
 * with a byte-order mark so Excel reads Tamil names as Tamil.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell: text (neutralised, quoted as needed) or a number the export itself wrote (rupees as
 * "590.00" are text that starts with a digit).
 */
export type CsvCell = string | number | null;

/**
 * A spreadsheet runs a cell that begins with =, +, - or @ (and tab or carriage return) as a
 * formula: such text gets a leading apostrophe, which Excel and LibreOffice show as text.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const field = (cell: CsvCell): string =>
  cell === null ? '' : typeof cell === 'number' ? String(cell) : neutralised(cell);

/** One record, CRLF-terminated; a field with a line break of either kind quoted. */
export const csvRecord = (cells: readonly CsvCell[]): string =>
  stringify([cells.map(field)], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });

/** The whole file as a stream of text: the BOM and the header, then each record as the rows arrive. */
export async function* csvText(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRecord(header);
  let chunk = '';
  for await (const row of rows) {
    chunk += csvRecord(row);
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
