import {
  chartWarningTexts,
  clockWarningValues,
  grahaNames,
  nakshatraName,
  panchangamLabels,
  panchangamRows,
  rasiName,
  type Chart,
  type Language,
  type Porutham,
  type SevvaiPairStatus,
  zoneWarningValues,
} from '@portal/contracts';
import { newPdfDocument, pdfBytes } from '../../../lib/pdf/pdf-document';
import { drawBlock, drawLine, lineHeight, type PdfDocument } from '../../../lib/pdf/pdf-text';
import { bhavaSection, dasaAndReadingsPage } from './dasa-page';
import { jathagamWords, type JathagamWords } from './jathagam-words';
import { poruthamPage } from './porutham-page';
import {
  calendarDate,
  clockTime,
  COLOR,
  columnHeader,
  degrees,
  facts,
  fill,
  heading,
  LEFT,
  PAGE,
  small,
  squareChart,
  WIDTH,
} from './sheet-layout';

export interface JathagamSheetInput {
  /**
   * A person's birth chart (default), or a Prasanam's chart of the question (no dasas;
   * `dateOfBirth` is then the instant asked).
   */
  kind?: 'birth' | 'prasanam';
  name: string;
  appointmentNumber: string;
  dateOfBirth: string;
  /** HH:MM, or a period key (early_morning ...). */
  birthTime: string;
  /** Its node (mean or true) is named in the footer. */
  chart: Chart;
  language: Language;
  /** A marriage booking's porutham, printed on a page of its own. */
  porutham?: {
    porutham: Porutham;
    sevvai: SevvaiPairStatus | null;
    bride: string;
    bridegroom: string;
  } | null;
}

const shortName = (words: JathagamWords, key: keyof JathagamWords['short'], retrograde: boolean) =>
  `${words.short[key]}${retrograde && key !== 'rahu' && key !== 'ketu' ? ` (${words.retrograde})` : ''}`;

/** The panchangam in two columns of label/value rows, under its heading; returns the y below it. */
function panchangamSection(
  doc: PdfDocument,
  chart: Chart,
  language: Language,
  y: number,
  title: 'panchangam' | 'prasanamPanchangam',
): number {
  drawLine(doc, panchangamLabels[title][language], LEFT, y, heading);
  const rows = panchangamRows(chart.panchangam, language, chart.place.time_zone);
  const half = Math.ceil(rows.length / 2);
  const top = y + lineHeight(heading) + 2;
  const below = Math.max(
    facts(doc, rows.slice(0, half), LEFT, top, WIDTH / 2 - 10),
    facts(doc, rows.slice(half), LEFT + WIDTH / 2 + 10, top, WIDTH / 2 - 10),
  );
  return (
    drawBlock(doc, panchangamLabels.sunConvention[language], {
      x: LEFT,
      y: below + 2,
      width: WIDTH,
      style: small,
    }) + 8
  );
}

/** The chart's warnings in words, in the sheet's language; returns the y below them. */
function warningsSection(doc: PdfDocument, chart: Chart, language: Language, y: number): number {
  const named = (names: { english: string; tamil: string }) => names[language];
  let top = y;
  for (const warning of chart.warnings) {
    const values: Record<string, string | number> =
      warning.code === 'moon_near_star_boundary'
        ? {
            arcminutes: warning.arcminutes,
            nakshatra: named(nakshatraName(warning.nakshatra)),
            neighbour: named(nakshatraName(warning.neighbour)),
          }
        : warning.code === 'lagna_near_rasi_boundary'
          ? {
              arcminutes: warning.arcminutes,
              rasi: named(rasiName(warning.rasi)),
              neighbour: named(rasiName(warning.neighbour)),
            }
          : warning.code === 'moon_star_changes_in_period'
            ? {
                nakshatras: warning.nakshatras
                  .map((star) => named(nakshatraName(star)))
                  .join(' → '),
              }
            : warning.code === 'moon_rasi_changes_in_period'
              ? { rasis: warning.rasis.map((rasi) => named(rasiName(rasi))).join(' → ') }
              : warning.code === 'zone_doubtful'
                ? zoneWarningValues(warning)
                : clockWarningValues(warning);
    top =
      drawBlock(doc, fill(chartWarningTexts[warning.code][language], values).replaceAll('′', "'"), {
        x: LEFT,
        y: top,
        width: WIDTH,
        style: { size: 9, color: COLOR.primary },
      }) + 4;
  }
  return top;
}

