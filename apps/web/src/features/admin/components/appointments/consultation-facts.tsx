import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AdminAppointment, Language } from '@portal/contracts';
import { DetailRow } from '../../../../components/detail-row';
import { formatIndiaDateTime, formatIndiaTime } from '../../../../lib/date-format';
import { ConsultationModeLabel } from './consultation-mode';

/**
 * How and when the consultation takes place: mode, start and end (India time), length, video link,
 * the customer's reschedules.
 */
export function ConsultationFacts({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation(['admin', 'appointments']);
  const start = appointment.scheduled_datetime;
  const end = appointment.scheduled_end;
  /** Cancelled, completed or absent: a link no longer to be made is not mentioned. */
  const closed =
    appointment.status === 'cancelled' ||
    appointment.status === 'completed' ||
    appointment.status === 'no_show';
  const until = end ? ` – ${formatIndiaTime(end, language)}` : '';
  const when = start
    ? `${formatIndiaDateTime(start, language)}${until} ${t('appointments:india_time')}`
    : t('appointments:not_scheduled');
  return (
    <dl className="details-list admin-consultation">
      <DetailRow label={t('admin:consultation_mode')}>
        <ConsultationModeLabel mode={appointment.consultation_mode} />
      </DetailRow>
      <DetailRow label={t('admin:consultation_when')}>{when}</DetailRow>
      <DetailRow label={t('admin:consultation_length')}>
        {t('admin:minutes', { count: appointment.duration_minutes })}
      </DetailRow>
      {appointment.consultation_mode === 'video' && (appointment.meeting_url || !closed) && (
        <DetailRow label={t('admin:meeting_link')}>
          {appointment.meeting_url ? (
            <a
              href={appointment.meeting_url}
              target="_blank"
              rel="noopener noreferrer"
              className="admin-meeting-link"
            >
              {t('admin:join_meeting')}
              <span className="visually-hidden"> {t('admin:new_tab')}</span>
            </a>
          ) : appointment.meeting_opens_at ? (
            t('admin:meeting_opens', {
              time: formatIndiaDateTime(appointment.meeting_opens_at, language),
            })
          ) : (
            t('admin:meeting_after_slot')
          )}
        </DetailRow>
      )}
      <DetailRow label={t('admin:reschedule_count')}>
        {t('admin:times', { count: appointment.reschedule_count })}
      </DetailRow>
    </dl>
  );
}
