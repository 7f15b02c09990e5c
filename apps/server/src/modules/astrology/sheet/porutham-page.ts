import {
  nakshatraName,
  poruthamGradeNames,
  poruthamNames,
  poruthamStatusNames,
  poruthamVerdictNames,
  poruthamVetoKeys,
  rasiName,
  sevvaiDoshamName,
  sevvaiPairNames,
  type Language,
  type Porutham,
  type SevvaiPairStatus,
} from '@portal/contracts';
import { drawBlock, drawLine, type PdfDocument } from '../../../lib/pdf/pdf-text';
import type { JathagamWords } from './jathagam-words';
import { body, COLOR, fill, heading, LEFT, small, WIDTH } from './sheet-layout';

/**
 * A marriage booking's porutham, from `top` down (decision 0029): both stars and padas, the ten
 * poruthams each with its status, grade and reason, the count, the verdict (Rajju and Vedhai
 * deciding) and the pair's sevvai dosham.
 */
export function poruthamPage(
  doc: PdfDocument,
  input: { porutham: Porutham; sevvai: SevvaiPairStatus | null; bride: string; bridegroom: string },
  language: Language,
  words: JathagamWords,
  top: number,
): void {
  const { porutham } = input;
  const named = (names: { english: string; tamil: string }) => names[language];
  const starOf = ({ nakshatra, pada }: Porutham['bride_star']) =>
    `${named(nakshatraName(nakshatra))}${pada ? `, ${words.pada} ${pada}` : ''}`;
  let y = top;
  drawLine(doc, words.poruthamTitle, LEFT, y, { size: 16, weight: 'bold', color: COLOR.primary });
  y += 26;
  const rasi = (number: number | null) => (number ? ` (${named(rasiName(number))})` : '');
  y = drawBlock(
    doc,
    `${words.bride}: ${input.bride} – ${starOf(porutham.bride_star)}${rasi(porutham.bride_rasi)}`,
    { x: LEFT, y, width: WIDTH, style: { ...body, weight: 'bold' } },
  );
  y =
    drawBlock(
      doc,
      `${words.bridegroom}: ${input.bridegroom} – ${starOf(porutham.bridegroom_star)}${rasi(porutham.bridegroom_rasi)}`,
      { x: LEFT, y, width: WIDTH, style: { ...body, weight: 'bold' } },
    ) + 4;
  y =
    drawBlock(doc, fill(words.poruthamCount, { count: porutham.star_count }), {
      x: LEFT,
      y,
      width: WIDTH,
      style: small,
    }) + 8;
  if (porutham.same_star_and_pada)
    y =
      drawBlock(doc, fill(words.sameStar, { star: starOf(porutham.bride_star) }), {
        x: LEFT,
        y,
        width: WIDTH,
        style: { size: 9.5, weight: 'bold', color: COLOR.primary },
      }) + 6;

  for (const item of porutham.items) {
    const veto = poruthamVetoKeys.includes(item.key);
    const color =
      item.status === 'matched'
        ? '#1f6b3a'
        : item.status === 'not_matched'
          ? COLOR.primary
          : COLOR.muted;
    drawLine(
      doc,
      `${named(poruthamNames[item.key])}${veto ? ` (${words.mustMatch})` : ''}`,
      LEFT,
      y,
      { size: 9.5, weight: 'bold', color: COLOR.text },
    );
    drawLine(
      doc,
      `${named(poruthamStatusNames[item.status])}${item.grade ? ` · ${named(poruthamGradeNames[item.grade])}` : ''}`,
      LEFT + 210,
      y,
      { size: 9.5, color },
    );
    y =
      drawBlock(doc, item.reason[language], {
        x: LEFT + 12,
        y: y + 12,
        width: WIDTH - 12,
        style: { size: 8, color: COLOR.muted },
      }) + 3;
  }
  y += 6;
  drawLine(
    doc,
    `${fill(words.poruthamScore, { matched: porutham.matched_count, total: porutham.total })} · ` +
      named(poruthamVerdictNames[porutham.verdict]),
    LEFT,
    y,
    heading,
  );
  y += 18;
  if (porutham.vetoed)
    y =
      drawBlock(doc, words.poruthamVetoed, {
        x: LEFT,
        y,
        width: WIDTH,
        style: { size: 9.5, color: COLOR.primary },
      }) + 4;
  drawBlock(
    doc,
    `${named(sevvaiDoshamName)}: ${named(sevvaiPairNames[input.sevvai ?? 'unknown'])}`,
    { x: LEFT, y, width: WIDTH, style: body },
  );
}
