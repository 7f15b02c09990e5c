import { chartWarningTexts, clockWarningValues, grahaNames, nakshatraName, panchangamLabels, panchangamRows, rasiName, type Chart, type Language } from '@portal/contracts';
import { newPdfDocument, pdfBytes } from '../../../lib/pdf/pdf-document';
import { drawBlock, drawLine, lineHeight, type PdfDocument, type TextStyle } from '../../../lib/pdf/pdf-text';
import { jathagamWords } from './jathagam-words';
import { body, calendarDate, clockTime, COLOR, columnHeader, degrees, facts, fill, heading, LEFT, PAGE, small, squareChart, WIDTH } from './sheet-layout';

export interface JathagamSheetInput {
  /** A person's birth chart (default), or a Prasanam's chart of the question (no dasas; `dateOfBirth` is then the instant asked). */
  kind?: 'birth' | 'prasanam';
  name: string;
  appointmentNumber: string;
  dateOfBirth: string;
  /** HH:MM, or a period key (early_morning ...). */
  birthTime: string;
  /** Its node (mean or true) is named in the footer. */
  chart: Chart;
  language: Language;
}

/** The panchangam of the birth in two columns of label/value rows, under its heading; returns the y below it. */
function panchangamSection(doc: PdfDocument, chart: Chart, language: Language, y: number, title: 'panchangam' | 'prasanamPanchangam'): number {
  const header: TextStyle = { size: 10, weight: 'bold', color: COLOR.primary };
  drawLine(doc, panchangamLabels[title][language], LEFT, y, header);
  const rows = panchangamRows(chart.panchangam, language, chart.place.time_zone);
  const half = Math.ceil(rows.length / 2);
  const top = y + lineHeight(header) + 2;
  const below = Math.max(facts(doc, rows.slice(0, half), LEFT, top, WIDTH / 2 - 10), facts(doc, rows.slice(half), LEFT + WIDTH / 2 + 10, top, WIDTH / 2 - 10));
  return drawBlock(doc, panchangamLabels.sunConvention[language], LEFT, below + 2, WIDTH, small) + 8;
}

