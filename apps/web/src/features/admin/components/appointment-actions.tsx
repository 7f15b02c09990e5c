import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAppointment, Language } from '@portal/contracts';
import { Modal } from '../../../components/modal/modal';
import { formatRupeeText } from '../../../lib/money';
import { useAppointmentAction, type AppointmentAction } from '../api/appointment-calls';
import { useOutcomeToast } from '../form-feedback';

/** Cash received, consultation completed, cancellation with the policy's refund shown first. */
export function AppointmentActions({ appointment, language }: { appointment: AdminAppointment; language: Language }) {
  const { t } = useTranslation('admin');
  const toastOutcome = useOutcomeToast();
  const action = useAppointmentAction(appointment.id, language);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');

  const run = (next: AppointmentAction, done: string) => toastOutcome(action.mutateAsync(next), done);

  const live = appointment.status !== 'cancelled' && appointment.status !== 'completed';
  const canTakeCash = live && (appointment.payment_status === 'pending' || appointment.payment_status === 'failed');
  const canComplete = live && appointment.payment_status === 'paid';
  const refundOwed = appointment.status === 'cancelled' && appointment.refund !== null && appointment.refund.status !== 'processed';
  const preview = appointment.cancellation_refund;
  const refundWords = ({ amount, fee }: { amount: string; fee: string }) => {
    if (amount === '0.00') return fee === '0.00' ? t('no_refund') : t('no_refund_late', { fee: formatRupeeText(fee) });
    return t('refund_preview', { amount: formatRupeeText(amount), fee: formatRupeeText(fee) });
  };

  return (
    <section className="admin-panel" aria-labelledby="actions-title">
      <h2 id="actions-title" className="admin-panel__title">{t('actions')}</h2>
      <div className="admin-panel__buttons">
        {canTakeCash && <button type="button" className="button button--primary" disabled={action.isPending} onClick={() => void run({ kind: 'mark-paid' }, 'done_paid')}>{t('mark_cash_paid')}</button>}
        {canComplete && <button type="button" className="button button--primary" disabled={action.isPending} onClick={() => void run({ kind: 'complete' }, 'done_completed')}>{t('mark_completed')}</button>}
        {live && <button type="button" className="button button--danger" disabled={action.isPending} onClick={() => setCancelling(true)}>{t('cancel_appointment')}</button>}
        {refundOwed && <button type="button" className="button button--primary" disabled={action.isPending} onClick={() => void run({ kind: 'cancel', reason: '' }, 'done_cancelled')}>{t('retry_refund')}</button>}
      </div>
      {cancelling && preview && (
        <Modal title={t('cancel_title', { number: appointment.appointment_number })} closeLabel={t('keep')} onClose={() => setCancelling(false)}>
          <p>{refundWords(preview)}</p>
          <div className="form-field">
            <label className="field-label" htmlFor="cancel-reason">{t('cancel_reason')}</label>
            <textarea id="cancel-reason" className="text-input text-area" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setCancelling(false)}>{t('keep')}</button>
            <button
              type="button"
              className="button button--danger"
              disabled={action.isPending}
              onClick={() => void run({ kind: 'cancel', reason: reason.trim() }, 'done_cancelled').finally(() => setCancelling(false))}
            >
              {t('confirm_cancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
