import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { FULL_REFUND_NOTICE_HOURS, type Appointment, type Language } from '@portal/contracts';
import { formatIndiaDate } from '../../../lib/date-format';
import { formatRupeeText } from '../../../lib/money';
import type { OfficeDetails } from '../../../lib/office-details';
import { keptFee, refundState } from '../refund-rules';

interface RefundListProps {
  appointment: Appointment;
  language: Language;
  office: OfficeDetails;
}

/** Every refund made or owed: how much, and whether it is given back, on its way, or cash to collect. */
export function RefundList({ appointment, language, office }: RefundListProps) {
  const { t } = useTranslation('appointments');
  if (appointment.refunds.length === 0) return null;
  return (
    <ul className="refund-list" aria-label={t('refunds_title')}>
      {appointment.refunds.map((refund) => {
        const state = refundState(refund);
        const amount = formatRupeeText(refund.amount);
        const date = refund.processed_at ? formatIndiaDate(refund.processed_at, language) : '';
        return (
          <li key={refund.id} className={`refund-line refund-line--${state}`}>
            <p className="refund-line__text">
              {state === 'processed' &&
                t(refund.method === 'cash' ? 'refund_handed_back' : 'refund_processed', {
                  amount,
                  date,
                })}
              {state === 'on_its_way' && t('refund_on_its_way', { amount })}
              {state === 'cash_to_collect' && t('refund_cash_owed', { amount })}
              {state === 'failed' && t('refund_failed', { amount })}
            </p>
            {refund.kind !== 'cancellation' && (
              <p className="refund-line__note">{t(`refund_kind_${refund.kind}`)}</p>
            )}
            {keptFee(refund) && (
              <p className="refund-line__note">
                {t('refund_fee', {
                  fee: formatRupeeText(refund.fee),
                  hours: FULL_REFUND_NOTICE_HOURS,
                })}
              </p>
            )}
            {refund.status === 'processed' && (
              <p className="refund-line__note">
                <Link to={`/receipts/refund/${refund.id}`}>{t('credit_note')}</Link>
              </p>
            )}
            {state === 'cash_to_collect' && (office.address || office.hours) && (
              <p className="refund-line__note">
                {office.address && (
                  <span className="refund-line__place">
                    {t('office_address', { address: office.address })}
                  </span>
                )}
                {office.hours && (
                  <span className="refund-line__place">
                    {t('office_hours', { hours: office.hours })}
                  </span>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
