import { useTranslation } from 'react-i18next';
import type { AdminAppointment, AppointmentFile, Language } from '@portal/contracts';
import { DetailRow } from '../../../../components/detail-row';
import { useToast } from '../../../../components/toast/toast-context';
import { apiDownload, saveBlob } from '../../../../lib/api-client';
import { birthTimeText } from '../../../../lib/birth-time-text';
import { formatCalendarDate, formatIndiaDateTime } from '../../../../lib/date-format';
import { formatRupeeText } from '../../../../lib/money';

/** A horoscope file the customer uploaded, through the office's own address for it. */
async function downloadFile(file: AppointmentFile): Promise<void> {
  saveBlob(await apiDownload(file.url), file.file_name);
}

/**
 * Everything the customer gave at booking, for the office: the booking's facts, the person's (and
 * the bridegroom's) birth details, and the horoscope files. The customer's own actions are not here;
 * the office's are in their panels.
 */
export function AppointmentRecord({ appointment, language }: { appointment: AdminAppointment; language: Language }) {
  const { t } = useTranslation(['appointments', 'booking']);
  const toast = useToast();
  const dash = '-';
  const birthTime = (type: string | null, time: string | null) => birthTimeText(t, type, time, language);
  const optional = (value: string | null) => value || dash;
  return (
    <div className="appointment-details">
      <dl className="details-list">
        <DetailRow label={t('number')}>{appointment.appointment_number}</DetailRow>
        <DetailRow label={t('services')}>{appointment.services.join(', ') || dash}</DetailRow>
        <DetailRow label={t('total')}>{formatRupeeText(appointment.total_cost)}</DetailRow>
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
              <button type="button" className="button button--ghost button--small" onClick={() => void downloadFile(file).catch(() => toast.show('error', t('file_failed')))}>
                {t('download')}
                <span className="visually-hidden"> {file.file_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
