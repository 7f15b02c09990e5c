import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AdminAppointmentRow, Language } from '@portal/contracts';
import { formatIndiaDateTime, formatIndiaTime } from '../../../../lib/date-format';
import { formatRupeeText } from '../../../../lib/money';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { useAdminAppointment } from '../../api/appointment-calls';
import { AdminStatus } from '../shared/admin-status';
import { BirthDetails } from './birth-details';
import { ConsultationModeLabel } from './consultation-mode';

/** The birth details, fetched when the office first opens them. */
function BirthDetailsPanel({ id, language }: { id: number; language: Language }) {
  const { t } = useTranslation('admin');
  const { data, isError } = useAdminAppointment(id, language);
  // An erased customer's details are placeholders (decision 0101): said so, never shown.
  return data?.customer.erased ? (
    <p>{t('privacy-erasure-office:erased_appointment')}</p>
  ) : data ? (
    <BirthDetails appointment={data} language={language} />
  ) : (
    <p role="status">{isError ? t('load_failed') : t('loading')}</p>
  );
}

function AppointmentRow({
  row,
  language,
  showDate,
}: {
  row: AdminAppointmentRow;
  language: Language;
  showDate: boolean;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const panelId = `birth-${row.id}`;
  return (
    <li className="admin-row">
      <p className="admin-row__time">
        {row.scheduled_datetime
          ? showDate
            ? formatIndiaDateTime(row.scheduled_datetime, language)
            : formatIndiaTime(row.scheduled_datetime, language)
          : t('no_slot')}
      </p>
      <div className="admin-row__main">
        <h2 className="admin-row__name">
          <Link to={`/admin/appointments/${row.id}`}>{row.name}</Link>
        </h2>
        <p className="admin-row__facts">
          <span className="admin-row__mode">
            <span className="visually-hidden">{t('consultation_mode')}: </span>
            <ConsultationModeLabel mode={row.consultation_mode} />
          </span>
          {row.astrologer && (
            <span className="admin-row__astrologer">
              <span className="visually-hidden">{t('astrologer')}: </span>
              {row.astrologer.name}
            </span>
          )}
          <span>{row.appointment_number}</span>
          {row.mobile_number && (
            <a href={`tel:${row.mobile_number}`}>{displayPhoneNumber(row.mobile_number)}</a>
          )}
          <span>{row.services.join(', ') || '-'}</span>
          <span>
            {formatRupeeText(row.total_cost)}
            {row.payment_method ? ` · ${t(`method_${row.payment_method}`)}` : ''}
          </span>
        </p>
        <AdminStatus
          status={row.status}
          paymentStatus={row.payment_status}
          refundPending={row.refund_pending}
        />
      </div>
      <div className="admin-row__actions">
        <button
          type="button"
          className="button button--small button--light"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('hide_birth_details') : t('birth_details')}
        </button>
        <Link className="button button--small button--primary" to={`/admin/appointments/${row.id}`}>
          {t('open')}
          <span className="visually-hidden"> {row.appointment_number}</span>
        </Link>
      </div>
      <div id={panelId} className="admin-row__birth" hidden={!open}>
        {open && <BirthDetailsPanel id={row.id} language={language} />}
      </div>
    </li>
  );
}

/** The day's consultations (or a search's appointments), each with its birth details one click away. */
export function AppointmentRows({
  rows,
  language,
  showDate,
}: {
  rows: AdminAppointmentRow[];
  language: Language;
  showDate: boolean;
}) {
  return (
    <ol className="admin-rows">
      {rows.map((row) => (
        <AppointmentRow key={row.id} row={row} language={language} showDate={showDate} />
      ))}
    </ol>
  );
}
