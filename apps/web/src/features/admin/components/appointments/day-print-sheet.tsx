import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AdminAppointmentRow, Language } from '@portal/contracts';
import { formatIndiaDateTime, formatIndiaTime } from '../../../../lib/date-format';
import { formatRupeeText } from '../../../../lib/money';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { fetchDayForPrint } from '../../api/cash-calls';
import { useToast } from '../../../../components/toast/toast-context';
import { formatDayWithWeekday } from '../shared/closed-day-notice';

type Due = Pick<AdminAppointmentRow, 'status' | 'payment_status' | 'total_cost' | 'payment_method'>;

/** What is still to be paid at the desk, or why nothing is. */
export function amountDue(row: Due, t: (key: string) => string): string {
  if (row.status === 'cancelled') return t('print_cancelled');
  if (row.payment_status === 'refunded') return t('print_refunded');
  if (row.payment_status === 'paid') return t('print_paid');
  return `${formatRupeeText(row.total_cost)}${row.payment_method ? ` · ${t(`method_${row.payment_method}`)}` : ''}`;
}

/**
 * The day's list as paper (the print stylesheet shows only this): one line per consultation with
 * its time, customer, service, astrologer, mode and amount due. Hidden on screen.
 */
export function DayPrintSheet({
  day,
  rows,
  total,
  language,
}: {
  day: string;
  rows: AdminAppointmentRow[];
  total: number;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  return (
    <section className="print-only print-sheet" aria-hidden="true">
      <h1 className="print-sheet__title">
        {t('print_day_title', { day: formatDayWithWeekday(day, language) })}
      </h1>
      <p className="print-sheet__printed">
        {t('print_printed', { time: formatIndiaDateTime(new Date().toISOString(), language) })}
      </p>
      <table className="print-sheet__table">
        <thead>
          <tr>
            <th scope="col">{t('print_time')}</th>
            <th scope="col">{t('print_customer')}</th>
            <th scope="col">{t('print_service')}</th>
            <th scope="col">{t('print_astrologer')}</th>
            <th scope="col">{t('print_mode')}</th>
            <th scope="col" className="print-sheet__due">
              {t('print_due')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {row.scheduled_datetime
                  ? formatIndiaTime(row.scheduled_datetime, language)
                  : t('no_slot')}
              </td>
              <td>
                {row.name}
                <span className="print-sheet__sub">
                  {row.appointment_number} · {displayPhoneNumber(row.mobile_number)}
                </span>
              </td>
              <td>{row.services.join(', ') || '-'}</td>
              <td>{row.astrologer?.name ?? '-'}</td>
              <td>{t(`mode_${row.consultation_mode}`)}</td>
              <td className="print-sheet__due">{amountDue(row, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > rows.length && (
        <p className="print-sheet__more">{t('print_more', { shown: rows.length, total })}</p>
      )}
    </section>
  );
}

/**
 * The day's list with a Print button: the button asks for the whole day (up to 100 lines, not
 * only the page shown), draws it into the sheet, then opens the browser's print.
 */
export function PrintableDay({
  day,
  rows,
  total,
  language,
}: {
  day: string;
  rows: AdminAppointmentRow[];
  total: number;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [whole, setWhole] = useState<{
    day: string;
    rows: AdminAppointmentRow[];
    total: number;
  } | null>(null);
  const shown = whole?.day === day ? whole : { rows, total };
  const print = async () => {
    const reply = await fetchDayForPrint(day, language);
    flushSync(() => setWhole({ day, rows: reply.appointments, total: reply.total }));
    window.print();
  };
  return (
    <>
      <button
        type="button"
        className="button button--small button--light no-print admin-print-button"
        onClick={() => void print().catch((error: Error) => toast.show('error', error.message))}
      >
        {t('print')}
      </button>
      <DayPrintSheet day={day} rows={shown.rows} total={shown.total} language={language} />
    </>
  );
}
