import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation';
import { useToast } from '../../components/toast/toast-context';
import { useAppointment } from '../../features/appointments/api/get-appointments';
import { cashDue } from '../../features/appointments/appointment-rules';
import { AppointmentSummary } from '../../features/appointments/components/appointment-summary';
import { CashPaymentCard } from '../../features/payments/components/cash-payment-card';
import { PaymentMethodForm } from '../../features/payments/components/payment-method-form';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { ApiError } from '../../lib/api-client';
import { officeDetailsFrom } from '../../lib/office-details';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { SignedInPage } from '../signed-in-page';
import '../../styles/forms.css';

/**
 * /payment/{appointmentId}: the summary and the payment choice. An unknown appointment (or an id
 * such as "abc") returns to /home, saying so once: the toast is kept across that
 * one move and the same words are never stacked.
 */
export default function PaymentScreen() {
  const { t } = useTranslation(['payments', 'appointments', 'common']);
  const [language] = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const id = Number(useParams().appointmentId);
  const appointment = useAppointment(id, language);
  const office = officeDetailsFrom(useUiSettings(language).data);
  useDocumentTitle(t('payments:title'), t('common:app_name'));
  const error = appointment.error;
  const missing =
    !Number.isInteger(id) ||
    id <= 0 ||
    (error instanceof ApiError && (error.status === 404 || error.status === 400));

  useEffect(() => {
    if (!missing) return;
    toast.show('error', t('appointments:not_found'), { keepOnNavigation: true });
    void navigate('/home', { replace: true });
  }, [missing, toast, t, navigate]);

  const data = appointment.data;
  const cash = data ? cashDue(data) : null;
  const toSlot = (paid: { id: number }) => void navigate(`/select-slot/${paid.id}`);
  return (
    <SignedInPage>
      <main id="main" className="form-page">
        <h1>{t('payments:title')}</h1>
        {data ? (
          <div className="payment-page">
            <AppointmentSummary appointment={data} />
            {data.status === 'cancelled' ? (
              <p className="notice">{t('payments:cancelled')}</p>
            ) : data.payment_status === 'paid' ? (
              <div className="notice payment-page__paid">
                <p>{t('payments:already_paid')}</p>
                {!data.scheduled_datetime && (
                  <Link to={`/select-slot/${data.id}`} className="button button--primary">
                    {t('payments:choose_slot')}
                  </Link>
                )}
                <Link to="/appointments" className="button button--ghost">
                  {t('payments:book_later')}
                </Link>
              </div>
            ) : cash ? (
              <CashPaymentCard
                appointment={data}
                amount={cash}
                language={language}
                office={office}
                onPaid={toSlot}
              >
                {data.can_choose_time && (
                  <Link
                    to={`/select-slot/${data.id}`}
                    className="button button--primary button--block"
                  >
                    {t('payments:choose_slot')}
                  </Link>
                )}
              </CashPaymentCard>
            ) : (
              // Cash at the office goes on to choose a time at once; phone and video wait for the
              // office to take the cash.
              <PaymentMethodForm
                appointment={data}
                language={language}
                onPaid={toSlot}
                onCashChosen={(chosen) =>
                  void navigate(
                    chosen.can_choose_time ? `/select-slot/${chosen.id}` : '/appointments',
                  )
                }
              />
            )}
          </div>
        ) : appointment.isError && !missing ? (
          <div className="empty-state" role="alert">
            <p>{t('appointments:load_one_failed')}</p>
            <button
              type="button"
              className="button button--light"
              onClick={() => void appointment.refetch()}
            >
              {t('appointments:retry')}
            </button>
          </div>
        ) : (
          <p className="info-content--loading" role="status">
            {t('common:loading')}
          </p>
        )}
      </main>
    </SignedInPage>
  );
}
