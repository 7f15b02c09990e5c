import { useTranslation } from '../../../../../lib/translation/use-translation';
import type { AdminAppointment, Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../../lib/date-format';
import { formatRupeeText } from '../../../../../lib/money';
import { downloadOfficeReceipt } from '../../../api/document-calls';
import { DocumentButton } from './document-button';
import { paymentStateWord } from './payment-state';

/**
 * Every payment asked for or made (a cash choice given up for online payment or ended with the
 * booking, a second payment given back), newest last.
 */
export function PaymentHistory({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-panel" aria-labelledby="payments-title">
      <h2 id="payments-title" className="admin-panel__title">
        {t('payments_title')}
      </h2>
      {appointment.payments.length === 0 ? (
        <p>{t('no_payments')}</p>
      ) : (
        <ul className="admin-payments">
          {appointment.payments.map((payment) => (
            <li key={payment.id}>
              <strong>{formatRupeeText(payment.amount)}</strong> · {t(`method_${payment.method}`)} ·{' '}
              {t(`pstatus_${paymentStateWord(payment, appointment.payments)}`)}
              <span className="admin-payments__when">
                {formatIndiaDateTime(payment.paid_at ?? payment.created_at, language)}
              </span>
              {payment.gateway_payment_id && (
                <span className="admin-payments__id">{payment.gateway_payment_id}</span>
              )}
              {(payment.status === 'paid' || payment.status === 'refunded') && (
                <DocumentButton
                  label={t('receipt_pdf')}
                  download={() =>
                    downloadOfficeReceipt(appointment.appointment_number, payment.id, language)
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
