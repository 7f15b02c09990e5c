import {
  jathagamReadingLabels,
  saturnPeriodSentence,
  sevvaiSentence,
  transitLines,
  type Chart,
  type Language,
} from '@portal/contracts';
import { formatIndiaDate } from '../../../../lib/date-format';

/**
 * What the astrologer reads beside the squares: the person's own sevvai dosham (the house
 * counted from, the exception that cancelled it) and the transits now from the Moon with the Saturn
 * period running. The sentences live in the contracts, which the printed sheet uses too.
 */
export function ChartReadings({ chart, language }: { chart: Chart; language: Language }) {
  const label = (key: keyof typeof jathagamReadingLabels) => jathagamReadingLabels[key][language];
  return (
    <div className="astro-readings">
      {chart.sevvai && (
        <p className="astro-readings__sevvai">{sevvaiSentence(chart.sevvai, language)}</p>
      )}
      <div className="astro-readings__transits">
        <p className="astro-readings__title">
          <strong>{label('transits')}</strong> (
          {label('transitsAt').replace('{date}', formatIndiaDate(chart.transits.at, language))})
        </p>
        <ul>
          {transitLines(chart.transits, language).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="astro-readings__saturn">{saturnPeriodSentence(chart.transits, language)}</p>
      </div>
    </div>
  );
}
