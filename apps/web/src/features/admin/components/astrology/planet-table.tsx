import { useId } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { Chart, Language } from '@portal/contracts';
import { ScrollRegion } from '../shared/scroll-region';
import { degreeText, grahaIn, nakshatraIn, rasiIn } from './astrology-words';

/**
 * Each graha (and first the lagna) with its rasi, degree in the rasi, star and pada, house and
 * navamsam (a retrograde graha says so under its name): the facts of both square charts, in words.
 * The Moon's row is the person's
 * rasi and natchathiram and is marked so.
 */
/** The house by rasi, and the bhava (by degree) after it when it differs: "1 / 12". */
const houseAndBhava = (house: number | null, bhava: number | null) =>
  house === null ? '-' : bhava === null || bhava === house ? String(house) : `${house} / ${bhava}`;

export function PlanetTable({
  chart,
  owner,
  language,
  moonNote,
}: {
  chart: Chart;
  owner: string;
  language: Language;
  moonNote?: string;
}) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const star = (nakshatra: number, pada: number) =>
    `${nakshatraIn(nakshatra, language)} ${t('astro_pada_short', { pada })}`;
  return (
    // The region is named with the person too: a marriage booking has two such tables on the page.
    <ScrollRegion className="astro-table-scroll" label={`${t('astro_planet_table')}, ${owner}`}>
      <table className="astro-table">
        <caption id={captionId}>{t('astro_planet_table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('astro_col_graha')}</th>
            <th scope="col">{t('astro_col_rasi')}</th>
            <th scope="col">{t('astro_col_degree')}</th>
            <th scope="col">{t('astro_col_star')}</th>
            <th scope="col">{t('astro_col_star_lord')}</th>
            <th scope="col">{t('astro_col_house_bhava')}</th>
            <th scope="col">{t('astro_col_navamsam')}</th>
          </tr>
        </thead>
        <tbody>
          {chart.lagna && (
            <tr className="astro-table__lagna">
              <th scope="row">{t('astro_lagna')}</th>
              <td>{rasiIn(chart.lagna.rasi, language)}</td>
              <td className="astro-table__number">{degreeText(chart.lagna.degree_in_rasi)}</td>
              <td>{star(chart.lagna.nakshatra, chart.lagna.pada)}</td>
              <td>{grahaIn(chart.lagna.star_lord, language)}</td>
              <td className="astro-table__number">1</td>
              <td>{rasiIn(chart.lagna.navamsa, language)}</td>
            </tr>
          )}
          {chart.planets.map((planet) => {
            const own = planet.key === 'moon';
            return (
              <tr key={planet.key} className={own ? 'astro-table__moon' : undefined}>
                <th scope="row">
                  {grahaIn(planet.key, language)}
                  {planet.retrograde && (
                    <span className="astro-table__retrograde">{t('astro_retrograde')}</span>
                  )}
                  {own && (
                    <span className="astro-table__own">{moonNote ?? t('astro_own_rasi_star')}</span>
                  )}
                </th>
                <td>{rasiIn(planet.rasi, language)}</td>
                <td className="astro-table__number">{degreeText(planet.degree_in_rasi)}</td>
                <td>{star(planet.nakshatra, planet.pada)}</td>
                <td>{grahaIn(planet.star_lord, language)}</td>
                <td className="astro-table__number">{houseAndBhava(planet.house, planet.bhava)}</td>
                <td>{rasiIn(planet.navamsa, language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
