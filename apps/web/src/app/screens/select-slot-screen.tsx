import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation';
import { cashDue, servicesText } from '../../features/appointments/appointment-rules';
import { SlotPicker } from '../../features/slots/components/slot-picker';
import { formatIndiaDateTime } from '../../lib/date-format';
import { formatRupeeText } from '../../lib/money';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { SignedInPage } from '../signed-in-page';
import { useRoutedAppointment } from '../use-routed-appointment';
import '../../styles/forms.css';

/** /select-slot/{appointmentId}: reached after payment, or later from My Appointments. */
export default function SelectSlotScreen() {
  const { t } = useTranslation(['slots', 'appointments', 'common']);
  const [language] = useLanguage();
  const appointment = useRoutedAppointment(language);
  useDocumentTitle(t('slots:title'), t('common:app_name'));

  const data = appointment.data;
  const cash = data ? cashDue(data) : null;
  return (
    <SignedInPage>
      <main id="main" className="form-page">
        <div className="back-heading">
          <Link to="/appointments" className="icon-button" aria-label={t('slots:back')}>
            ←
          </Link>
          <h1>{t('slots:title')}</h1>
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
              <p className="appointment-card__mode">
                {t('appointments:mode_with_length', {
                  mode: t(`appointments:mode_${data.consultation_mode}`),
                  minutes: data.duration_minutes,
                })}
              </p>
              {cash && (
                <p className="appointment-card__due" data-testid="cash-due-at-office">
                  {t('appointments:cash_due_label')}:{' '}
                  <strong>{t('appointments:cash_due', { amount: formatRupeeText(cash) })}</strong>
                </p>
              )}
            </section>
            {data.scheduled_datetime ? (
              <div className="notice slot-scheduled">
                <p>{t('slots:already_scheduled')}</p>
                <p className="slot-scheduled__when">
                  {formatIndiaDateTime(data.scheduled_datetime, language)} {t('slots:india_time')}
                </p>
                <Link to="/appointments" className="button button--light">
                  {t('slots:to_appointments')}
                </Link>
              </div>
            ) : data.status === 'cancelled' ? (
              <p className="notice">{t('slots:cancelled')}</p>
            ) : !data.can_choose_time ? (
              <div className="notice">
                <p>{cash ? t('appointments:cash_before_time') : t('slots:pay_first')}</p>
                <Link to={`/payment/${data.id}`} className="button button--primary">
                  {cash ? t('appointments:pay_online_instead') : t('appointments:pay_now')}
                </Link>
              </div>
            ) : (
              <SlotPicker appointmentId={data.id} language={language} />
            )}
          </div>
        )}
      </main>
    </SignedInPage>
  );
}
