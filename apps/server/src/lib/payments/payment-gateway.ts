import { sameHex } from '../secrets/secrets';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  /** Razorpay's payment states: created, authorized, captured, refunded, failed. */
  status: string;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** Razorpay's refund states: pending, processed, failed. */
  status: string;
}

/** A payment gateway speaking Razorpay's protocol: the real one, or the built-in test gateway. */
export interface PaymentGateway {
  kind: 'razorpay' | 'test';
  /** The public key the checkout opens with. */
  keyId: string;
  createOrder(order: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** The payments made against an order, to reconcile one whose verify never arrived. */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /**
   * Gives back part or all of a captured payment, in paise. The same idempotency key always
   * means the same refund: a retry after a lost reply never refunds twice.
   */
  refund(refund: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund>;
  /** Checkout's signature: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
  paymentSignatureIsValid(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's X-Razorpay-Signature over the raw body; false when no webhook secret is set. */
  webhookSignatureIsValid(rawBody: string, signature: string): boolean;
}

export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    message: string,
    readonly status: number,
    readonly gatewayCode?: string,
  ) {
    super(message);
  }
}

/** Compares a received hex signature with the expected one in constant time; junk is simply false. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  return (
    /^[0-9a-f]+$/i.test(receivedHex) &&
    receivedHex.length % 2 === 0 &&
    sameHex(expectedHex, receivedHex)
  );
}
