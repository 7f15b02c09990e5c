import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AdminAppointment, Language } from '@portal/contracts';
import { usePaymentLink } from '../../api/desk-calls';
import { useOutcomeToast } from '../../form-feedback';

/** Sends the customer a link to pay online (decision 0063), while the booking is unpaid and not cancelled. */
export function PaymentLinkButton({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const send = usePaymentLink(language);
  const toastOutcome = useOutcomeToast();
  if (
    appointment.status === 'cancelled' ||
    appointment.payment_status === 'paid' ||
    appointment.payment_status === 'refunded'
  )
    return null;
  return (
    <section className="admin-panel no-print" aria-labelledby="payment-link-title">
      <h2 id="payment-link-title" className="admin-panel__title">
        {t('desk_link_title')}
      </h2>
      <p className="field-note">{t('desk_link_hint')}</p>
      <div className="admin-panel__buttons">
        <button
          type="button"
          className="button"
          disabled={send.isPending}
          onClick={() => void toastOutcome(send.mutateAsync(appointment.id), 'desk_link_sent')}
        >
          {t('desk_link_send')}
        </button>
      </div>
    </section>
  );
}
