import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AdminAppointment, Language } from '@portal/contracts';
import {
  BridegroomDetails,
  HoroscopeFiles,
  PersonDetailRows,
} from '../../../../components/booking-record';
import { DetailRow } from '../../../../components/detail-row';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { formatRupeeText } from '../../../../lib/money';

/**
 * Everything the customer gave at booking, for the office: the booking's facts, the person's (and
 * the bridegroom's) birth details, and the horoscope files (through the office's own addresses).
 * The customer's own actions are not here; the office's are in their panels.
 */
export function AppointmentRecord({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation(['appointments', 'booking']);
  return (
    <div className="appointment-details">
      <dl className="details-list">
        <DetailRow label={t('number')}>{appointment.appointment_number}</DetailRow>
        <DetailRow label={t('services')}>{appointment.services.join(', ') || '-'}</DetailRow>
        <DetailRow label={t('total')}>{formatRupeeText(appointment.total_cost)}</DetailRow>
        <DetailRow label={t('booked_at')}>
          {formatIndiaDateTime(appointment.created_at, language)}
        </DetailRow>
        <PersonDetailRows appointment={appointment} language={language} />
      </dl>
      <BridegroomDetails appointment={appointment} language={language} />
      <HoroscopeFiles files={appointment.files} />
    </div>
  );
}
