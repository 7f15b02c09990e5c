import { useTranslation } from '../../../lib/translation/use-translation';
import {
  BridegroomDetails,
  HoroscopeFiles,
  PersonDetailRows,
} from '../../../components/booking-record';
import { DetailRow } from '../../../components/detail-row';
import type { Appointment, Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../lib/date-format';
import { formatRupeeText } from '../../../lib/money';
import type { OfficeDetails } from '../../../lib/office-details';
import { cashDue, reportStatus, servicesText, unscheduledKey } from '../appointment-rules';
import { ChangeButtons, RescheduleRefusal } from './change-buttons';
import { ConsultationFacts } from './consultation-facts';
import { RefundList } from './refund-list';
import { StatusBadges } from './status-badges';

interface AppointmentDetailsProps {
  appointment: Appointment;
  language: Language;
  office: OfficeDetails;
  onCancel: () => void;
}

/** Every field of an appointment, for the details modal, with what can be changed now. */
export function AppointmentDetails({
  appointment,
  language,
  office,
  onCancel,
}: AppointmentDetailsProps) {
  const { t } = useTranslation(['appointments', 'booking']);
  const cash = cashDue(appointment);
  return (
    <div className="appointment-details">
      <StatusBadges appointment={appointment} />
      {(appointment.can_cancel || appointment.can_reschedule) && (
        <div className="appointment-card__actions appointment-details__actions">
          <ChangeButtons appointment={appointment} onCancel={onCancel} />
        </div>
      )}
      <RescheduleRefusal appointment={appointment} office={office} />
      {appointment.refunds.length > 0 && (
        <>
          <h3 className="details-heading">{t('refunds_title')}</h3>
          <RefundList appointment={appointment} language={language} office={office} />
        </>
      )}
      <dl className="details-list">
        <DetailRow label={t('number')}>{appointment.appointment_number}</DetailRow>
        <DetailRow label={t('services')}>{servicesText(appointment)}</DetailRow>
        <DetailRow label={t('total')}>{formatRupeeText(appointment.total_cost)}</DetailRow>
        <DetailRow label={t('scheduled_for')}>
          {appointment.scheduled_datetime
            ? `${formatIndiaDateTime(appointment.scheduled_datetime, language)} ${t('india_time')}`
            : t(unscheduledKey(appointment))}
        </DetailRow>
        {appointment.astrologer && (
          <DetailRow label={t('astrologer')}>{appointment.astrologer.name}</DetailRow>
        )}
        <ConsultationFacts appointment={appointment} language={language} office={office} />
        {cash && (
          <DetailRow label={t('cash_due_label')}>
            {t('cash_due', { amount: formatRupeeText(cash) })}
          </DetailRow>
        )}
        {cash && office.address && appointment.consultation_mode !== 'in_person' && (
          <DetailRow label={t('pay_at')}>{office.address}</DetailRow>
        )}
        {cash && office.hours && (
          <DetailRow label={t('office_hours_label')}>{office.hours}</DetailRow>
        )}
        <DetailRow label={t('booked_at')}>
          {formatIndiaDateTime(appointment.created_at, language)}
        </DetailRow>
        <PersonDetailRows appointment={appointment} language={language} />
      </dl>
      <BridegroomDetails appointment={appointment} language={language} />
      <HoroscopeFiles files={appointment.files} />
      {appointment.pdf_service_requests.length > 0 && (
        <>
          <h3 className="details-heading">{t('reports')}</h3>
          <ul className="plain-list">
            {appointment.pdf_service_requests.map((request) => (
              <li key={request.id}>
                {request.service_name}:{' '}
                {t(`report_${reportStatus(appointment, request)}`, {
                  months: request.removed_after_months,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
