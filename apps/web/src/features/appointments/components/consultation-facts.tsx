import { useTranslation } from '../../../lib/translation/use-translation';
import {
  MEETING_LINK_OPENS_MINUTES_BEFORE,
  type Appointment,
  type Language,
} from '@portal/contracts';
import { DetailRow } from '../../../components/detail-row';
import { formatIndiaTime } from '../../../lib/date-format';
import type { OfficeDetails } from '../../../lib/office-details';
import { videoLink } from '../appointment-rules';

interface ConsultationFactsProps {
  appointment: Appointment;
  language: Language;
  office: OfficeDetails;
}

/** Rows of a details list: how the consultation takes place and how long it lasts, where, or its video link. */
export function ConsultationFacts({ appointment, language, office }: ConsultationFactsProps) {
  const { t } = useTranslation('appointments');
  const mode = appointment.consultation_mode;
  const link = videoLink(appointment);
  const live =
    appointment.status !== 'cancelled' &&
    appointment.status !== 'completed' &&
    appointment.status !== 'no_show';
  return (
    <>
      <DetailRow label={t('mode_label')}>
        {t('mode_with_length', { mode: t(`mode_${mode}`), minutes: appointment.duration_minutes })}
      </DetailRow>
      {live && mode === 'in_person' && office.address && (
        <DetailRow label={t('place')}>{office.address}</DetailRow>
      )}
      {live && mode === 'phone' && (
        <DetailRow label={t('phone_label')}>{t('phone_text')}</DetailRow>
      )}
      {link && (
        <DetailRow label={t('video_label')}>
          {link.kind === 'join' ? (
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="button button--primary button--small video-join"
            >
              {t('join_video')}
            </a>
          ) : (
            t('video_waiting', {
              minutes: MEETING_LINK_OPENS_MINUTES_BEFORE,
              time: formatIndiaTime(link.opensAt, language),
            })
          )}
        </DetailRow>
      )}
    </>
  );
}
