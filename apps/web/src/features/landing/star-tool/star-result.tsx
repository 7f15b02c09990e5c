import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import {
  chartWarningTexts,
  clockWarningValues,
  zoneWarningValues,
  nakshatraName,
  rasiName,
  type Chart,
  type Language,
} from '@portal/contracts';
import { PanchangamFacts } from '../../../components/panchangam-facts';

type Warning = Chart['warnings'][number];

const star = (nakshatra: number, language: Language) =>
  language === 'tamil' ? nakshatraName(nakshatra).tamil : nakshatraName(nakshatra).english;
const rasi = (number: number, language: Language) => {
  const name = rasiName(number);
  return language === 'tamil' ? name.tamil : `${name.english} (${name.western})`;
};
const rasiShort = (number: number, language: Language) =>
  language === 'tamil' ? rasiName(number).tamil : rasiName(number).english;

/** A chart warning in words, its placeholders filled with names in the page's language. */
export function warningText(warning: Warning, language: Language): string {
  const values: Record<string, string> = {};
  if (warning.code === 'moon_near_star_boundary')
    Object.assign(values, {
      arcminutes: String(Math.round(warning.arcminutes)),
      nakshatra: star(warning.nakshatra, language),
      neighbour: star(warning.neighbour, language),
    });
  if (warning.code === 'lagna_near_rasi_boundary')
    Object.assign(values, {
      arcminutes: String(Math.round(warning.arcminutes)),
      rasi: rasiShort(warning.rasi, language),
      neighbour: rasiShort(warning.neighbour, language),
    });
  if (warning.code === 'moon_star_changes_in_period')
    values.nakshatras = warning.nakshatras.map((n) => star(n, language)).join(' → ');
  if (warning.code === 'moon_rasi_changes_in_period')
    values.rasis = warning.rasis.map((n) => rasiShort(n, language)).join(' → ');
  if (warning.code === 'clock_time_repeated' || warning.code === 'clock_time_skipped')
    Object.assign(values, clockWarningValues(warning));
  if (warning.code === 'zone_doubtful') Object.assign(values, zoneWarningValues(warning));
  return chartWarningTexts[warning.code][language].replace(
    /\{(\w+)\}/g,
    (whole, key: string) => values[key] ?? whole,
  );
}

interface StarResultProps {
  chart: Chart;
  language: Language;
  /** The place as the person chose it, in the page's language. */
  placeName: string;
  onBook: () => void;
}

/** The person's natchathiram and pada, rasi and lagna, the warnings, and the call to book. */
export function StarResult({ chart, language, placeName, onBook }: StarResultProps) {
  const { t } = useTranslation('star-tool');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [chart]);
  const { moon, lagna } = chart;
  const changing = moon.nakshatra_range.length > 1;
  // The star's range is shown with the star; its warning would say it twice.
  const warnings = chart.warnings.filter(
    (warning) => warning.code !== 'moon_star_changes_in_period',
  );

  return (
    <div className="star-result">
      <h3 className="star-result__title" ref={heading} tabIndex={-1}>
        {t('result_title')}
      </h3>
      <dl className="star-result__facts">
        <div className="star-result__fact">
          <dt>{t('natchathiram')}</dt>
          <dd data-testid="star-natchathiram">
            <strong>{star(moon.nakshatra, language)}</strong>, {t('pada', { pada: moon.pada })}
            {changing && (
              <span className="star-result__note">
                {t('star_range', {
                  stars: moon.nakshatra_range.map((n) => star(n, language)).join(' → '),
                })}
              </span>
            )}
          </dd>
        </div>
        <div className="star-result__fact">
          <dt>{t('rasi')}</dt>
          <dd data-testid="star-rasi">
            <strong>{rasi(moon.rasi, language)}</strong>
          </dd>
        </div>
        <div className="star-result__fact">
          <dt>{t('lagna')}</dt>
          <dd data-testid="star-lagna">
            {lagna ? (
              <strong>{rasi(lagna.rasi, language)}</strong>
            ) : (
              <span className="star-result__muted">{t('lagna_needs_time')}</span>
            )}
          </dd>
        </div>
      </dl>
      <p className="star-result__place">
        {t('result_place', {
          place: placeName || chart.place.name || '',
          zone: chart.birth.utc_offset,
        })}
      </p>
      {warnings.length > 0 && (
        <div className="star-result__warnings">
          <h4>{t('warnings_title')}</h4>
          <ul>
            {warnings.map((warning) => (
              <li key={warning.code}>{warningText(warning, language)}</li>
            ))}
          </ul>
        </div>
      )}
      <PanchangamFacts
        panchangam={chart.panchangam}
        language={language}
        timeZone={chart.place.time_zone}
      />
      <div className="star-result__book">
        <h4>{t('book_title')}</h4>
        <p>{t('book_text')}</p>
        <button type="button" className="button button--primary button--large" onClick={onBook}>
          {t('book_button')}
        </button>
      </div>
    </div>
  );
}
