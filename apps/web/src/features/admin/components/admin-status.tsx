import { useTranslation } from 'react-i18next';
import type { Appointment } from '@portal/contracts';

/** An appointment's status and its payment's, in the words customers see (never colour alone). */
export function AdminStatus({ status, paymentStatus }: { status: Appointment['status']; paymentStatus: Appointment['payment_status'] }) {
  const { t } = useTranslation('appointments');
  return (
    <p className="status-badges">
      <span className={`badge badge--${status}`}>
        <span className="visually-hidden">{t('label_status')}: </span>
        {t(`status_${status}`)}
      </span>
      <span className={`badge badge--payment-${paymentStatus}`}>
        <span className="visually-hidden">{t('label_payment')}: </span>
        {t(`payment_${paymentStatus}`)}
      </span>
    </p>
  );
}
