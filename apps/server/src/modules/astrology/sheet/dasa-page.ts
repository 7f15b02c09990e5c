import {
  grahaNames,
  jathagamReadingLabels,
  rasiOfBhava,
  saturnPeriodSentence,
  sevvaiSentence,
  transitLines,
  type Chart,
  type Language,
} from '@portal/contracts';
import { drawBlock, drawLine, lineHeight, type PdfDocument } from '../../../lib/pdf/pdf-text';
import type { JathagamWords } from './jathagam-words';
import {
  body,
  calendarDate,
  COLOR,
  columnHeader,
  heading,
  LEFT,
  PAGE,
  squareChart,
  WIDTH,
} from './sheet-layout';

const LINE = 10;
const BLOCK_GAP = 7;

/** One maha dasa and its bhuktis as a block; returns the y below it. */
function dasaBlock(
  doc: PdfDocument,
  maha: Chart['dasa']['maha_dasas'][number],
  language: Language,
  x: number,
  y: number,
): number {
  const named = (key: keyof typeof grahaNames) => grahaNames[key][language];
  drawLine(
    doc,
    `${named(maha.lord)}  ${calendarDate(maha.start, language)} – ${calendarDate(maha.end, language)}`,
    x,
    y,
    { size: 8.5, weight: 'bold', color: COLOR.primary },
  );
  let top = y + LINE + 1;
  for (const bhukti of maha.bhuktis) {
    drawLine(doc, named(bhukti.lord), x + 8, top, { size: 7.5, color: COLOR.text });
    drawLine(
      doc,
      `${calendarDate(bhukti.start, language)} – ${calendarDate(bhukti.end, language)}`,
      x + 62,
      top,
      { size: 7.5, color: COLOR.text },
    );
    top += LINE - 1;
  }
  return top + BLOCK_GAP;
}

/**
 * Page two of a birth chart (decision 0028): every maha dasa with its bhuktis in two columns, then
 * the person's sevvai dosham and the transits now from the Moon.
 */
export function dasaAndReadingsPage(
  doc: PdfDocument,
  chart: Chart,
  language: Language,
  words: JathagamWords,
  name: string,
): void {
  let y = PAGE.margin;
  drawLine(doc, `${words.dasaBhukti} · ${name}`, LEFT, y, {
    size: 14,
    weight: 'bold',
    color: COLOR.primary,
  });
  y += 24;
  const mahas = chart.dasa.maha_dasas.slice(0, 10);
  const half = Math.ceil(mahas.length / 2);
  const columnWidth = WIDTH / 2;
  let leftY = y;
  let rightY = y;
  mahas.forEach((maha, index) => {
    if (index < half) leftY = dasaBlock(doc, maha, language, LEFT, leftY);
    else rightY = dasaBlock(doc, maha, language, LEFT + columnWidth + 8, rightY);
  });
  y = Math.max(leftY, rightY) + 6;

  // Under the dasas: the person's sevvai dosham on the left, the transits now on the right.
  const labels = jathagamReadingLabels;
  const columnText = WIDTH / 2 - 10;
  if (chart.sevvai) {
    drawLine(doc, labels.sevvai[language], LEFT, y, heading);
    drawBlock(doc, sevvaiSentence(chart.sevvai, language), {
      x: LEFT,
      y: y + lineHeight(heading),
      width: columnText,
      style: body,
    });
  }
  const right = LEFT + WIDTH / 2 + 10;
  drawLine(doc, labels.transits[language], right, y, heading);
  let textY =
    drawBlock(
      doc,
      labels.transitsAt[language].replace('{date}', calendarDate(chart.transits.at, language)),
      {
        x: right,
        y: y + lineHeight(heading),
        width: columnText,
        style: { size: 8, color: COLOR.muted },
      },
    ) + 2;
  for (const line of transitLines(chart.transits, language))
    textY = drawBlock(doc, `• ${line}`, { x: right, y: textY, width: columnText, style: body });
  drawBlock(doc, saturnPeriodSentence(chart.transits, language), {
    x: right,
    y: textY + 4,
    width: columnText,
    style: { ...columnHeader, size: 9.5, color: COLOR.primary },
  });
}

/**
 * The bhava chart (each graha in the square of its bhava) at the top of a page; returns the y below
 * it.
 */
export function bhavaSection(
  doc: PdfDocument,
  chart: Chart,
  language: Language,
  words: JathagamWords,
  name: string,
): number {
  let y = PAGE.margin;
  drawLine(doc, `${jathagamReadingLabels.bhavaChart[language]} · ${name}`, LEFT, y, {
    size: 14,
    weight: 'bold',
    color: COLOR.primary,
  });
  y += 24;
  const lagna = chart.lagna!.rasi;
  const size = WIDTH / 2 - 12;
  const placements = chart.planets.map((planet) => ({
    rasi: rasiOfBhava(lagna, planet.bhava ?? 1),
    label: words.short[planet.key],
  }));
  squareChart(doc, {
    title: jathagamReadingLabels.bhavaChart[language],
    placements,
    lagna,
    words,
    x: LEFT,
    y,
    size,
  });
  // Beside it, each graha's bhava in words.
  const x = LEFT + size + 24;
  let rowY = y;
  drawLine(doc, `${words.graha} · ${jathagamReadingLabels.bhava[language]}`, x, rowY, columnHeader);
  rowY += lineHeight(columnHeader);
  for (const planet of chart.planets) {
    drawLine(doc, `${grahaNames[planet.key][language]}: ${planet.bhava ?? '-'}`, x, rowY, body);
    rowY += 13;
  }
  drawBlock(doc, words.bhavaNote, {
    x,
    y: rowY + 6,
    width: WIDTH - size - 24,
    style: { size: 8, color: COLOR.muted },
  });
  return y + size + 24;
}
