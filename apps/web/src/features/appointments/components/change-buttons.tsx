import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { RESCHEDULE_NOTICE_HOURS, type Appointment } from '@portal/contracts';
import type { OfficeDetails } from '../../../lib/office-details';
import { rescheduleRefusal } from '../appointment-rules';

/** Reschedule and Cancel, each when the policy allows it now. */
export function ChangeButtons({
  appointment,
  onCancel,
}: {
  appointment: Appointment;
  onCancel: () => void;
}) {
  const { t } = useTranslation('appointments');
  return (
    <>
      {appointment.can_reschedule && (
        <Link to={`/reschedule/${appointment.id}`} className="button button--light button--small">
          {t('reschedule')}
        </Link>
      )}
      {appointment.can_cancel && (
        <button type="button" className="button button--danger button--small" onClick={onCancel}>
          {t('cancel_appointment')}
        </button>
      )}
    </>
  );
}

/** Why an upcoming appointment cannot be moved: too late, or moved the most times allowed (then: call the office). */
export function RescheduleRefusal({
  appointment,
  office,
}: {
  appointment: Appointment;
  office: OfficeDetails;
}) {
  const { t } = useTranslation('appointments');
  const refusal = rescheduleRefusal(appointment);
  if (!refusal) return null;
  return (
    <p className="change-note">
      {refusal === 'too_late'
        ? t('reschedule_too_late', { hours: RESCHEDULE_NOTICE_HOURS })
        : t('reschedule_limit')}
      {refusal === 'limit_reached' && office.phone && (
        <>
          {' '}
          {t('office_phone')}{' '}
          <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} className="change-note__phone">
            {office.phone}
          </a>
        </>
      )}
    </p>
  );
}
