import type { PaymentInitiationReply } from '@portal/contracts';
import { rupeeTextToPaise } from '../../lib/money';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const LOAD_TIMEOUT_MS = 20_000;

export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export type CheckoutOutcome =
  { kind: 'paid'; result: CheckoutSuccess } | { kind: 'dismissed' } | { kind: 'failed' };

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

export class GatewayLoadError extends Error {
  override name = 'GatewayLoadError';
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's checkout script, loaded on demand, once. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    const fail = () => {
      loading = null;
      script.remove();
      reject(new GatewayLoadError('The payment gateway could not be loaded'));
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else fail();
    };
    script.onerror = () => {
      clearTimeout(timer);
      fail();
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay's checkout with the initiation reply; the amount goes in paise. */
export async function openRazorpayCheckout(
  order: PaymentInitiationReply,
): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    // A failed attempt leaves checkout open for another try; closing it then counts as failed.
    let failedOnce = false;
    const checkout = new Razorpay({
      key: order.razorpay_key_id,
      amount: rupeeTextToPaise(order.amount),
      currency: order.currency,
      name: order.name,
      description: order.description,
      order_id: order.razorpay_order_id,
      prefill: order.prefill,
      theme: order.theme,
      handler: (result: CheckoutSuccess) => resolve({ kind: 'paid', result }),
      modal: { ondismiss: () => resolve({ kind: failedOnce ? 'failed' : 'dismissed' }) },
    });
    checkout.on('payment.failed', () => {
      failedOnce = true;
    });
    checkout.open();
  });
}
