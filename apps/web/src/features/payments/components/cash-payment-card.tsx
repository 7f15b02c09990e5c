import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
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
  /** What to do next besides paying online (the screen's "choose a time" link). */
  children?: ReactNode;
}

/** A cash choice: what to pay, where and when; online payment can still replace it. */
export function CashPaymentCard({
  appointment,
  amount,
  language,
  office,
  onPaid,
  children,
}: CashPaymentCardProps) {
  const { t } = useTranslation('payments');
  const online = useOnlinePayment(appointment, language, onPaid);
  // At the office: paid at the desk, with the time chosen now or already; phone and video: the cash comes first.
  const note = appointment.scheduled_datetime
    ? 'cash_card_note_scheduled'
    : appointment.can_choose_time
      ? 'cash_card_note_choose_time'
      : 'cash_card_note';
  return (
    <section className="cash-card" aria-labelledby="cash-card-title">
      <h2 id="cash-card-title" className="form-section__title">
        {t('cash_card_title')}
      </h2>
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
      <p className="field-note">{t(note)}</p>
      {children}
      <button
        type="button"
        className="button button--light button--block"
        disabled={online.busy}
        onClick={online.start}
      >
        {online.busy ? t('processing') : t('pay_online_instead')}
      </button>
      {online.checkout}
    </section>
  );
}