/**
 * Page one: who and when, the star, rasi and lagna, the rasi and navamsam squares, the grahas, the
 * maha dasas, the panchangam and the warnings.
 */
function firstPage(doc: PdfDocument, input: JathagamSheetInput, words: JathagamWords): void {
  const { chart, language } = input;
  const named = (names: { english: string; tamil: string }) => names[language];
  const prasanam = input.kind === 'prasanam';
  drawLine(doc, prasanam ? words.prasanamTitle : words.title, LEFT, PAGE.margin, {
    size: 20,
    weight: 'bold',
    color: COLOR.primary,
  });
  drawLine(
    doc,
    `${input.name} · ${words.booking} ${input.appointmentNumber}`,
    LEFT,
    PAGE.margin + 28,
    { size: 11, weight: 'bold', color: COLOR.text },
  );

  const time = chart.birth.time_known
    ? input.birthTime
    : (words.period[input.birthTime as keyof typeof words.period] ?? input.birthTime);
  const stars = chart.moon.nakshatra_range.map((star) => named(nakshatraName(star))).join(', ');
  const placeName =
    chart.place.name ?? `${chart.place.latitude.toFixed(3)}, ${chart.place.longitude.toFixed(3)}`;
  const left: [string, string][] = prasanam
    ? [
        [words.askedOn, calendarDate(input.dateOfBirth, language)],
        [words.askedAt, clockTime(input.dateOfBirth, chart.place.time_zone)],
        [words.officePlace, placeName],
      ]
    : [
        [words.dateOfBirth, calendarDate(input.dateOfBirth, language)],
        [words.timeOfBirth, time],
        [words.place, placeName],
        [
          words.zone,
          chart.birth.utc_offset_from === 'given'
            ? `UTC${chart.birth.utc_offset} (${words.offsetGiven})`
            : `${chart.place.time_zone} (UTC${chart.birth.utc_offset})`,
        ],
      ];
  const right: [string, string][] = [
    [words.star, chart.birth.time_known ? `${stars}, ${words.pada} ${chart.moon.pada}` : stars],
    [words.rasi, chart.moon.rasi_range.map((rasi) => named(rasiName(rasi))).join(', ')],
    [
      words.lagna,
      chart.lagna
        ? `${named(rasiName(chart.lagna.rasi))} ${degrees(chart.lagna.degree_in_rasi)}`
        : words.lagnaUnknown,
    ],
    ...(prasanam
      ? []
      : [
          [
            words.dasaBalance,
            fill(words.balance, {
              lord: named(grahaNames[chart.dasa.birth_lord]),
              ...chart.dasa.balance,
            }),
          ] as [string, string],
        ]),
    [words.ayanamsa, degrees(chart.ayanamsa)],
  ];
  const top = PAGE.margin + 54;
  const below =
    Math.max(
      facts(doc, left, LEFT, top, WIDTH / 2 - 10),
      facts(doc, right, LEFT + WIDTH / 2 + 10, top, WIDTH / 2 - 10),
    ) + 10;

  const size = WIDTH / 2 - 12;
  squareChart(doc, {
    title: words.rasiChart,
    placements: chart.planets.map((planet) => ({
      rasi: planet.rasi,
      label: shortName(words, planet.key, planet.retrograde),
    })),
    lagna: chart.lagna?.rasi ?? null,
    words,
    x: LEFT,
    y: below,
    size,
  });
  squareChart(doc, {
    title: words.navamsam,
    placements: chart.planets.map((planet) => ({
      rasi: planet.navamsa,
      label: shortName(words, planet.key, false),
    })),
    lagna: chart.lagna?.navamsa ?? null,
    words,
    x: LEFT + WIDTH / 2 + 12,
    y: below,
    size,
  });

  // The grahas with their star lords, then the maha dasas, in two columns under the charts.
  let y = below + size + 16;
  const columns = [LEFT, LEFT + 62, LEFT + 120, LEFT + 158, LEFT + 232];
  [words.graha, words.rasi, words.degree, words.star, words.starLord].forEach((text, index) =>
    drawLine(doc, text, columns[index]!, y, columnHeader),
  );
  y += lineHeight(columnHeader);
  for (const planet of chart.planets) {
    const retrograde = planet.retrograde && planet.key !== 'rahu' && planet.key !== 'ketu';
    const cells = [
      `${named(grahaNames[planet.key])}${retrograde ? ` (${words.retrograde})` : ''}`,
      named(rasiName(planet.rasi)),
      degrees(planet.degree_in_rasi),
      `${named(nakshatraName(planet.nakshatra))} · ${planet.pada}`,
      named(grahaNames[planet.star_lord]),
    ];
    cells.forEach((text, index) =>
      drawLine(doc, text, columns[index]!, y, { size: 8, color: COLOR.text }),
    );
    y += 12;
  }
  let dasaY = below + size + 16;
  const dasaLeft = LEFT + WIDTH / 2 + 30;
  if (!prasanam) {
    drawLine(doc, words.dasas, dasaLeft, dasaY, columnHeader);
    dasaY += lineHeight(columnHeader);
    for (const dasa of chart.dasa.maha_dasas.slice(0, 10)) {
      drawLine(doc, named(grahaNames[dasa.lord]), dasaLeft, dasaY, { size: 8, color: COLOR.text });
      drawLine(
        doc,
        `${calendarDate(dasa.start, language)} – ${calendarDate(dasa.end, language)}`,
        dasaLeft + 52,
        dasaY,
        { size: 8, color: COLOR.text },
      );
      dasaY += 12;
    }
  }
  y = Math.max(y, dasaY) + 12;
  y = panchangamSection(doc, chart, language, y, prasanam ? 'prasanamPanchangam' : 'panchangam');
  warningsSection(doc, chart, language, y);
}

