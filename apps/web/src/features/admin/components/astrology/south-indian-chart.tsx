import { useTranslation } from '../../../../lib/translation/use-translation';
import type { GrahaKey, Language } from '@portal/contracts';
import { grahaIn, rasiIn } from './astrology-words';

/**
 * The fixed squares of the South Indian chart, [row, column] of a 4×4 grid for rasi 1 Mesham ...
 * 12 Meenam: Meenam top left, Mesham to Mithunam along the top, Kadagam and Simmam down the
 * right, Kanni bottom right to Dhanusu bottom left, Magaram and Kumbam up the left.
 */
export const squareOfRasi: Readonly<Record<number, readonly [row: number, column: number]>> = {
  12: [0, 0],
  1: [0, 1],
  2: [0, 2],
  3: [0, 3],
  11: [1, 0],
  4: [1, 3],
  10: [2, 0],
  5: [2, 3],
  9: [3, 0],
  8: [3, 1],
  7: [3, 2],
  6: [3, 3],
};

export interface ChartBody {
  key: GrahaKey;
  rasi: number;
  retrograde: boolean;
}

const SIDE = 100;

/**
 * One division (rasi or navamsam) as the South Indian square: each square lists its grahas by
 * their short names, retrograde ones marked; the lagna's square has the diagonal stroke and ல/La.
 * The picture is one image for screen readers, labelled with the same facts in words.
 */
export function SouthIndianChart({
  title,
  name,
  bodies,
  lagnaRasi,
  language,
}: {
  title: string;
  name: string;
  bodies: ChartBody[];
  lagnaRasi: number | null;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const short = (key: GrahaKey) => t(`astro_abbr_${key}`);
  const summary = Array.from({ length: 12 }, (_, index) => index + 1)
    .map((rasi) => {
      const names = [
        ...(lagnaRasi === rasi ? [t('astro_lagna')] : []),
        ...bodies
          .filter((body) => body.rasi === rasi)
          .map(
            (body) =>
              `${grahaIn(body.key, language)}${body.retrograde ? ` (${t('astro_retrograde')})` : ''}`,
          ),
      ];
      return names.length > 0 ? `${rasiIn(rasi, language)}: ${names.join(', ')}` : null;
    })
    .filter(Boolean)
    .join('; ');
  const label = `${title}, ${name}. ${lagnaRasi ? '' : `${t('astro_no_lagna_short')} `}${summary}.`;

  return (
    <svg
      className="south-chart"
      viewBox={`-2 -2 ${SIDE * 4 + 4} ${SIDE * 4 + 4}`}
      role="img"
      aria-label={label}
    >
      <rect x={SIDE} y={SIDE} width={SIDE * 2} height={SIDE * 2} className="south-chart__centre" />
      {Object.entries(squareOfRasi).map(([rasiText, [row, column]]) => {
        const rasi = Number(rasiText);
        const entries = [
          ...(lagnaRasi === rasi
            ? [{ id: 'lagna', text: t('astro_abbr_lagna'), lagna: true }]
            : []),
          ...bodies
            .filter((body) => body.rasi === rasi)
            .map((body) => ({
              id: body.key,
              text: `${short(body.key)}${body.retrograde ? t('astro_retro_mark') : ''}`,
              lagna: false,
            })),
        ];
        const x = column * SIDE;
        const y = row * SIDE;
        // Up to four names one under another (Tamil ones with (வ) are too wide for two columns);
        // more in two smaller columns.
        const columns = entries.length <= 4 ? 1 : 2;
        const fontSize =
          entries.length <= 3 ? 17 : entries.length === 4 ? 15 : entries.length <= 8 ? 12 : 11;
        return (
          <g
            key={rasi}
            data-rasi={rasi}
            data-row={row}
            data-column={column}
            className={
              lagnaRasi === rasi
                ? 'south-chart__square south-chart__square--lagna'
                : 'south-chart__square'
            }
          >
            <rect x={x} y={y} width={SIDE} height={SIDE} />
            {lagnaRasi === rasi && (
              <line x1={x} y1={y + 26} x2={x + 26} y2={y} className="south-chart__lagna-stroke" />
            )}
            {entries.map((entry, index) => (
              <text
                key={entry.id}
                x={x + (columns === 1 ? SIDE / 2 : index % 2 === 0 ? 27 : 73)}
                y={y + 10 + fontSize + Math.floor(index / columns) * (fontSize + 2)}
                fontSize={fontSize}
                textAnchor="middle"
                className={entry.lagna ? 'south-chart__lagna' : 'south-chart__graha'}
                data-body={entry.id}
              >
                {entry.text}
              </text>
            ))}
            <text
              x={x + SIDE / 2}
              y={y + SIDE - 7}
              fontSize="11"
              textAnchor="middle"
              className="south-chart__rasi-name"
            >
              {rasiIn(rasi, language)}
            </text>
          </g>
        );
      })}
      <rect x="0" y="0" width={SIDE * 4} height={SIDE * 4} className="south-chart__frame" />
      <text
        x={SIDE * 2}
        y={SIDE * 2 - 6}
        fontSize="20"
        textAnchor="middle"
        className="south-chart__title"
      >
        {title}
      </text>
      <text
        x={SIDE * 2}
        y={SIDE * 2 + 20}
        fontSize="14"
        textAnchor="middle"
        className="south-chart__name"
      >
        {name}
      </text>
    </svg>
  );
}
