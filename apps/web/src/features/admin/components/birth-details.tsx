import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, Language } from '@portal/contracts';
import { formatCalendarDate, formatClockTime } from '../../../lib/date-format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What the astrologer reads before the consultation: the person's (and the bridegroom's) birth details. */
export function BirthDetails({ appointment, language }: { appointment: Appointment; language: Language }) {
  const { t } = useTranslation(['booking', 'admin']);
  const dash = '-';
  const birthTime = (type: string | null, time: string | null) => (!time ? dash : type === 'period' ? t(`booking:period_${time}`) : formatClockTime(time, language));
  return (
    <div className="birth-details">
      <dl className="details-list">
        <Row label={t('booking:name')}>{appointment.name}</Row>
        <Row label={t('booking:gender')}>{t(`booking:gender_${appointment.gender}`)}</Row>
        <Row label={t('booking:date_of_birth')}>{formatCalendarDate(appointment.date_of_birth, language)}</Row>
        <Row label={t('booking:birth_time')}>{birthTime(appointment.birth_time_type, appointment.birth_time)}</Row>
        <Row label={t('booking:birth_place')}>{appointment.birth_place}</Row>
        <Row label={t('booking:current_location')}>{appointment.current_location}</Row>
        {appointment.reason_for_visit && <Row label={t('booking:reason')}>{appointment.reason_for_visit}</Row>}
      </dl>
      {appointment.bridegroom_name && (
        <>
          <h3 className="details-heading">{t('booking:bridegroom_title')}</h3>
          <dl className="details-list">
            <Row label={t('booking:name')}>{appointment.bridegroom_name}</Row>
            <Row label={t('booking:date_of_birth')}>{appointment.bridegroom_date_of_birth ? formatCalendarDate(appointment.bridegroom_date_of_birth, language) : dash}</Row>
            <Row label={t('booking:birth_time')}>{birthTime(appointment.bridegroom_birth_time_type, appointment.bridegroom_birth_time)}</Row>
            <Row label={t('booking:birth_place')}>{appointment.bridegroom_birth_place ?? dash}</Row>
            <Row label={t('booking:current_location')}>{appointment.bridegroom_current_location ?? dash}</Row>
          </dl>
        </>
      )}
    </div>
  );
}
