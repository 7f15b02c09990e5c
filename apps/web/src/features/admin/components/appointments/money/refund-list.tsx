import { useTranslation } from '../../../../../lib/translation/use-translation';
import type { AdminAppointment, AdminRefund, Language } from '@portal/contracts';
import { DetailRow } from '../../../../../components/detail-row';
import { formatIndiaDateTime } from '../../../../../lib/date-format';
import { formatRupeeText } from '../../../../../lib/money';
import { useRefundHandedOver } from '../../../api/appointment-calls';
import { downloadOfficeCreditNote } from '../../../api/document-calls';
import { DocumentButton } from './document-button';
import { useOutcomeToast } from '../../../form-feedback';

/** A cash refund not handed back yet: the customer collects it at the office. */
export const isOwedCash = (refund: AdminRefund) =>
  refund.method === 'cash' && refund.status === 'pending';

/**
 * The refund's state in the office's words (a key of admin.json): cash is owed and handed over,
 * online goes through Razorpay.
 */
export function refundStatusKey(refund: AdminRefund): string {
  if (refund.status === 'failed') return 'refund_failed';
  if (refund.method === 'cash')
    return refund.status === 'pending' ? 'refund_owed' : 'refund_handed_over';
  return refund.status === 'pending' ? 'refund_pending' : 'refund_processed';
}

function RefundItem({
  refund,
  appointmentNumber,
  language,
}: {
  refund: AdminRefund;
  appointmentNumber: string;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const toastOutcome = useOutcomeToast();
  const handOver = useRefundHandedOver(language);
  const owed = isOwedCash(refund);
  return (
    <li className={`admin-refund admin-refund--${refund.status}`}>
      <p className="admin-refund__head">
        <strong>{t(`refund_kind_${refund.kind}`)}</strong>
        <span
          className={`badge badge--refund-${refund.status === 'pending' ? (owed ? 'owed' : 'pending') : refund.status}`}
        >
          {t(refundStatusKey(refund))}
        </span>
      </p>
      <dl className="details-list">
        <DetailRow label={t('refund_amount')}>
          <strong>{formatRupeeText(refund.amount)}</strong> · {t(`method_${refund.method}`)}
        </DetailRow>
        <DetailRow label={t('refund_fee')}>{formatRupeeText(refund.fee)}</DetailRow>
        <DetailRow label={t('refund_created')}>
          {formatIndiaDateTime(refund.created_at, language)}
        </DetailRow>
        {refund.processed_at && (
          <DetailRow
            label={refund.method === 'cash' ? t('refund_handed_over_at') : t('refund_processed_at')}
          >
            {formatIndiaDateTime(refund.processed_at, language)}
          </DetailRow>
        )}
        {refund.gateway_refund_id && (
          <DetailRow label={t('gateway_refund_id')}>
            <span className="admin-payments__id">{refund.gateway_refund_id}</span>
          </DetailRow>
        )}
        {refund.reason && <DetailRow label={t('refund_reason')}>{refund.reason}</DetailRow>}
      </dl>
      {refund.status === 'processed' && (
        <DocumentButton
          label={t('credit_note_pdf')}
          download={() => downloadOfficeCreditNote(appointmentNumber, refund.id, language)}
        />
      )}
      {owed && (
        <>
          <p className="field-note">{t('cash_refund_note')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={handOver.isPending}
            onClick={() => void toastOutcome(handOver.mutateAsync(refund.id), 'done_handed_over')}
          >
            {t('mark_handed_over')}
          </button>
        </>
      )}
    </li>
  );
}

/** Every refund made or owed for the appointment, oldest first; a cash one owed can be marked handed over. */
export function RefundList({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  if (appointment.refunds.length === 0) return null;
  return (
    <section className="admin-panel" aria-labelledby="refunds-title">
      <h2 id="refunds-title" className="admin-panel__title">
        {t('refunds_title')}
      </h2>
      <ul className="admin-refunds">
        {appointment.refunds.map((refund) => (
          <RefundItem
            key={refund.id}
            refund={refund}
            appointmentNumber={appointment.appointment_number}
            language={language}
          />
        ))}
      </ul>
    </section>
  );
}
