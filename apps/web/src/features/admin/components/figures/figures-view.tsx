import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  languageLocales,
  type FigureGroup,
  type FiguresReply,
  type Language,
} from '@portal/contracts';
import { formatPaise, rupeeTextToPaise } from '../../../../lib/money';
import { BarChart } from './bar-chart';
import { FiguresTable } from './figures-tables';
import './figures.css';

/** A period's short name on the chart: 12 Jan (a day or a week's first day) or Jan 2030. */
function periodLabel(start: string, group: FigureGroup, language: Language): string {
  const date = new Date(`${start}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    group === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(languageLocales[language], options).format(date);
}

/** A period's name in the table: the day, or its first and last day. */
function periodName(period: { start: string; end: string }, language: Language): string {
  const format = (date: string) =>
    new Intl.DateTimeFormat(languageLocales[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  return period.start === period.end
    ? format(period.start)
    : `${format(period.start)} – ${format(period.end)}`;
}

const wholeRupees = (paise: number) => formatPaise(paise).replace(/\.00$/, '');

/**
 * The figures of a period: two charts (consultations; money) and the same figures as tables, then
 * by service and by astrologer.
 */
export function FiguresView({ figures, language }: { figures: FiguresReply; language: Language }) {
  const { t } = useTranslation('figures');
  const labels = figures.periods.map((period) =>
    periodLabel(period.start, figures.group, language),
  );
  const name = (named: { name_english: string; name_tamil: string }) =>
    language === 'tamil' ? named.name_tamil : named.name_english;
  const money = (field: 'online' | 'cash' | 'refunds') =>
    figures.periods.map((period) => rupeeTextToPaise(period[field]));
  const between = {
    from: periodName({ start: figures.from, end: figures.from }, language),
    to: periodName({ start: figures.to, end: figures.to }, language),
  };
  const totals = figures.totals;
  return (
    <>
      <div className="figures-charts">
        <BarChart
          title={t('chart_consultations')}
          description={t('chart_consultations_description', {
            ...between,
            bookings: totals.bookings,
            held: totals.held,
            no_shows: totals.no_shows,
            cancellations: totals.cancellations,
          })}
          labels={labels}
          series={[
            {
              key: 'bookings',
              label: t('column_bookings'),
              values: figures.periods.map((period) => period.bookings),
            },
            {
              key: 'held',
              label: t('column_held'),
              values: figures.periods.map((period) => period.held),
            },
            {
              key: 'no_shows',
              label: t('column_no_shows'),
              values: figures.periods.map((period) => period.no_shows),
            },
            {
              key: 'cancellations',
              label: t('column_cancellations'),
              values: figures.periods.map((period) => period.cancellations),
            },
          ]}
          formatValue={(value) => String(value)}
          whole
        />
        <BarChart
          title={t('chart_money')}
          description={t('chart_money_description', {
            ...between,
            online: formatPaise(rupeeTextToPaise(totals.online)),
            cash: formatPaise(rupeeTextToPaise(totals.cash)),
            refunds: formatPaise(rupeeTextToPaise(totals.refunds)),
            net: formatPaise(rupeeTextToPaise(totals.net)),
          })}
          labels={labels}
          series={[
            { key: 'online', label: t('column_online'), values: money('online') },
            { key: 'cash', label: t('column_cash'), values: money('cash') },
            { key: 'refunds', label: t('column_refunds'), values: money('refunds') },
          ]}
          formatValue={wholeRupees}
        />
      </div>
      <FiguresTable
        caption={t('table_periods')}
        rowHeading={t('column_period')}
        rows={figures.periods.map((period) => ({
          key: period.start,
          label: periodName(period, language),
          values: period,
        }))}
        totals={totals}
      />
      <FiguresTable
        caption={t('table_services')}
        rowHeading={t('column_service')}
        rows={figures.by_service.map((entry) => ({
          key: String(entry.service.id),
          label: name(entry.service),
          values: entry.totals,
        }))}
      />
      <FiguresTable
        caption={t('table_astrologers')}
        rowHeading={t('column_astrologer')}
        rows={figures.by_astrologer.map((entry) => ({
          key: String(entry.astrologer?.id ?? 'none'),
          label: entry.astrologer ? name(entry.astrologer) : t('no_astrologer'),
          values: entry.totals,
        }))}
      />
      <p className="figures-note">{t('note')}</p>
    </>
  );
}
