import { useId } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import {
  MEETING_LINK_OPENS_MINUTES_BEFORE,
  type Appointment,
  type Language,
} from '@portal/contracts';
import { Icon } from '../../../components/icon';
import { useToast } from '../../../components/toast/toast-context';
import type { OfficeDetails } from '../../../lib/office-details';
import { downloadCalendarFile } from '../api/download';
import { servicesText } from '../appointment-rules';
import { canAddToCalendar, googleCalendarUrl, type CalendarEventText } from '../calendar-links';

interface AddToCalendarProps {
  appointment: Appointment;
  language: Language;
  office: OfficeDetails;
}

/**
 * "Add to calendar" for an upcoming scheduled consultation: the .ics file from the server (any
 * calendar app) and Google Calendar's event page, filled in here.
 */
export function AddToCalendar({ appointment, language, office }: AddToCalendarProps) {
  const { t } = useTranslation(['appointments', 'common']);
  const toast = useToast();
  const labelId = useId();
  if (!canAddToCalendar(appointment)) return null;

  const mode = appointment.consultation_mode;
  const meetingUrl = appointment.meeting_url;
  const myAppointments = `${window.location.origin}/appointments`;
  const text: CalendarEventText = {
    title: t('appointments:calendar_event_title', {
      app: t('common:app_name'),
      services: servicesText(appointment),
      number: appointment.appointment_number,
    }),
    details: [
      t('appointments:mode_with_length', {
        mode: t(`appointments:mode_${mode}`),
        minutes: appointment.duration_minutes,
      }),
      mode === 'phone' ? t('appointments:phone_text') : null,
      mode === 'video'
        ? meetingUrl
          ? t('appointments:calendar_video_join', { url: meetingUrl })
          : t('appointments:calendar_video_later', { minutes: MEETING_LINK_OPENS_MINUTES_BEFORE })
        : null,
      t('appointments:calendar_my_appointments', { url: myAppointments }),
    ]
      .filter(Boolean)
      .join('\n'),
    location:
      mode === 'in_person'
        ? office.address
        : mode === 'phone'
          ? t('appointments:mode_phone')
          : (meetingUrl ?? t('appointments:mode_video')),
  };
  const google = googleCalendarUrl(appointment, text);
  const download = () =>
    void downloadCalendarFile(appointment, language).catch(() =>
      toast.show('error', t('appointments:calendar_failed')),
    );

  return (
    <div className="add-to-calendar">
      <span id={labelId} className="add-to-calendar__label">
        <Icon name="calendar" size={18} />
        {t('appointments:calendar_add')}
      </span>
      <div className="add-to-calendar__choices" role="group" aria-labelledby={labelId}>
        <button type="button" className="button button--light button--small" onClick={download}>
          {t('appointments:calendar_file')}
        </button>
        {google && (
          <a
            href={google}
            target="_blank"
            rel="noopener noreferrer"
            className="button button--light button--small"
          >
            {t('appointments:calendar_google')}
            <span className="visually-hidden"> {t('common:opens_new_tab')}</span>
          </a>
        )}
      </div>
    </div>
  );
}