/** The printed Jathagam: the person's birth details, rasi and navamsam charts, the grahas, the dasas and any warnings (docs/decisions/0028). */
export async function renderJathagamSheet(input: JathagamSheetInput): Promise<Buffer> {
  const { chart, language } = input;
  const words = jathagamWords[language];
  const named = (names: { english: string; tamil: string }) => names[language];
  const doc = await newPdfDocument(`${jathagamWords.english.title} ${input.name}`, language, PAGE.margin);

  const prasanam = input.kind === 'prasanam';
  drawLine(doc, prasanam ? words.prasanamTitle : words.title, LEFT, PAGE.margin, { size: 20, weight: 'bold', color: COLOR.primary });
  const heading = `${input.name} · ${words.booking} ${input.appointmentNumber}`;
  drawLine(doc, heading, LEFT, PAGE.margin + 28, { size: 11, weight: 'bold', color: COLOR.text });

  const time = chart.birth.time_known ? input.birthTime : words.period[input.birthTime as keyof typeof words.period] ?? input.birthTime;
  const stars = chart.moon.nakshatra_range.map((star) => named(nakshatraName(star))).join(', ');
  const placeName = chart.place.name ?? `${chart.place.latitude.toFixed(3)}, ${chart.place.longitude.toFixed(3)}`;
  const left: [string, string][] = prasanam ? [
    [words.askedOn, calendarDate(input.dateOfBirth, language)],
    [words.askedAt, clockTime(input.dateOfBirth, chart.place.time_zone)],
    [words.officePlace, placeName],
  ] : [
    [words.dateOfBirth, calendarDate(input.dateOfBirth, language)],
    [words.timeOfBirth, time],
    [words.place, placeName],
    [words.zone, chart.birth.utc_offset_from === 'given' ? `UTC${chart.birth.utc_offset} (${words.offsetGiven})` : `${chart.place.time_zone} (UTC${chart.birth.utc_offset})`],
  ];
  const right: [string, string][] = [
    [words.star, chart.birth.time_known ? `${stars}, ${words.pada} ${chart.moon.pada}` : stars],
    [words.rasi, chart.moon.rasi_range.map((rasi) => named(rasiName(rasi))).join(', ')],
    [words.lagna, chart.lagna ? `${named(rasiName(chart.lagna.rasi))} ${degrees(chart.lagna.degree_in_rasi)}` : words.lagnaUnknown],
    ...(prasanam ? [] : [[words.dasaBalance, fill(words.balance, { lord: named(grahaNames[chart.dasa.birth_lord]), ...chart.dasa.balance })] as [string, string]]),
    [words.ayanamsa, degrees(chart.ayanamsa)],
  ];
  const top = PAGE.margin + 54;
  const below = Math.max(facts(doc, left, LEFT, top, WIDTH / 2 - 10), facts(doc, right, LEFT + WIDTH / 2 + 10, top, WIDTH / 2 - 10)) + 10;

  const size = WIDTH / 2 - 12;
  const short = (key: keyof typeof words.short, retrograde: boolean) => `${words.short[key]}${retrograde && key !== 'rahu' && key !== 'ketu' ? ` (${words.retrograde})` : ''}`;
  squareChart(doc, words.rasiChart, chart.planets.map((planet) => ({ rasi: planet.rasi, label: short(planet.key, planet.retrograde) })), chart.lagna?.rasi ?? null, words, LEFT, below, size);
  squareChart(doc, words.navamsam, chart.planets.map((planet) => ({ rasi: planet.navamsa, label: short(planet.key, false) })), chart.lagna?.navamsa ?? null, words, LEFT + WIDTH / 2 + 12, below, size);

  // The grahas, then the maha dasas, in two columns under the charts.
  let y = below + size + 16;
  const header: TextStyle = { size: 8.5, weight: 'bold', color: COLOR.muted };
  const columns = [LEFT, LEFT + 70, LEFT + 135, LEFT + 180];
  [words.graha, words.rasi, words.degree, words.star].forEach((text, index) => drawLine(doc, text, columns[index]!, y, header));
  y += lineHeight(header);
  for (const planet of chart.planets) {
    const cells = [`${named(grahaNames[planet.key])}${planet.retrograde && planet.key !== 'rahu' && planet.key !== 'ketu' ? ` (${words.retrograde})` : ''}`, named(rasiName(planet.rasi)), degrees(planet.degree_in_rasi), `${named(nakshatraName(planet.nakshatra))} · ${planet.pada}`];
    cells.forEach((text, index) => drawLine(doc, text, columns[index]!, y, { size: 8.5, color: COLOR.text }));
    y += 12.5;
  }
  let dasaY = below + size + 16;
  const dasaLeft = LEFT + WIDTH / 2 + 12;
  if (!prasanam) drawLine(doc, words.dasas, dasaLeft, dasaY, header);
  dasaY += lineHeight(header);
  for (const dasa of prasanam ? [] : chart.dasa.maha_dasas.slice(0, 10)) {
    drawLine(doc, named(grahaNames[dasa.lord]), dasaLeft, dasaY, { size: 8.5, color: COLOR.text });
    drawLine(doc, `${calendarDate(dasa.start, language)} – ${calendarDate(dasa.end, language)}`, dasaLeft + 62, dasaY, { size: 8.5, color: COLOR.text });
    dasaY += 12.5;
  }

  y = Math.max(y, dasaY) + 12;
  y = panchangamSection(doc, chart, language, y, prasanam ? 'prasanamPanchangam' : 'panchangam');
  for (const warning of chart.warnings) {
    const values: Record<string, string | number> =
      warning.code === 'moon_near_star_boundary' ? { arcminutes: warning.arcminutes, nakshatra: named(nakshatraName(warning.nakshatra)), neighbour: named(nakshatraName(warning.neighbour)) }
      : warning.code === 'lagna_near_rasi_boundary' ? { arcminutes: warning.arcminutes, rasi: named(rasiName(warning.rasi)), neighbour: named(rasiName(warning.neighbour)) }
      : warning.code === 'moon_star_changes_in_period' ? { nakshatras: warning.nakshatras.map((star) => named(nakshatraName(star))).join(' → ') }
      : warning.code === 'moon_rasi_changes_in_period' ? { rasis: warning.rasis.map((rasi) => named(rasiName(rasi))).join(' → ') }
      : clockWarningValues(warning);
    y = drawBlock(doc, fill(chartWarningTexts[warning.code][language], values).replaceAll('′', "'"), LEFT, y, WIDTH, { size: 9, color: COLOR.primary }) + 4;
  }
  drawBlock(doc, fill(words.footer, { node: words.node[input.chart.node] }), LEFT, PAGE.height - PAGE.margin - 10, WIDTH, { size: 7.5, color: COLOR.muted, align: 'center' });
  return pdfBytes(doc);
}