function footer(doc: PdfDocument, chart: Chart, words: JathagamWords): void {
  drawBlock(doc, fill(words.footer, { node: words.node[chart.node] }), {
    x: LEFT,
    y: PAGE.height - PAGE.margin - 10,
    width: WIDTH,
    style: { size: 7.5, color: COLOR.muted, align: 'center' },
  });
}

/**
 * The printed Jathagam (decisions 0028, 0030): page one as above; for a birth chart a
 * second page with every dasa's bhuktis, the bhava chart, sevvai dosham and the transits; and for a
 * marriage booking a page with the porutham.
 */
export async function renderJathagamSheet(input: JathagamSheetInput): Promise<Buffer> {
  const { chart, language } = input;
  const words = jathagamWords[language];
  const doc = await newPdfDocument(
    `${jathagamWords.english.title} ${input.name}`,
    language,
    PAGE.margin,
  );
  firstPage(doc, input, words);
  footer(doc, chart, words);
  if (input.kind !== 'prasanam') {
    doc.addPage();
    dasaAndReadingsPage(doc, chart, language, words, input.name);
    footer(doc, chart, words);
  }
  // The bhava chart, and a marriage booking's porutham under it (or on a page of its own for a
  // birth without a lagna).
  if (chart.lagna && input.kind !== 'prasanam') {
    doc.addPage();
    const below = bhavaSection(doc, chart, language, words, input.name);
    if (input.porutham) poruthamPage(doc, input.porutham, language, words, below);
    footer(doc, chart, words);
  } else if (input.porutham) {
    doc.addPage();
    poruthamPage(doc, input.porutham, language, words, PAGE.margin);
    footer(doc, chart, words);
  }
  return pdfBytes(doc);
}
