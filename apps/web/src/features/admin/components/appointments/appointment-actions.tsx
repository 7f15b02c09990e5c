import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AdminAppointment, Language } from '@portal/contracts';
import type { OfficeCall } from '@portal/contracts/office-access';
import { Modal } from '../../../../components/modal/modal';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { formatRupeeText } from '../../../../lib/money';
import { useAppointmentAction, type AppointmentAction } from '../../api/appointment-calls';
import { useOutcomeToast } from '../../form-feedback';
import { may } from '../../office-access';
import { useStatusWords } from '../shared/admin-status';

/** What the office may do with an appointment now, read from the server's flags and states. */
export function availableActions(appointment: AdminAppointment) {
  const live =
    appointment.status !== 'cancelled' &&
    appointment.status !== 'completed' &&
    appointment.status !== 'no_show';
  const paid = appointment.payment_status === 'paid';
  return {
    takeCash:
      live && (appointment.payment_status === 'pending' || appointment.payment_status === 'failed'),
    /** Completed and absent are offered once paid, and enabled only when the consultation's time has come. */
    showOutcome: live && (paid || appointment.can_complete),
    outcomeEnabled: appointment.can_complete,
    /** Why the outcome buttons are not enabled yet (an admin.json key), or null. */
    outcomeBlockedKey: appointment.can_complete
      ? null
      : appointment.scheduled_datetime
        ? 'complete_after_start'
        : 'complete_needs_slot',
    undo: appointment.can_undo_outcome,
    /** Cash marked received today, the consultation where the cash left it (decision 0069). */
    undoCash: appointment.can_undo_cash,
    cancel: appointment.can_office_cancel,
    /**
     * An online refund of the office's cancellation that did not go through: cancelling again sends
     * it with the same key.
     */
    retryRefund:
      appointment.status === 'cancelled' &&
      appointment.refunds.some(
        (refund) =>
          refund.kind === 'cancellation' &&
          refund.method === 'online' &&
          refund.status !== 'processed',
      ),
  };
}

/**
 * availableActions, less what the signed-in role may not do (contracts office-access.ts): the desk
 * all of them, an astrologer the outcome only.
 */
export function actionsForRole(
  appointment: AdminAppointment,
  allowed: (call: OfficeCall) => boolean = may,
) {
  const can = availableActions(appointment);
  return {
    ...can,
    takeCash: can.takeCash && allowed('POST /api/admin/appointments/:id/mark-paid'),
    showOutcome: can.showOutcome && allowed('POST /api/admin/appointments/:id/complete'),
    undo: can.undo && allowed('POST /api/admin/appointments/:id/undo-outcome'),
    undoCash: can.undoCash && allowed('POST /api/admin/appointments/:id/undo-cash'),
    cancel: can.cancel && allowed('POST /api/admin/appointments/:id/cancel'),
    retryRefund: can.retryRefund && allowed('POST /api/admin/appointments/:id/cancel'),
  };
}

type Dialog = 'cancel' | 'no-show' | 'cash' | null;

/**
 * Cash received, consultation completed or absent (and undone the same day), cancellation with its
 * full refund shown first.
 */
