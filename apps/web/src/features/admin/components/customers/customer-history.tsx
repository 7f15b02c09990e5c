import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { CustomerReply, Language } from '@portal/contracts';
import { DetailRow } from '../../../../components/detail-row';
import { formatIndiaDate, formatIndiaDateTime } from '../../../../lib/date-format';
import { formatRupeeText } from '../../../../lib/money';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { AppointmentRows } from '../appointments/appointment-rows';
import { useMessageWords } from '../messages/message-words';
import { paymentStateWord } from '../appointments/money/payment-state';

type Props = { reply: CustomerReply; language: Language };

/** A link to one of the customer's appointments by its number. */
const AppointmentLink = ({ id, number }: { id: number; number: string }) => (
  <Link to={`/admin/appointments/${id}`}>{number}</Link>
);

/** Who the customer is and how they hear from the office. */
export function CustomerDetails({ reply, language }: Props) {
  const { t } = useTranslation('customers');
  const words = useMessageWords();
  const { customer } = reply;
  const channels = [
    customer.notify_whatsapp && words.channel('whatsapp'),
    customer.notify_sms && words.channel('sms'),
    customer.notify_email && customer.email && words.channel('email'),
  ].filter(Boolean);
  return (
    <section className="admin-panel" aria-labelledby="customer-details-title">
      <h2 id="customer-details-title" className="admin-panel__title">
        {t('details_title')}
      </h2>
      <dl className="details-list">
        {customer.mobile_number && (
          <DetailRow label={t('mobile')}>
            <a href={`tel:${customer.mobile_number}`}>
              <bdi>{displayPhoneNumber(customer.mobile_number)}</bdi>
            </a>
          </DetailRow>
        )}
        {customer.email && (
          <DetailRow label={t('email')}>
            <bdi>{customer.email}</bdi>
          </DetailRow>
        )}
        <DetailRow label={t('language')}>{t(`language_${customer.language}`)}</DetailRow>
        <DetailRow label={t('channels')}>
          {channels.length > 0 ? channels.join(', ') : t('channels_none')}
        </DetailRow>
        <DetailRow label={t('customer_since')}>
          {formatIndiaDate(customer.created_at, language)}
        </DetailRow>
      </dl>
    </section>
  );
}

/** Every appointment, newest first (an astrologer's own consultations only, said so). */
export function CustomerAppointments({ reply, language }: Props) {
  const { t } = useTranslation('customers');
  return (
    <section className="customer-section" aria-labelledby="customer-appointments-title">
      <h2 id="customer-appointments-title">{t('appointments_title')}</h2>
      {reply.own_consultations_only && <p className="field-note">{t('own_consultations')}</p>}
      {reply.appointments.length === 0 ? (
        <p className="empty-state">{t('no_appointments')}</p>
      ) : (
        <AppointmentRows rows={reply.appointments} language={language} showDate />
      )}
    </section>
  );
}

/** Every payment and refund of those appointments, newest first. */
export function CustomerMoney({ reply, language }: Props) {
  const { t } = useTranslation(['customers', 'admin']);
  return (
    <>
      <section className="admin-panel" aria-labelledby="customer-payments-title">
        <h2 id="customer-payments-title" className="admin-panel__title">
          {t('payments_title')}
        </h2>
        {reply.payments.length === 0 ? (
          <p className="empty-state">{t('no_payments')}</p>
        ) : (
          <ul className="customer-lines">
            {reply.payments.map((payment) => (
              <li key={payment.id}>
                <strong>{formatRupeeText(payment.amount)}</strong> ·{' '}
                {t(`admin:method_${payment.method}`)} ·{' '}
                {t(`payment_status_${paymentStateWord(payment, reply.payments)}`)}
                {payment.paid_at && (
                  <> · {t('paid_at', { time: formatIndiaDateTime(payment.paid_at, language) })}</>
                )}
                <br />
                <span className="customer-lines__of">
                  {t('appointment')}:{' '}
                  <AppointmentLink
                    id={payment.appointment_id}
                    number={payment.appointment_number}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="admin-panel" aria-labelledby="customer-refunds-title">
        <h2 id="customer-refunds-title" className="admin-panel__title">
          {t('refunds_title')}
        </h2>
        {reply.refunds.length === 0 ? (
          <p className="empty-state">{t('no_refunds')}</p>
        ) : (
          <ul className="customer-lines">
            {reply.refunds.map((refund) => (
              <li key={refund.id}>
                <strong>{formatRupeeText(refund.amount)}</strong> ·{' '}
                {t(`admin:method_${refund.method}`)} ·{' '}
                {refund.processed_at
                  ? t('refund_processed', {
                      time: formatIndiaDateTime(refund.processed_at, language),
                    })
                  : t('refund_pending')}
                <br />
                <span className="customer-lines__of">
                  {t('appointment')}:{' '}
                  <AppointmentLink id={refund.appointment_id} number={refund.appointment_number} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The messages sent to the customer, newest first (not an astrologer's to read). */
export function CustomerMessages({ reply, language }: Props) {
  const { t } = useTranslation('customers');
  const words = useMessageWords();
  if (reply.own_consultations_only) return null;
  return (
    <section className="admin-panel" aria-labelledby="customer-messages-title">
      <h2 id="customer-messages-title" className="admin-panel__title">
        {t('messages_title')}
      </h2>
      {reply.messages.length === 0 ? (
        <p className="empty-state">{t('no_messages')}</p>
      ) : (
        <ul className="customer-lines">
          {reply.messages.map((message) => (
            <li key={message.id}>
              <strong>{words.kind(message.kind)}</strong> · {words.channel(message.channel)} ·{' '}
              {words.status(message.status)}
              <br />
              <span className="customer-lines__of">
                {formatIndiaDateTime(message.created_at, language)}
                {message.appointment_id !== null && message.appointment_number && (
                  <>
                    {' · '}
                    <AppointmentLink
                      id={message.appointment_id}
                      number={message.appointment_number}
                    />
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
