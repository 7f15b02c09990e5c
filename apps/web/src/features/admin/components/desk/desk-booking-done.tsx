import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { DeskBookingReply, Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { displayPhoneNumber } from '../../../../lib/phone-display';

/** What the desk reads back to the caller once booked: the number, the time if any, how to pay. */
export function DeskBookingDone({
  reply,
  linkSent,
  language,
  onAnother,
}: {
  reply: DeskBookingReply;
  linkSent: boolean;
  language: Language;
  onAnother: () => void;
}) {
  const { t } = useTranslation('admin');
  const { appointment } = reply;
  const cash = appointment.payment?.method === 'cash';
  return (
    <section className="admin-panel desk-done" aria-labelledby="desk-done-title" role="status">
      <h2 id="desk-done-title" className="admin-panel__title">
        {t('desk_done_title', { number: appointment.appointment_number })}
      </h2>
      <p>
        {t('desk_done_for', {
          name: appointment.name,
          mobile: displayPhoneNumber(appointment.customer.mobile_number),
        })}
      </p>
      <p>{t(reply.new_customer ? 'desk_done_new_customer' : 'desk_done_known_customer')}</p>
      {appointment.scheduled_datetime && (
        <p>
          {t('desk_done_time', {
            time: formatIndiaDateTime(appointment.scheduled_datetime, language),
            astrologer: appointment.astrologer?.name ?? '',
          })}
        </p>
      )}
      {reply.time_refused && (
        <p className="form-field__error" role="alert">
          {t('desk_done_time_refused', { why: reply.time_refused.error })}
        </p>
      )}
      <p>
        {cash
          ? t('desk_done_cash', { amount: appointment.payment?.amount ?? appointment.total_cost })
          : linkSent
            ? t('desk_done_link_sent')
            : t('desk_done_link_not_sent')}
      </p>
      <div className="admin-panel__buttons">
        <Link className="button button--primary" to={`/admin/appointments/${appointment.id}`}>
          {t('desk_done_open')}
        </Link>
        <button type="button" className="button" onClick={onAnother}>
          {t('desk_done_another')}
        </button>
      </div>
    </section>
  );
}
