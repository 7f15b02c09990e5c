import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AppointmentChartsReply, Language } from '@portal/contracts';
import { PanchangamFacts } from '../../../../components/panchangam-facts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { downloadJathagamSheet } from '../../api/document-calls';
import { useRecordPrasanamTime } from '../../api/chart-calls';
import { useOutcomeToast } from '../../form-feedback';
import { DocumentButton } from '../appointments/money/document-button';
import { PlanetTable } from './planet-table';
import { SouthIndianChart, type ChartBody } from './south-indian-chart';

type Prasanam = NonNullable<AppointmentChartsReply['prasanam']>;

/** "2026-11-20T10:45" in India time, as a datetime-local field shows it, from an ISO instant. */
const indiaLocalOf = (iso: string) =>
  new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 16);

/**
 * A Prasanam booking's chart of the question (decision 0076): cast for the moment the
 * question was asked (the consultation's start, or the time the astrologer records here) at the
 * office's place, with that moment's panchangam, the squares, the grahas and the printable sheet.
 */
export function PrasanamChart({
  appointmentId,
  prasanam,
  language,
}: {
  appointmentId: number;
  prasanam: Prasanam;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const [askedAt, setAskedAt] = useState(() =>
    prasanam.asked_at ? indiaLocalOf(prasanam.asked_at) : '',
  );
  const record = useRecordPrasanamTime(appointmentId, language);
  const outcome = useOutcomeToast();
  const { chart } = prasanam;
  const title = t('astro_prasanam_title');
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (askedAt) void outcome(record.mutateAsync(`${askedAt}:00+05:30`), 'astro_prasanam_saved');
  };
  const useStart = () =>
    void outcome(
      record.mutateAsync(null).then((reply) => {
        setAskedAt(reply.prasanam?.asked_at ? indiaLocalOf(reply.prasanam.asked_at) : '');
        return reply;
      }),
      'astro_prasanam_saved',
    );
  return (
    <section className="astro-person" aria-label={title}>
      <h3 className="astro-person__name">{title}</h3>
      <p className="astro-cast">
        {prasanam.asked_at && chart
          ? t(
              prasanam.from === 'recorded'
                ? 'astro_prasanam_asked_recorded'
                : 'astro_prasanam_asked_start',
              {
                time: formatIndiaDateTime(prasanam.asked_at, language),
                place: chart.place.name ?? '',
              },
            )
          : t('astro_prasanam_no_time')}
      </p>
      <form className="astro-prasanam-time no-print" onSubmit={save}>
        <label htmlFor={`prasanam-time-${appointmentId}`}>{t('astro_prasanam_time_label')}</label>
        <input
          id={`prasanam-time-${appointmentId}`}
          className="text-input"
          type="datetime-local"
          value={askedAt}
          onChange={(event) => setAskedAt(event.target.value)}
        />
        <button type="submit" className="button" disabled={record.isPending || !askedAt}>
          {t('astro_prasanam_time_save')}
        </button>
        {prasanam.from === 'recorded' && (
          <button type="button" className="button" disabled={record.isPending} onClick={useStart}>
            {t('astro_prasanam_time_reset')}
          </button>
        )}
      </form>
      {chart && (
        <>
          <DocumentButton
            label={t('astro_prasanam_sheet')}
            download={() =>
              downloadJathagamSheet(
                appointmentId,
                'prasanam',
                `prasanam-${appointmentId}.pdf`,
                language,
              )
            }
          />
          <PanchangamFacts
            panchangam={chart.panchangam}
            language={language}
            timeZone={chart.place.time_zone}
            title="prasanamPanchangam"
          />
          <div className="astro-squares">
            <SouthIndianChart
              title={t('astro_rasi_chart')}
              name={t('astro_prasanam_short')}
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
              name={t('astro_prasanam_short')}
              language={language}
              lagnaRasi={chart.lagna?.navamsa ?? null}
              bodies={chart.planets.map((planet): ChartBody => ({
                key: planet.key,
                rasi: planet.navamsa,
                retrograde: planet.retrograde,
              }))}
            />
          </div>
          <PlanetTable
            chart={chart}
            owner={title}
            language={language}
            moonNote={t('astro_prasanam_moon')}
          />
        </>
      )}
    </section>
  );
}
