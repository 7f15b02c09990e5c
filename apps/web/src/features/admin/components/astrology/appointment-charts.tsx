import { useTranslation } from '../../../../lib/translation/use-translation';
import type { Language } from '@portal/contracts';
import { useAppointmentCharts } from '../../api/chart-calls';
import { LoadState } from '../shared/load-state';
import { ChartNotes } from './chart-notes';
import { NodeSetting } from './node-setting';
import { OfficePlaceSetting } from './office-place-setting';
import { PersonChart } from './person-chart';
import { PoruthamCard } from './porutham-card';
import { PrasanamChart } from './prasanam-chart';
import '../../../../styles/astrology.css';

/**
 * The appointment's astrology for the office: the person's Jathagam, and for a marriage booking
 * the porutham card and both charts (the bride's first).
 */
export function AppointmentCharts({
  appointmentId,
  language,
  now,
}: {
  appointmentId: number;
  language: Language;
  now?: Date;
}) {
  const { t } = useTranslation('admin');
  const query = useAppointmentCharts(appointmentId, language);
  const reply = query.data;
  const marriage = Boolean(reply?.bridegroom);
  // A Prasanam booking given no birth time is read from the question's chart alone: no birth chart to miss.
  const questionOnly = Boolean(reply?.prasanam) && reply?.person.problem === 'no_birth_time';
  return (
    <section className="admin-panel astro-panel" aria-labelledby="astro-title">
      <h2 id="astro-title" className="admin-panel__title">
        {t(
          marriage ? 'astro_title_marriage' : questionOnly ? 'astro_title_prasanam' : 'astro_title',
        )}
      </h2>
      <LoadState query={query} />
      {reply && (
        <>
          {reply.porutham && (
            <PoruthamCard porutham={reply.porutham} sevvai={reply.sevvai} language={language} />
          )}
          {!questionOnly && (
            <PersonChart
              appointmentId={appointmentId}
              person={reply.person}
              role={marriage ? 'bride' : undefined}
              language={language}
              now={now}
            />
          )}
          {reply.bridegroom && (
            <PersonChart
              appointmentId={appointmentId}
              person={reply.bridegroom}
              role="bridegroom"
              language={language}
              now={now}
            />
          )}
          {reply.prasanam && (
            <PrasanamChart
              appointmentId={appointmentId}
              prasanam={reply.prasanam}
              language={language}
            />
          )}
          <ChartNotes
            key={reply.notes?.updated_at ?? 'none'}
            appointmentId={appointmentId}
            notes={reply.notes}
            language={language}
          />
          <NodeSetting language={language} />
          {reply.prasanam && <OfficePlaceSetting language={language} />}
        </>
      )}
    </section>
  );
}
