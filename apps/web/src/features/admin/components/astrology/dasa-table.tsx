import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chart, Language } from '@portal/contracts';
import { formatIndiaDate } from '../../../../lib/date-format';
import { grahaIn, isRunning } from './astrology-words';

type Period = Chart['dasa']['maha_dasas'][number]['bhuktis'][number];

/** Periods with their dates (not their lengths: a cut period keeps its full length in the reply), the running one marked; for the maha dasas or one dasa's bhuktis. */
function PeriodTable({ caption, owner, periods, now, language, captionHidden = false }: { caption: string; owner: string; periods: Period[]; now: Date; language: Language; captionHidden?: boolean }) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  return (
    <div className="astro-table-scroll" role="region" aria-label={`${caption}, ${owner}`} tabIndex={0}>
      <table className="astro-table">
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
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
              <tr key={`${period.lord}-${period.start}`} className={running ? 'astro-table__running' : undefined} aria-current={running ? 'true' : undefined}>
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
    </div>
  );
}

/** One dasa's bhuktis behind a disclosure, open for the running dasa; the table is drawn only when open. */
function Bhuktis({ maha, owner, now, language }: { maha: Chart['dasa']['maha_dasas'][number]; owner: string; now: Date; language: Language }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(() => isRunning(maha, now));
  const title = t('astro_bhuktis_of', { lord: grahaIn(maha.lord, language) });
  return (
    <details className="astro-bhuktis" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{title}</summary>
      {open && <PeriodTable caption={title} owner={owner} periods={maha.bhuktis} now={now} language={language} captionHidden />}
    </details>
  );
}

/**
 * The Vimshottari dasa: the balance at birth, each maha dasa with its dates (the running one
 * marked), and each dasa's bhuktis behind a disclosure, the running dasa's open.
 */
export function DasaTable({ dasa, owner, language, now = new Date() }: { dasa: Chart['dasa']; owner: string; language: Language; now?: Date }) {
  const { t } = useTranslation('admin');
  const lord = grahaIn(dasa.birth_lord, language);
  return (
    <div className="astro-dasa">
      <p className="astro-dasa__balance">{t('astro_dasa_balance', { lord, years: dasa.balance.years, months: dasa.balance.months, days: dasa.balance.days })}</p>
      <PeriodTable caption={t('astro_maha_dasas')} owner={owner} periods={dasa.maha_dasas} now={now} language={language} />
      {dasa.maha_dasas.map((maha) => <Bhuktis key={`${maha.lord}-${maha.start}`} maha={maha} owner={owner} now={now} language={language} />)}
    </div>
  );
}
