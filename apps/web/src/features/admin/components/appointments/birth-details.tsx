import { useTranslation } from '../../../../lib/translation/use-translation';
import { DetailRow } from '../../../../components/detail-row';
import { birthTimeText } from '../../../../lib/birth-time-text';
import type { Appointment, Language } from '@portal/contracts';
import { formatCalendarDate } from '../../../../lib/date-format';

/** What the astrologer reads before the consultation: the person's (and the bridegroom's) birth details. */
export function BirthDetails({
  appointment,
  language,
}: {
  appointment: Appointment;
  language: Language;
}) {
  const { t } = useTranslation(['booking', 'admin']);
  const dash = '-';
  const birthTime = (type: string | null, time: string | null) =>
    birthTimeText(t, type, time, language);
  return (
    <div className="birth-details">
      <dl className="details-list">
        <DetailRow label={t('booking:name')}>{appointment.name}</DetailRow>
        <DetailRow label={t('booking:gender')}>
          {t(`booking:gender_${appointment.gender}`)}
        </DetailRow>
        <DetailRow label={t('booking:date_of_birth')}>
          {formatCalendarDate(appointment.date_of_birth, language)}
        </DetailRow>
        <DetailRow label={t('booking:birth_time')}>
          {birthTime(appointment.birth_time_type, appointment.birth_time)}
        </DetailRow>
        <DetailRow label={t('booking:birth_place')}>{appointment.birth_place}</DetailRow>
        {appointment.birth_utc_offset && (
          <DetailRow label={t('admin:desk_utc_offset')}>{appointment.birth_utc_offset}</DetailRow>
        )}
        <DetailRow label={t('booking:current_location')}>{appointment.current_location}</DetailRow>
        {appointment.reason_for_visit && (
          <DetailRow label={t('booking:reason')}>{appointment.reason_for_visit}</DetailRow>
        )}
      </dl>
      {appointment.bridegroom_name && (
        <>
          <h3 className="details-heading">{t('booking:bridegroom_title')}</h3>
          <dl className="details-list">
            <DetailRow label={t('booking:name')}>{appointment.bridegroom_name}</DetailRow>
            <DetailRow label={t('booking:date_of_birth')}>
              {appointment.bridegroom_date_of_birth
                ? formatCalendarDate(appointment.bridegroom_date_of_birth, language)
                : dash}
            </DetailRow>
            <DetailRow label={t('booking:birth_time')}>
              {birthTime(appointment.bridegroom_birth_time_type, appointment.bridegroom_birth_time)}
            </DetailRow>
            <DetailRow label={t('booking:birth_place')}>
              {appointment.bridegroom_birth_place ?? dash}
            </DetailRow>
            {appointment.bridegroom_birth_utc_offset && (
              <DetailRow label={t('admin:desk_utc_offset')}>
                {appointment.bridegroom_birth_utc_offset}
              </DetailRow>
            )}
            <DetailRow label={t('booking:current_location')}>
              {appointment.bridegroom_current_location ?? dash}
            </DetailRow>
          </dl>
        </>
      )}
    </div>
  );
}
