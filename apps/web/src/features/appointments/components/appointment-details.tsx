import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { birthTimeText } from '../../../lib/birth-time-text';
import type { Appointment, Language } from '@portal/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { formatCalendarDate, formatIndiaDateTime } from '../../../lib/date-format';
import { formatRupeeText } from '../../../lib/money';
import type { OfficeDetails } from '../../../lib/office-details';
import { downloadAppointmentFile } from '../api/download';
import { cashDue, reportStatus, servicesText } from '../appointment-rules';
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
export function AppointmentDetails({ appointment, language, office, onCancel }: AppointmentDetailsProps) {
  const { t } = useTranslation(['appointments', 'booking']);
  const cash = cashDue(appointment);
  const toast = useToast();
  const dash = '-';
  const birthTime = (type: string | null, time: string | null) => birthTimeText(t, type, time, language);
  const optional = (value: string | null) => value || dash;
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
        <DetailRow label={t('scheduled_for')}>{appointment.scheduled_datetime ? `${formatIndiaDateTime(appointment.scheduled_datetime, language)} ${t('india_time')}` : t('not_scheduled')}</DetailRow>
        <ConsultationFacts appointment={appointment} language={language} office={office} />
        {cash && <DetailRow label={t('cash_due_label')}>{t('cash_due', { amount: formatRupeeText(cash) })}</DetailRow>}
        {cash && office.address && appointment.consultation_mode !== 'in_person' && <DetailRow label={t('pay_at')}>{office.address}</DetailRow>}
        {cash && office.hours && <DetailRow label={t('office_hours_label')}>{office.hours}</DetailRow>}
        <DetailRow label={t('booked_at')}>{formatIndiaDateTime(appointment.created_at, language)}</DetailRow>
        <DetailRow label={t('booking:name')}>{appointment.name}</DetailRow>
        <DetailRow label={t('booking:gender')}>{t(`booking:gender_${appointment.gender}`)}</DetailRow>
        <DetailRow label={t('booking:date_of_birth')}>{formatCalendarDate(appointment.date_of_birth, language)}</DetailRow>
        <DetailRow label={t('booking:birth_time')}>{birthTime(appointment.birth_time_type, appointment.birth_time)}</DetailRow>
        <DetailRow label={t('booking:birth_place')}>{appointment.birth_place}</DetailRow>
        <DetailRow label={t('booking:current_location')}>{appointment.current_location}</DetailRow>
        <DetailRow label={t('country')}>{t(`booking:country_${appointment.country.code}`, { defaultValue: appointment.country.name })}</DetailRow>
        <DetailRow label={t('booking:father_name')}>{optional(appointment.father_name)}</DetailRow>
        <DetailRow label={t('booking:mother_name')}>{optional(appointment.mother_name)}</DetailRow>
        <DetailRow label={t('booking:work_details')}>{optional(appointment.work_details)}</DetailRow>
        <DetailRow label={t('booking:reason')}>{optional(appointment.reason_for_visit)}</DetailRow>
      </dl>
      {appointment.bridegroom_name && (
        <>
          <h3 className="details-heading">{t('booking:bridegroom_title')}</h3>
          <dl className="details-list">
            <DetailRow label={t('booking:name')}>{appointment.bridegroom_name}</DetailRow>
            <DetailRow label={t('booking:gender')}>{t('booking:gender_male')}</DetailRow>
            <DetailRow label={t('booking:date_of_birth')}>{appointment.bridegroom_date_of_birth ? formatCalendarDate(appointment.bridegroom_date_of_birth, language) : dash}</DetailRow>
            <DetailRow label={t('booking:birth_time')}>{birthTime(appointment.bridegroom_birth_time_type, appointment.bridegroom_birth_time)}</DetailRow>
            <DetailRow label={t('booking:birth_place')}>{optional(appointment.bridegroom_birth_place)}</DetailRow>
            <DetailRow label={t('booking:current_location')}>{optional(appointment.bridegroom_current_location)}</DetailRow>
          </dl>
        </>
      )}
      <h3 className="details-heading">{t('files')}</h3>
      {appointment.files.length === 0 ? (
        <p>{t('no_files')}</p>
      ) : (
        <ul className="file-list">
          {appointment.files.map((file) => (
            <li key={file.id} className="file-list__item">
              <span className="file-list__name">{file.file_name}</span>
              <button type="button" className="button button--ghost button--small" onClick={() => void downloadAppointmentFile(file).catch(() => toast.show('error', t('file_failed')))}>
                {t('download')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {appointment.pdf_service_requests.length > 0 && (
        <>
          <h3 className="details-heading">{t('reports')}</h3>
          <ul className="plain-list">
            {appointment.pdf_service_requests.map((request) => (
              <li key={request.id}>{request.service_name}: {t(`report_${reportStatus(appointment, request)}`)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
