import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { Appointment, Language } from '@portal/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { formatIndiaDate, formatIndiaDateTime } from '../../../lib/date-format';
import { formatRupeeText } from '../../../lib/money';
import type { OfficeDetails } from '../../../lib/office-details';
import { downloadJathagam, downloadReport } from '../api/download';
import {
  canChooseSlot,
  canPayNow,
  cashDue,
  downloadableReports,
  servicesText,
  unscheduledKey,
} from '../appointment-rules';
import { AddToCalendar } from './add-to-calendar';
import { ChangeButtons, RescheduleRefusal } from './change-buttons';
import { ConsultationFacts } from './consultation-facts';
import { RefundList } from './refund-list';
import { StatusBadges } from './status-badges';

interface AppointmentCardProps {
  appointment: Appointment;
  language: Language;
  office: OfficeDetails;
  onDetails: () => void;
  onCancel: () => void;
}

export function AppointmentCard({
  appointment,
  language,
  office,
  onDetails,
  onCancel,
}: AppointmentCardProps) {
  const { t } = useTranslation('appointments');
  const toast = useToast();
  const cash = cashDue(appointment);
  const download = (request: Appointment['pdf_service_requests'][number]) =>
    void downloadReport(request).then(
      () => toast.show('success', t('pdf_downloaded')),
      () => toast.show('error', t('pdf_failed')),
    );
  const getJathagam = () =>
    void downloadJathagam(appointment, language).then(
      () => toast.show('success', t('jathagam_downloaded')),
      () => toast.show('error', t('pdf_failed')),
    );
  return (
    <li className="appointment-card" data-appointment={appointment.appointment_number}>
      <div className="appointment-card__head">
        <h2 className="appointment-card__number">{appointment.appointment_number}</h2>
        <StatusBadges appointment={appointment} />
      </div>
      <p className="appointment-card__services">{servicesText(appointment)}</p>
      <dl className="appointment-card__facts">
        <dt>{t('scheduled_for')}</dt>
        <dd>
          {appointment.scheduled_datetime
            ? `${formatIndiaDateTime(appointment.scheduled_datetime, language)} ${t('india_time')}`
            : t(unscheduledKey(appointment))}
        </dd>
        {appointment.astrologer && (
          <>
            <dt>{t('astrologer')}</dt>
            <dd>{appointment.astrologer.name}</dd>
          </>
        )}
        <ConsultationFacts appointment={appointment} language={language} office={office} />
        <dt>{t('total')}</dt>
        <dd>{formatRupeeText(appointment.total_cost)}</dd>
        {cash && (
          <>
            <dt>{t('cash_due_label')}</dt>
            <dd>{t('cash_due', { amount: formatRupeeText(cash) })}</dd>
          </>
        )}
        <dt>{t('booked_at')}</dt>
        <dd>{formatIndiaDate(appointment.created_at, language)}</dd>
      </dl>
      <AddToCalendar appointment={appointment} language={language} office={office} />
      <RefundList appointment={appointment} language={language} office={office} />
      <div className="appointment-card__actions">
        <button type="button" className="button button--ghost button--small" onClick={onDetails}>
          {t('details')}
        </button>
        {canPayNow(appointment) && (
          <Link to={`/payment/${appointment.id}`} className="button button--primary button--small">
            {t('pay_now')}
          </Link>
        )}
        {canChooseSlot(appointment) && (
          <Link
            to={`/select-slot/${appointment.id}`}
            className="button button--primary button--small"
          >
            {t('choose_slot')}
          </Link>
        )}
        {cash && (
          <Link to={`/payment/${appointment.id}`} className="button button--light button--small">
            {t('pay_online_instead')}
          </Link>
        )}
        <ChangeButtons appointment={appointment} onCancel={onCancel} />
        {appointment.receipt_payment_id !== null && (
          <Link
            to={`/receipts/payment/${appointment.receipt_payment_id}`}
            className="button button--light button--small"
          >
            {t('receipt')}
          </Link>
        )}
        {appointment.jathagam_released_at && (
          <button
            type="button"
            className="button button--light button--small"
            onClick={getJathagam}
          >
            {t('download_jathagam')}
          </button>
        )}
        {downloadableReports(appointment).map((request) => (
          <button
            key={request.id}
            type="button"
            className="button button--light button--small"
            onClick={() => download(request)}
          >
            {t('download_report', { service: request.service_name })}
          </button>
        ))}
      </div>
      <RescheduleRefusal appointment={appointment} office={office} />
    </li>
  );
}
