import { useTranslation } from '../../../lib/translation/use-translation';
import type { Appointment } from '@portal/contracts';
import { paymentWord } from '../../../lib/payment-words';

/** The appointment's status and its payment's, as labels with words (never colour alone). */
export function StatusBadges({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('appointments');
  const payment = paymentWord(appointment);
  return (
    <p className="status-badges">
      <span className={`badge badge--${appointment.status}`}>
        <span className="visually-hidden">{t('label_status')}: </span>
        {t(`status_${appointment.status}`)}
      </span>
      <span className={`badge badge--payment-${payment}`}>
        <span className="visually-hidden">{t('label_payment')}: </span>
        {t(`payment_${payment}`)}
      </span>
    </p>
  );
}
