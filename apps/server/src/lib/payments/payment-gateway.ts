import { createHmac, timingSafeEqual } from 'node:crypto';

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

/** A payment gateway speaking Razorpay's protocol: the real one, or the built-in test gateway. */
export interface PaymentGateway {
  kind: 'razorpay' | 'test';
  /** The public key the checkout opens with. */
  keyId: string;
  createOrder(order: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** The payments made against an order, to reconcile one whose verify never arrived. */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
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

export function hmacSha256Hex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex, 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
