import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { CashBookReply, CashDay, CashRefundLine, Language } from '@portal/contracts';
import { formatIndiaDateTime, formatIndiaTime } from '../../../../lib/date-format';
import { formatRupeeText } from '../../../../lib/money';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { useRefundHandedOver } from '../../api/appointment-calls';
import { useOutcomeToast } from '../../form-feedback';
import { formatDayWithWeekday } from '../shared/closed-day-notice';
import { formatSignedRupees } from './cash-words';

const AppointmentLink = ({
  line,
}: {
  line: { appointment_id: number; appointment_number: string; name: string };
}) => (
  <>
    <Link to={`/admin/appointments/${line.appointment_id}`}>{line.appointment_number}</Link>{' '}
    <span className="admin-cash__name">{line.name}</span>
  </>
);

/** Cash refunds waiting to be handed over, whatever day they arose; each handed over from here. */
export function CashOwed({ book, language }: { book: CashBookReply; language: Language }) {
  const { t } = useTranslation('cash-desk');
  const handOver = useRefundHandedOver(language);
  const toastOutcome = useOutcomeToast();
  return (
    <section className="admin-panel admin-cash__owed" aria-labelledby="cash-owed-title">
      <h2 id="cash-owed-title" className="admin-panel__title">
        {t('owed_title')}
      </h2>
      {book.owed.length === 0 ? (
        <p className="field-note">{t('owed_none')}</p>
      ) : (
        <>
          <p>
            {t('owed_total', { amount: formatRupeeText(book.owed_total), count: book.owed.length })}
          </p>
          <ul className="admin-cash__lines">
            {book.owed.map((line: CashRefundLine) => (
              <li key={line.refund_id} className="admin-cash__line">
                <span className="admin-cash__what">
                  <AppointmentLink line={line} />
                  <span className="admin-cash__when">
                    {t('owed_since', { time: formatIndiaDateTime(line.owed_since, language) })}
                  </span>
                </span>
                <strong className="admin-cash__amount">{formatRupeeText(line.amount)}</strong>
                <button
                  type="button"
                  className="button button--small button--primary"
                  disabled={handOver.isPending}
                  onClick={() =>
                    void toastOutcome(handOver.mutateAsync(line.refund_id), 'done_handed_over')
                  }
                >
                  {t('hand_over')}
                  <span className="visually-hidden"> {line.appointment_number}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** One India day of the cash book: what came in (undone cash shown, struck out), what went back, and the balance. */
function CashDayPanel({ day, language }: { day: CashDay; language: Language }) {
  const { t } = useTranslation('cash-desk');
  const titleId = `cash-day-${day.date}`;
  const empty = day.taken.length === 0 && day.handed_back.length === 0;
  return (
    <section className="admin-panel admin-cash__day" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-panel__title">
        {formatDayWithWeekday(day.date, language)}
      </h2>
      {empty ? (
        <p className="field-note">{t('day_none')}</p>
      ) : (
        <>
          {day.taken.length > 0 && <h3 className="admin-cash__heading">{t('taken')}</h3>}
          <ul className="admin-cash__lines">
            {day.taken.map((line) => (
              <li
                key={line.payment_id}
                className={
                  line.undone_at ? 'admin-cash__line admin-cash__line--undone' : 'admin-cash__line'
                }
              >
                <span className="admin-cash__what">
                  <AppointmentLink line={line} />
                  <span className="admin-cash__when">
                    {formatIndiaTime(line.taken_at, language)}
                  </span>
                  {line.undone_at && (
                    <span className="admin-cash__undone">
                      {t('undone_by', {
                        who: line.undone_by?.startsWith('+')
                          ? displayPhoneNumber(line.undone_by)
                          : (line.undone_by ?? ''),
                        time: formatIndiaTime(line.undone_at, language),
                      })}
                    </span>
                  )}
                </span>
                <strong className="admin-cash__amount">
                  {line.undone_at ? (
                    <s>{formatRupeeText(line.amount)}</s>
                  ) : (
                    formatRupeeText(line.amount)
                  )}
                </strong>
              </li>
            ))}
          </ul>
          {day.handed_back.length > 0 && (
            <h3 className="admin-cash__heading">{t('handed_back')}</h3>
          )}
          <ul className="admin-cash__lines">
            {day.handed_back.map((line) => (
              <li key={line.refund_id} className="admin-cash__line">
                <span className="admin-cash__what">
                  <AppointmentLink line={line} />
                  <span className="admin-cash__when">
                    {line.handed_back_at ? formatIndiaTime(line.handed_back_at, language) : ''}
                  </span>
                </span>
                <strong className="admin-cash__amount">−{formatRupeeText(line.amount)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      {!empty && (
        <dl className="admin-cash__totals">
          <dt>{t('taken_total')}</dt>
          <dd>{formatRupeeText(day.taken_total)}</dd>
          <dt>{t('handed_back_total')}</dt>
          <dd>{formatRupeeText(day.handed_back_total)}</dd>
          <dt>{t('balance')}</dt>
          <dd className="admin-cash__balance">{formatSignedRupees(day.balance)}</dd>
        </dl>
      )}
    </section>
  );
}

/** The range's days, newest first. */
export function CashDays({ book, language }: { book: CashBookReply; language: Language }) {
  return (
    <div className="admin-cash__days">
      {book.days.map((day) => (
        <CashDayPanel key={day.date} day={day} language={language} />
      ))}
    </div>
  );
}
