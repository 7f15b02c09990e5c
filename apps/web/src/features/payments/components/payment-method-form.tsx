import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, Language, PaymentInitiationReply } from '@portal/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { formatRupeeText } from '../../../lib/money';
import { chooseCash, initiatePayment, testCheckout, useRefreshAppointments, verifyPayment } from '../api/payment-calls';
import { openRazorpayCheckout, type CheckoutSuccess } from '../razorpay-checkout';
import { TestCheckoutDialog, type TestCheckoutChoice } from './test-checkout-dialog';

interface PaymentMethodFormProps {
  appointment: Appointment;
  language: Language;
  onPaid: (appointment: Appointment) => void;
  onCashChosen: (appointment: Appointment) => void;
}

type Method = 'online' | 'cash';

/** The server's words for a failure it explained; otherwise ours (spec section 8). A 401 has its own toast. */
function failureText(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && error.status === 401) return null;
  return error instanceof ApiError && error.status !== 0 && error.code !== 'BAD_REPLY' ? error.message : fallback;
}

/** Spec sections 2, 4 and 8: online (Razorpay, or the test checkout) or cash; a choice is required. */
export function PaymentMethodForm({ appointment, language, onPaid, onCashChosen }: PaymentMethodFormProps) {
  const { t } = useTranslation('payments');
  const toast = useToast();
  const refresh = useRefreshAppointments();
  const [method, setMethod] = useState<Method | null>(null);
  const [busy, setBusy] = useState(false);
  const [testOrder, setTestOrder] = useState<PaymentInitiationReply | null>(null);
  const [testBusy, setTestBusy] = useState(false);

  const fail = (error: unknown, fallbackKey: string) => {
    const text = failureText(error, t(fallbackKey));
    if (text) toast.show('error', text);
    setBusy(false);
  };

  const verify = async (result: CheckoutSuccess) => {
    try {
      const paid = await verifyPayment({ ...result, appointment_id: appointment.id }, language);
      void refresh();
      toast.show('success', t('payment_success'));
      onPaid(paid);
    } catch (error) {
      fail(error, 'verify_failed');
    }
  };

  const payOnline = async () => {
    let order: PaymentInitiationReply;
    try {
      order = await initiatePayment(appointment.id, language);
    } catch (error) {
      return fail(error, 'init_failed');
    }
    if (order.test_mode) return setTestOrder(order);
    try {
      const outcome = await openRazorpayCheckout(order);
      if (outcome.kind === 'paid') return await verify(outcome.result);
      toast.show(outcome.kind === 'dismissed' ? 'warning' : 'error', t(outcome.kind === 'dismissed' ? 'payment_cancelled' : 'payment_failed'));
      setBusy(false);
    } catch {
      toast.show('error', t('gateway_load_failed'));
      setBusy(false);
    }
  };

  const chooseInTestCheckout = async (choice: TestCheckoutChoice) => {
    const order = testOrder!;
    if (choice === 'cancel') {
      setTestOrder(null);
      toast.show('warning', t('payment_cancelled'));
      return setBusy(false);
    }
    setTestBusy(true);
    try {
      const reply = await testCheckout(order.razorpay_order_id, choice, language);
      setTestOrder(null);
      if (reply.outcome === 'failed') {
        void refresh();
        toast.show('error', t('payment_failed'));
        return setBusy(false);
      }
      await verify({ razorpay_order_id: reply.razorpay_order_id, razorpay_payment_id: reply.razorpay_payment_id ?? '', razorpay_signature: reply.razorpay_signature ?? '' });
    } catch (error) {
      setTestOrder(null);
      fail(error, 'payment_failed');
    } finally {
      setTestBusy(false);
    }
  };

  const payCash = async () => {
    try {
      const chosen = await chooseCash(appointment.id, language);
      void refresh();
      toast.show('info', t('cash_pending'));
      onCashChosen(chosen);
    } catch (error) {
      fail(error, 'cash_failed');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return toast.show('warning', t('choose_method'));
    setBusy(true);
    void (method === 'online' ? payOnline() : payCash());
  };

  const label = busy ? t('processing') : method === 'online' ? t('pay_amount', { amount: formatRupeeText(appointment.total_cost) }) : method === 'cash' ? t('confirm_cash') : t('continue');
  return (
    <form className="payment-form" onSubmit={submit} noValidate>
      <fieldset className="form-section">
        <legend className="form-section__title">{t('choose_method_title')}</legend>
        {(['online', 'cash'] as const).map((option) => (
          <label key={option} className="service-choice">
            <input type="radio" name="payment-method" value={option} checked={method === option} onChange={() => setMethod(option)} disabled={busy} />
            <span className="service-choice__text">
              <strong>{t(`method_${option}`)}</strong>
              <span>{t(`method_${option}_text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary button--block" disabled={busy}>{label}</button>
      {testOrder && <TestCheckoutDialog order={testOrder} busy={testBusy} onChoose={(choice) => void chooseInTestCheckout(choice)} />}
    </form>
  );
}