export function AppointmentActions({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const statusWords = useStatusWords();
  const toastOutcome = useOutcomeToast();
  const action = useAppointmentAction(appointment.id, language);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const can = actionsForRole(appointment);

  const run = (next: AppointmentAction, done: string) =>
    toastOutcome(action.mutateAsync(next), done);
  const preview = appointment.cancellation_refund;
  // The office's cancellation gives back everything paid, whatever the hour (the server's quote says how much).
  const refundWords = ({ amount }: { amount: string }) =>
    amount === '0.00' ? t('no_refund') : t('refund_preview', { amount: formatRupeeText(amount) });
  // The office hands a cash refund back as it cancels: the server records it handed over at once.
  const cashBack =
    appointment.payment?.method === 'cash' &&
    appointment.payment_status === 'paid' &&
    preview !== null &&
    preview.amount !== '0.00';
  const outcomeNote = can.showOutcome && can.outcomeBlockedKey ? 'outcome-note' : undefined;
  const nothingToDo =
    !can.takeCash &&
    !can.undoCash &&
    !can.showOutcome &&
    !can.undo &&
    !can.cancel &&
    !can.retryRefund;
  // What the desk takes: the cash choice's amount (the price when it was chosen), else the price.
  const cashDue =
    appointment.payment?.method === 'cash' && appointment.payment.status === 'pending'
      ? appointment.payment.amount
      : appointment.total_cost;

  return (
    <section className="admin-panel" aria-labelledby="actions-title">
      <h2 id="actions-title" className="admin-panel__title">
        {t('actions')}
      </h2>
      {nothingToDo ? (
        <p className="field-note">{t('no_actions')}</p>
      ) : (
        <div className="admin-panel__buttons">
          {can.takeCash && (
            <button
              type="button"
              className="button button--primary"
              disabled={action.isPending}
              onClick={() => setDialog('cash')}
            >
              {t('mark_cash_paid')}
            </button>
          )}
          {can.undoCash && (
            <button
              type="button"
              className="button button--light"
              disabled={action.isPending}
              aria-describedby="undo-cash-note"
              onClick={() => void run({ kind: 'undo-cash' }, 'done_cash_undone')}
            >
              {t('undo_cash')}
            </button>
          )}
          {can.showOutcome && (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={!can.outcomeEnabled || action.isPending}
                aria-describedby={outcomeNote}
                onClick={() => void run({ kind: 'complete' }, 'done_completed')}
              >
                {t('mark_completed')}
              </button>
              <button
                type="button"
                className="button button--light"
                disabled={!can.outcomeEnabled || action.isPending}
                aria-describedby={outcomeNote}
                onClick={() => setDialog('no-show')}
              >
                {t('mark_no_show')}
              </button>
            </>
          )}
          {can.undo && (
            <button
              type="button"
              className="button button--light"
              disabled={action.isPending}
              aria-describedby="undo-note"
              onClick={() => void run({ kind: 'undo-outcome' }, 'done_undone')}
            >
              {t('undo_outcome')}
            </button>
          )}
          {can.cancel && (
            <button
              type="button"
              className="button button--danger"
              disabled={action.isPending}
              onClick={() => setDialog('cancel')}
            >
              {t('cancel_appointment')}
            </button>
          )}
          {can.retryRefund && (
            <button
              type="button"
              className="button button--primary"
              disabled={action.isPending}
              onClick={() => void run({ kind: 'cancel', reason: '' }, 'done_cancelled')}
            >
              {t('retry_refund')}
            </button>
          )}
        </div>
      )}
      {outcomeNote && can.outcomeBlockedKey && (
        <p id={outcomeNote} className="field-note">
          {t(can.outcomeBlockedKey)}
        </p>
      )}
      {can.undoCash && (
        <p id="undo-cash-note" className="field-note">
          {t('undo_cash_hint')}
        </p>
      )}
      {can.undo && (
        <p id="undo-note" className="field-note">
          {appointment.outcome_at
            ? `${t('outcome_recorded', {
                outcome: statusWords(appointment.status),
                time: formatIndiaDateTime(appointment.outcome_at, language),
              })} `
            : ''}
          {t('undo_hint')}
        </p>
      )}
      {dialog === 'cancel' && (
        <Modal
          title={t('cancel_title', { number: appointment.appointment_number })}
          closeLabel={t('keep')}
          onClose={() => setDialog(null)}
        >
          <p className={preview?.amount === '0.00' ? 'info-note' : undefined}>
            {preview ? refundWords(preview) : t('refund_by_policy')}
          </p>
          {cashBack && <p className="field-note">{t('cancel_cash_note')}</p>}
          <div className="form-field">
            <label className="field-label" htmlFor="cancel-reason">
              {t('cancel_reason')}
            </label>
            <textarea
              id="cancel-reason"
              className="text-input text-area"
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setDialog(null)}>
              {t('keep')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={action.isPending}
              onClick={() =>
                void run({ kind: 'cancel', reason: reason.trim() }, 'done_cancelled').finally(() =>
                  setDialog(null),
                )
              }
            >
              {t('confirm_cancel')}
            </button>
          </div>
        </Modal>
      )}
      {dialog === 'cash' && (
        <Modal
          title={t('cash_confirm_title', { number: appointment.appointment_number })}
          closeLabel={t('not_now')}
          onClose={() => setDialog(null)}
        >
          <p className="admin-cash-confirm__amount">
            {t('cash_confirm_body', { amount: formatRupeeText(cashDue) })}
          </p>
          <p className="field-note">{t('cash_confirm_note')}</p>
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setDialog(null)}>
              {t('not_now')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={action.isPending}
              onClick={() =>
                void run({ kind: 'mark-paid' }, 'done_paid').finally(() => setDialog(null))
              }
            >
              {t('cash_confirm')}
            </button>
          </div>
        </Modal>
      )}
      {dialog === 'no-show' && (
        <Modal
          title={t('no_show_title', { number: appointment.appointment_number })}
          closeLabel={t('not_now')}
          onClose={() => setDialog(null)}
        >
          <p>{t('no_show_body')}</p>
          <p className="field-note">{t('no_show_undo')}</p>
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setDialog(null)}>
              {t('not_now')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={action.isPending}
              onClick={() =>
                void run({ kind: 'no-show' }, 'done_no_show').finally(() => setDialog(null))
              }
            >
              {t('confirm_no_show')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
