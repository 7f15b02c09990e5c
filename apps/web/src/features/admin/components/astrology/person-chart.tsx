import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  rasiOfBhava,
  type AppointmentChartsReply,
  type Chart,
  type Language,
} from '@portal/contracts';
import { PanchangamFacts } from '../../../../components/panchangam-facts';
import { downloadJathagamSheet } from '../../api/document-calls';
import { DocumentButton } from '../appointments/money/document-button';
import { ChartReadings } from './chart-readings';
import { ChartWarnings } from './chart-warnings';
import { DasaTable } from './dasa-table';
import { nakshatraIn, rasiIn } from './astrology-words';
import { PlanetTable } from './planet-table';
import { SouthIndianChart, type ChartBody } from './south-indian-chart';

type Person = AppointmentChartsReply['person'];

/** The bhava chart: each graha in the square of its bhava, counted from the lagna's rasi. */
function bhavaBodies(chart: Chart): ChartBody[] {
  const lagna = chart.lagna!.rasi;
  return chart.planets.map((planet) => ({
    key: planet.key,
    rasi: rasiOfBhava(lagna, planet.bhava ?? 1),
    retrograde: planet.retrograde,
  }));
}

/** The person's rasi, natchathiram and lagna, and where and when the chart was cast. */
function ChartFacts({ chart, language }: { chart: Chart; language: Language }) {
  const { t } = useTranslation('admin');
  const { moon } = chart;
  // A period birth's pada is not known (the Moon crosses about a pada in the period); a star range when it changes.
  const stars =
    moon.nakshatra_range.length > 1
      ? moon.nakshatra_range.map((star) => nakshatraIn(star, language)).join(' → ')
      : chart.birth.time_known
        ? `${nakshatraIn(moon.nakshatra, language)} ${t('astro_pada_short', { pada: moon.pada })}`
        : nakshatraIn(moon.nakshatra, language);
  const rasis =
    moon.rasi_range.length > 1
      ? moon.rasi_range.map((rasi) => rasiIn(rasi, language)).join(' → ')
      : rasiIn(moon.rasi, language);
  const ayanamsa = `${Math.floor(chart.ayanamsa)}° ${String(Math.floor((chart.ayanamsa % 1) * 60)).padStart(2, '0')}′`;
  return (
    <>
      <dl className="astro-facts">
        <div>
          <dt>{t('astro_person_rasi')}</dt>
          <dd>{rasis}</dd>
        </div>
        <div>
          <dt>{t('astro_person_star')}</dt>
          <dd>{stars}</dd>
        </div>
        <div>
          <dt>{t('astro_lagna')}</dt>
          <dd>{chart.lagna ? rasiIn(chart.lagna.rasi, language) : t('astro_no_lagna_short')}</dd>
        </div>
      </dl>
      <p className="astro-cast">
        {t('astro_cast_for', {
          place:
            chart.place.name ??
            `${chart.place.latitude.toFixed(2)}, ${chart.place.longitude.toFixed(2)}`,
          zone: chart.place.time_zone,
          offset:
            chart.birth.utc_offset_from === 'given'
              ? `${chart.birth.utc_offset}, ${t('astro_offset_given')}`
              : chart.birth.utc_offset,
          ayanamsa,
          node: t(`astro_cast_node_${chart.node}`),
        })}
        {!chart.birth.time_known && ` ${t('astro_no_lagna')}`}
      </p>
    </>
  );
}

/**
 * One person's Jathagam: the rasi and navamsam squares side by side (stacked on a phone), the
 * warnings, the planet table and the dasa table; or why no chart could be cast.
 */
export function PersonChart({
  appointmentId,
  person,
  role,
  language,
  now,
}: {
  appointmentId: number;
  person: Person;
  role?: 'bride' | 'bridegroom';
  language: Language;
  now?: Date;
}) {
  const { t } = useTranslation('admin');
  const heading = role ? `${t(`astro_${role}`)}: ${person.name}` : person.name;
  const chart = person.chart;
  return (
    <section className="astro-person" aria-label={heading}>
      <h3 className="astro-person__name">{heading}</h3>
      {!chart ? (
        <p className="astro-problem" role="note">
          {t('astro_no_chart', {
            problem: person.problem ? t(`astro_problem_${person.problem}`) : '',
          })}
        </p>
      ) : (
        <>
          <ChartFacts chart={chart} language={language} />
          <DocumentButton
            label={t('astro_sheet')}
            download={() =>
              downloadJathagamSheet(
                appointmentId,
                role === 'bridegroom' ? 'bridegroom' : 'main',
                `jathagam-${person.name}.pdf`,
                language,
              )
            }
          />
          <ChartWarnings warnings={chart.warnings} language={language} />
          <PanchangamFacts
            panchangam={chart.panchangam}
            language={language}
            timeZone={chart.place.time_zone}
            owner={person.name}
          />
          <div className="astro-squares">
            <SouthIndianChart
              title={t('astro_rasi_chart')}
              name={person.name}
              language={language}
              lagnaRasi={chart.lagna?.rasi ?? null}
              bodies={chart.planets.map((planet): ChartBody => ({
                key: planet.key,
                rasi: planet.rasi,
                retrograde: planet.retrograde,
              }))}
            />
            <SouthIndianChart
              title={t('astro_navamsam_chart')}
              name={person.name}
              language={language}
              lagnaRasi={chart.lagna?.navamsa ?? null}
              bodies={chart.planets.map((planet): ChartBody => ({
                key: planet.key,
                rasi: planet.navamsa,
                retrograde: planet.retrograde,
              }))}
            />
            {chart.lagna && (
              <SouthIndianChart
                title={t('astro_bhava_chart')}
                name={person.name}
                language={language}
                lagnaRasi={chart.lagna.rasi}
                bodies={bhavaBodies(chart)}
              />
            )}
          </div>
          <ChartReadings chart={chart} language={language} />
          <PlanetTable chart={chart} owner={person.name} language={language} />
          <DasaTable
            dasa={chart.dasa}
            birthUtc={chart.birth.utc}
            owner={person.name}
            language={language}
            now={now}
          />
        </>
      )}
    </section>
  );
}
