import { useTranslation } from 'react-i18next';
import type { Appointment, Language } from '@portal/contracts';
import { formatRupeeText } from '../../../lib/money';
import type { OfficeDetails } from '../../../lib/office-details';
import { useOnlinePayment } from '../use-online-payment';

interface CashPaymentCardProps {
  appointment: Appointment;
  /** The cash amount due, in rupees. */
  amount: string;
  language: Language;
  office: OfficeDetails;
  onPaid: (appointment: Appointment) => void;
}

/** A cash choice: what to pay, where and when; online payment can still replace it. */
export function CashPaymentCard({ appointment, amount, language, office, onPaid }: CashPaymentCardProps) {
  const { t } = useTranslation('payments');
  const online = useOnlinePayment(appointment, language, onPaid);
  return (
    <section className="cash-card" aria-labelledby="cash-card-title">
      <h2 id="cash-card-title" className="form-section__title">{t('cash_card_title')}</h2>
      <p className="cash-card__amount">
        <span>{t('cash_due')}</span>
        <strong data-testid="cash-due">{formatRupeeText(amount)}</strong>
      </p>
      <dl className="details-list cash-card__where">
        <dt>{t('cash_where')}</dt>
        <dd>{office.address || t('cash_where_unknown')}</dd>
        {office.hours && (
          <>
            <dt>{t('cash_when')}</dt>
            <dd>{office.hours}</dd>
          </>
        )}
      </dl>
      <p className="field-note">{t('cash_card_note')}</p>
      <button type="button" className="button button--light button--block" disabled={online.busy} onClick={online.start}>
        {online.busy ? t('processing') : t('pay_online_instead')}
      </button>
      {online.checkout}
    </section>
  );
}
