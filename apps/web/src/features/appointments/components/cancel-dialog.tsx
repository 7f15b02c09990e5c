import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import {
  FULL_REFUND_NOTICE_HOURS,
  LATE_CANCELLATION_FEE_PERCENT,
  type Appointment,
  type Language,
  type RefundQuote,
} from '@portal/contracts';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-context';
import { actionFailure } from '../../../lib/action-failure';
import { formatRupeeText } from '../../../lib/money';
import type { OfficeDetails } from '../../../lib/office-details';
import { useCancelAppointment } from '../api/cancel-appointment';
import { quoteKind } from '../refund-rules';

interface CancelDialogProps {
  appointment: Appointment;
  language: Language;
  office: OfficeDetails;
  onClose: () => void;
}

/** Says in rupees what cancelling now gives back (by the policy), takes an optional reason, and cancels. */
export function CancelDialog({ appointment, language, office, onClose }: CancelDialogProps) {
  const { t } = useTranslation('appointments');
  const toast = useToast();
  const id = useId();
  const [reason, setReason] = useState('');
  const cancel = useCancelAppointment(appointment.id, language);
  const quote = appointment.cancellation_refund;

  const confirm = async () => {
    try {
      await cancel.mutateAsync(reason);
    } catch (error) {
      const words = actionFailure(error, t, t('cancel_failed'));
      return words === null ? undefined : toast.show('error', words);
    }
    toast.show('success', t('cancelled_toast', { number: appointment.appointment_number }));
    onClose();
  };

  return (
    <Modal
      title={t('cancel_title', { number: appointment.appointment_number })}
      closeLabel={t('close')}
      onClose={onClose}
    >
      <div className="cancel-dialog">
        {quote ? (
          <QuoteText
            quote={quote}
            method={appointment.payment?.method ?? 'online'}
            office={office}
          />
        ) : (
          <p>{t('cancel_not_possible')}</p>
        )}
        <div className="form-field">
          <label className="field-label" htmlFor={`${id}-reason`}>
            {t('cancel_reason')} <span className="field-optional">{t('optional')}</span>
          </label>
          <textarea
            id={`${id}-reason`}
            className="text-input text-area"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('keep_appointment')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={!quote || cancel.isPending}
            onClick={() => void confirm()}
          >
            {cancel.isPending ? t('cancelling') : t('confirm_cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function QuoteText({
  quote,
  method,
  office,
}: {
  quote: RefundQuote;
  method: 'online' | 'cash';
  office: OfficeDetails;
}) {
  const { t } = useTranslation('appointments');
  const kind = quoteKind(quote);
  const words = {
    amount: formatRupeeText(quote.amount),
    fee: formatRupeeText(quote.fee),
    percent: LATE_CANCELLATION_FEE_PERCENT,
    hours: FULL_REFUND_NOTICE_HOURS,
  };
  const returned = kind === 'full' || kind === 'partial';
  return (
    <div className="cancel-dialog__quote" data-testid="cancel-quote">
      {/* Nothing paid is information, not a warning: said plainly, not in the amount's red. */}
      <p className={kind === 'nothing_paid' ? 'info-note' : 'cancel-dialog__amount'}>
        {t(`cancel_${kind}`, words)}
      </p>
      {returned && method === 'online' && <p>{t('cancel_refund_online')}</p>}
      {returned && method === 'cash' && (
        <p>
          {t('cancel_refund_cash')}
          {office.address && (
            <span className="refund-line__place">
              {t('office_address', { address: office.address })}
            </span>
          )}
          {office.hours && (
            <span className="refund-line__place">{t('office_hours', { hours: office.hours })}</span>
          )}
        </p>
      )}
    </div>
  );
}
