import { useTranslation } from '../../../../lib/translation/use-translation';
import type { Appointment } from '@portal/contracts';
import { paymentWord } from '../../../../lib/payment-words';

/**
 * An appointment status in words: the customers' word, or the office's own where it has one
 * (absent, no-show).
 */
export function useStatusWords() {
  const { t } = useTranslation(['admin', 'appointments']);
  return (status: Appointment['status']) =>
    t([`admin:status_${status}`, `appointments:status_${status}`]);
}

/** An appointment's status and its payment's, in the words customers see (never colour alone). */
export function AdminStatus({
  status,
  paymentStatus,
  refundPending = false,
}: {
  status: Appointment['status'];
  paymentStatus: Appointment['payment_status'];
  refundPending?: boolean;
}) {
  const { t } = useTranslation(['appointments', 'admin']);
  const statusWords = useStatusWords();
  const payment = paymentWord({ status, payment_status: paymentStatus });
  return (
    <p className="status-badges">
      <span className={`badge badge--${status}`}>
        <span className="visually-hidden">{t('label_status')}: </span>
        {statusWords(status)}
      </span>
      <span className={`badge badge--payment-${payment}`}>
        <span className="visually-hidden">{t('label_payment')}: </span>
        {t(`payment_${payment}`)}
      </span>
      {refundPending && (
        <span className="badge badge--refund-owed">{t('admin:refund_owed_marker')}</span>
      )}
    </p>
  );
}
