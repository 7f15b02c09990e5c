import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { subPeriodsOf, type Chart, type Language } from '@portal/contracts';
import { formatIndiaDate } from '../../../../lib/date-format';
import { grahaIn, isRunning } from './astrology-words';
import { ScrollRegion } from '../shared/scroll-region';

type Period = Chart['dasa']['maha_dasas'][number]['bhuktis'][number];

/**
 * Periods with their dates (not their lengths: a cut period keeps its full length in the reply),
 * the running one marked; for the maha dasas or one dasa's bhuktis.
 */
function PeriodTable({
  caption,
  owner,
  periods,
  now,
  language,
  captionHidden = false,
}: {
  caption: string;
  owner: string;
  periods: Period[];
  now: Date;
  language: Language;
  captionHidden?: boolean;
}) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  return (
    <ScrollRegion className="astro-table-scroll" label={`${caption}, ${owner}`}>
      <table className="astro-table">
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('astro_col_lord')}</th>
            <th scope="col">{t('astro_col_from')}</th>
            <th scope="col">{t('astro_col_to')}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => {
            const running = isRunning(period, now);
            return (
              <tr
                key={`${period.lord}-${period.start}`}
                className={running ? 'astro-table__running' : undefined}
                aria-current={running ? 'true' : undefined}
              >
                <th scope="row">
                  {grahaIn(period.lord, language)}
                  {running && <span className="astro-table__own">{t('astro_running')}</span>}
                </th>
                <td className="astro-table__date">{formatIndiaDate(period.start, language)}</td>
                <td className="astro-table__date">{formatIndiaDate(period.end, language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

interface Timing {
  owner: string;
  now: Date;
  language: Language;
  /** The chart's birth instant: a period starting there was cut at the birth. */
  birthUtc: string;
  dasaYearDays: number;
}

/** One bhukti's antarams (the third level) behind a disclosure, divided only when opened. */
function Antarams({
  bhukti,
  mahaLord,
  timing,
}: {
  bhukti: Period;
  mahaLord: string;
  timing: Timing;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const title = t('astro_antarams_of', {
    maha: mahaLord,
    lord: grahaIn(bhukti.lord, timing.language),
  });
  return (
    <details
      className="astro-bhuktis astro-antarams"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{title}</summary>
      {open && (
        <PeriodTable
          caption={title}
          owner={timing.owner}
          periods={subPeriodsOf(bhukti, timing.dasaYearDays, bhukti.start === timing.birthUtc)}
          now={timing.now}
          language={timing.language}
          captionHidden
        />
      )}
    </details>
  );
}

/**
 * One dasa's bhuktis behind a disclosure, open for the running dasa; the table is drawn only when
 * open, each bhukti's antarams under it.
 */
function Bhuktis({ maha, timing }: { maha: Chart['dasa']['maha_dasas'][number]; timing: Timing }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(() => isRunning(maha, timing.now));
  const lord = grahaIn(maha.lord, timing.language);
  const title = t('astro_bhuktis_of', { lord });
  return (
    <details
      className="astro-bhuktis"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{title}</summary>
      {open && (
        <>
          <PeriodTable
            caption={title}
            owner={timing.owner}
            periods={maha.bhuktis}
            now={timing.now}
            language={timing.language}
            captionHidden
          />
          {maha.bhuktis.map((bhukti) => (
            <Antarams
              key={`${bhukti.lord}-${bhukti.start}`}
              bhukti={bhukti}
              mahaLord={lord}
              timing={timing}
            />
          ))}
        </>
      )}
    </details>
  );
}

/**
 * The Vimshottari dasa: the balance at birth, each maha dasa with its dates (the running one
 * marked), each dasa's bhuktis behind a disclosure (the running dasa's open), and each bhukti's
 * antarams behind one more, divided on demand by the contracts' Vimshottari rule.
 */
export function DasaTable({
  dasa,
  birthUtc,
  owner,
  language,
  now = new Date(),
}: {
  dasa: Chart['dasa'];
  birthUtc: string;
  owner: string;
  language: Language;
  now?: Date;
}) {
  const { t } = useTranslation('admin');
  const lord = grahaIn(dasa.birth_lord, language);
  const timing: Timing = { owner, now, language, birthUtc, dasaYearDays: dasa.dasa_year_days };
  return (
    <div className="astro-dasa">
      <p className="astro-dasa__balance">
        {t('astro_dasa_balance', {
          lord,
          years: dasa.balance.years,
          months: dasa.balance.months,
          days: dasa.balance.days,
        })}
      </p>
      <PeriodTable
        caption={t('astro_maha_dasas')}
        owner={owner}
        periods={dasa.maha_dasas}
        now={now}
        language={language}
      />
      {dasa.maha_dasas.map((maha) => (
        <Bhuktis key={`${maha.lord}-${maha.start}`} maha={maha} timing={timing} />
      ))}
    </div>
  );
}
