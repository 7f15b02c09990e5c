import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api-client';
import { useAppointment } from '../../features/appointments/api/get-appointments';
import { AppointmentSummary } from '../../features/appointments/components/appointment-summary';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { SignedInPage } from '../signed-in-page';
import '../../styles/forms.css';

/** /payment/{appointmentId}: the appointment's summary; an unknown appointment returns to /home. */
export default function PaymentScreen() {
  const { t } = useTranslation(['appointments', 'common']);
  const [language] = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const id = Number(useParams().appointmentId);
  const appointment = useAppointment(id, language);
  useDocumentTitle(t('appointments:payment_title'), t('common:app_name'));
  const error = appointment.error;
  const missing = !Number.isInteger(id) || id <= 0 || (error instanceof ApiError && (error.status === 404 || error.status === 400));

  useEffect(() => {
    if (!missing) return;
    toast.show('error', t('appointments:not_found'));
    void navigate('/home', { replace: true });
  }, [missing, toast, t, navigate]);

  return (
    <SignedInPage>
      <main id="main" className="form-page">
        <h1>{t('appointments:payment_title')}</h1>
        {appointment.data ? (
          <>
            <AppointmentSummary appointment={appointment.data} />
            <p className="notice notice--muted">{t('appointments:payment_opens_soon')}</p>
          </>
        ) : appointment.isError && !missing ? (
          <div className="empty-state" role="alert">
            <p>{t('appointments:load_one_failed')}</p>
            <button type="button" className="button button--light" onClick={() => void appointment.refetch()}>{t('appointments:retry')}</button>
          </div>
        ) : (
          <p className="info-content--loading" role="status">{t('common:loading')}</p>
        )}
      </main>
    </SignedInPage>
  );
}
