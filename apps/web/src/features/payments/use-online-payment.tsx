import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translation/use-translation';
import type { Appointment, Language, PaymentInitiationReply } from '@portal/contracts';
import { useToast } from '../../components/toast/toast-context';
import { actionFailure } from '../../lib/action-failure';
import { useIntentKeys, withIntentKey } from '../../lib/intent-key';
import {
  initiatePayment,
  testCheckout,
  useRefreshAppointments,
  verifyPayment,
} from './api/payment-calls';
import { TestCheckoutDialog, type TestCheckoutChoice } from './components/test-checkout-dialog';
import { openRazorpayCheckout, type CheckoutSuccess } from './razorpay-checkout';

interface OnlinePayment {
  /** Initiate, then Razorpay's checkout (or the marked test checkout), then verify. */
  start: () => void;
  busy: boolean;
  /** The test checkout while it is open; render it. */
  checkout: ReactNode;
}

/** Online payment for an appointment, the same from the payment choice and from a cash card. */
export function useOnlinePayment(
  appointment: Appointment,
  language: Language,
  onPaid: (appointment: Appointment) => void,
): OnlinePayment {
  const { t } = useTranslation('payments');
  const toast = useToast();
  const refresh = useRefreshAppointments();
  const [busy, setBusy] = useState(false);
  const [testOrder, setTestOrder] = useState<PaymentInitiationReply | null>(null);
  const [testBusy, setTestBusy] = useState(false);
  const initiateIntents = useIntentKeys();

  const fail = (error: unknown, fallbackKey: string) => {
    const text = actionFailure(error, t, t(fallbackKey));
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
      order = await withIntentKey(initiateIntents, appointment.id, (key) =>
        initiatePayment(appointment.id, language, key),
      );
    } catch (error) {
      return fail(error, 'init_failed');
    }
    if (order.test_mode) return setTestOrder(order);
    try {
      const outcome = await openRazorpayCheckout(order);
      if (outcome.kind === 'paid') return await verify(outcome.result);
      toast.show(
        outcome.kind === 'dismissed' ? 'warning' : 'error',
        t(outcome.kind === 'dismissed' ? 'payment_cancelled' : 'payment_failed'),
      );
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
      await verify({
        razorpay_order_id: reply.razorpay_order_id,
        razorpay_payment_id: reply.razorpay_payment_id ?? '',
        razorpay_signature: reply.razorpay_signature ?? '',
      });
    } catch (error) {
      setTestOrder(null);
      fail(error, 'payment_failed');
    } finally {
      setTestBusy(false);
    }
  };

  const start = () => {
    setBusy(true);
    void payOnline();
  };
  const checkout = testOrder ? (
    <TestCheckoutDialog
      order={testOrder}
      busy={testBusy}
      onChoose={(choice) => void chooseInTestCheckout(choice)}
    />
  ) : null;
  return { start, busy, checkout };
}
