import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation';
import type { Appointment } from '@portal/contracts';
import { rescheduleRefusal, servicesText } from '../../features/appointments/appointment-rules';
import { RescheduleRefusal } from '../../features/appointments/components/change-buttons';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { SlotPicker } from '../../features/slots/components/slot-picker';
import { formatIndiaDateTime } from '../../lib/date-format';
import { officeDetailsFrom } from '../../lib/office-details';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { SignedInPage } from '../signed-in-page';
import { useRoutedAppointment } from '../use-routed-appointment';
import '../../styles/forms.css';

/** /reschedule/{appointmentId}: the current time, how many moves are left, and the slot picker to move it. */
export default function RescheduleScreen() {
  const { t } = useTranslation(['slots', 'appointments', 'common']);
  const [language] = useLanguage();
  const appointment = useRoutedAppointment(language);
  const office = officeDetailsFrom(useUiSettings(language).data);
  // Once moved, the screen says so until the picker returns to My Appointments.
  const [moved, setMoved] = useState<Appointment | null>(null);
  useDocumentTitle(t('slots:reschedule_title'), t('common:app_name'));

  const data = moved ?? appointment.data;
  const when = (iso: string | null) =>
    iso
      ? `${formatIndiaDateTime(iso, language)} ${t('slots:india_time')}`
      : t('appointments:not_scheduled');
  return (
    <SignedInPage>
      <main id="main" className="form-page">
        <div className="back-heading">
          <Link to="/appointments" className="icon-button" aria-label={t('slots:back')}>
            ←
          </Link>
          <h1>{t('slots:reschedule_title')}</h1>
        </div>
        {!data ? (
          <p className="info-content--loading" role="status">
            {t('common:loading')}
          </p>
        ) : (
          <div className="payment-page">
            <section className="appointment-card" aria-label={t('appointments:summary')}>
              <h2 className="appointment-card__number">{data.appointment_number}</h2>
              <p className="appointment-card__services">{servicesText(data)}</p>
              <dl className="appointment-card__facts">
                <dt>{t(moved ? 'slots:moved_to' : 'slots:current_time')}</dt>
                <dd className="reschedule-current" data-testid="current-time">
                  {when(data.scheduled_datetime)}
                </dd>
                <dt>{t('appointments:mode_label')}</dt>
                <dd>
                  {t('appointments:mode_with_length', {
                    mode: t(`appointments:mode_${data.consultation_mode}`),
                    minutes: data.duration_minutes,
                  })}
                </dd>
              </dl>
            </section>
            {moved ? null : data.can_reschedule ? (
              <>
                <p className="notice reschedules-left">
                  {t('slots:reschedules_left', { count: data.reschedules_left })}
                </p>
                <SlotPicker
                  appointmentId={data.id}
                  language={language}
                  mode="reschedule"
                  onDone={setMoved}
                  currentAstrologerId={data.astrologer?.id ?? null}
                  currentTime={data.scheduled_datetime}
                />
              </>
            ) : rescheduleRefusal(data) ? (
              <div className="notice">
                <RescheduleRefusal appointment={data} office={office} />
                <Link to="/appointments" className="button button--light">
                  {t('slots:to_appointments')}
                </Link>
              </div>
            ) : (
              <div className="notice">
                <p>{t('slots:not_reschedulable')}</p>
                <Link to="/appointments" className="button button--light">
                  {t('slots:to_appointments')}
                </Link>
              </div>
            )}
          </div>
        )}
      </main>
    </SignedInPage>
  );
}
