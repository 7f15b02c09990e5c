import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { appointmentStatuses, paymentStatuses, todayInIndia } from '@portal/contracts';
import {
  useAdminAppointments,
  useAdminDaySlots,
} from '../../../features/admin/api/appointment-calls';
import {
  AppointmentFilters,
  type AppointmentFilterValues,
} from '../../../features/admin/components/appointments/appointment-filters';
import { AppointmentRows } from '../../../features/admin/components/appointments/appointment-rows';
import { PrintableDay } from '../../../features/admin/components/appointments/day-print-sheet';
import { ClosedDayNotice } from '../../../features/admin/components/shared/closed-day-notice';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { may, officeRole } from '../../../features/admin/office-access';
import { AdminPager } from '../../../features/admin/components/shared/admin-pager';
import { AdminPage } from '../../admin-page';

const PAGE_SIZE = 25;

/** A value from the address, when it is one of the allowed ones. */
const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | undefined =>
  allowed.find((candidate) => candidate === value);

/**
 * /admin: opens on today's consultations in time order; the day before or after is a click away,
 * and a closed day says so and offers the next open day. Filters and search live in the address.
 */
export default function AdminDayScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  // An astrologer's list holds their own consultations only (the server's query): said in its title.
  const own = officeRole() === 'astrologer';
  const title = own ? t('day_title_own') : t('day_title');
  useDocumentTitle(title, t('console'));
  const today = todayInIndia();
  const values: AppointmentFilterValues = {
    date: params.get('all') === '1' ? '' : (params.get('date') ?? today),
    status: params.get('status') ?? '',
    payment: params.get('payment') ?? '',
    q: params.get('q') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const appointments = useAdminAppointments(
    {
      date: values.date || undefined,
      status: oneOf(values.status, appointmentStatuses),
      payment_status: oneOf(values.payment, paymentStatuses),
      q: values.q || undefined,
      page,
      page_size: PAGE_SIZE,
    },
    language,
  );

  const apply = (next: AppointmentFilterValues, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next.date === '') search.set('all', '1');
    else if (next.date !== today) search.set('date', next.date);
    if (next.status) search.set('status', next.status);
    if (next.payment) search.set('payment', next.payment);
    if (next.q) search.set('q', next.q);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  // Whether the office opens on the day shown (from today on: the past is what it was), and its next open day.
  const officeDay = useAdminDaySlots(
    values.date >= today && may('GET /api/admin/slots') ? values.date : '',
    language,
  );
  const closedDay =
    officeDay.data?.date === values.date && officeDay.data.closed ? officeDay.data : undefined;
  const { data } = appointments;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <AdminPage>
      <h1>{title}</h1>
      {own && <p className="field-note admin-own-note">{t('day_own_note')}</p>}
      <AppointmentFilters
        key={values.q}
        values={values}
        today={today}
        onChange={(next) => apply(next)}
      />
      {closedDay && (
        <ClosedDayNotice
          day={closedDay.date}
          nextOpenDay={closedDay.next_open_day}
          language={language}
          onGo={(day) => apply({ ...values, date: day })}
        />
      )}
      <LoadState query={appointments} />
      {data && (
        <>
          <p className="admin-count" role="status">
            {data.total_capped
              ? t('count_capped', { count: data.total })
              : t('count', { count: data.total })}
          </p>
          {/* One day's list prints as a sheet (the print stylesheet shows it alone). */}
          {values.date && data.appointments.length > 0 && (
            <PrintableDay
              day={values.date}
              rows={data.appointments}
              total={data.total}
              language={language}
            />
          )}
          {data.appointments.length === 0 ? (
            <p className="empty-state">
              {values.date && !values.q ? t('none_today') : t('none_found')}
            </p>
          ) : (
            <AppointmentRows
              rows={data.appointments}
              language={language}
              showDate={values.date === ''}
            />
          )}
          <AdminPager page={page} pages={pages} onPage={(next) => apply(values, next)} />
        </>
      )}
    </AdminPage>
  );
}
