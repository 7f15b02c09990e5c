import {
  GatewayError,
  signatureMatches,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway';
import { hmacHex } from '../secrets/secrets';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
  /** https://api.razorpay.com in production; a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}
interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  status: string;
}
interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
}
interface RazorpayError {
  error?: { code?: string; description?: string };
}

/**
 * Razorpay's Orders, Payments and Refunds APIs (v1), with HTTP basic auth of key id and secret.
 * Orders are created in paise; errors arrive as `{"error":{"code","description"}}`.
 */
export function createRazorpayGateway({
  keyId,
  keySecret,
  webhookSecret,
  baseUrl,
  timeoutMs = 15_000,
}: RazorpayOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...extraHeaders,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay could not be reached: ${(error as Error).message}`, 0);
    }
    const reply = (await response.json().catch(() => null)) as (T & RazorpayError) | null;
    if (!response.ok || !reply) {
      throw new GatewayError(
        `Razorpay refused ${method} ${path} (${response.status}): ${reply?.error?.description ?? 'no reason given'}`,
        response.status,
        reply?.error?.code,
      );
    }
    return reply;
  }

  return {
    kind: 'razorpay',
    keyId,
    async createOrder({ amountPaise, receipt, notes }): Promise<GatewayOrder> {
      const order = await call<RazorpayOrder>('POST', '/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      return {
        id: order.id,
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        status: order.status,
      };
    },
    async orderPayments(orderId): Promise<GatewayPayment[]> {
      const reply = await call<{ items: RazorpayPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return reply.items.map((item) => ({
        id: item.id,
        orderId: item.order_id,
        amount: item.amount,
        status: item.status,
      }));
    },
    // A normal-speed refund made idempotent by Razorpay's X-Refund-Idempotency header.
    async refund({ paymentId, amountPaise, idempotencyKey, notes }): Promise<GatewayRefund> {
      const refund = await call<RazorpayRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', notes },
        { 'x-refund-idempotency': idempotencyKey },
      );
      return {
        id: refund.id,
        paymentId: refund.payment_id,
        amount: refund.amount,
        status: refund.status,
      };
    },
    paymentSignatureIsValid: (orderId, paymentId, signature) =>
      signatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature),
    webhookSignatureIsValid: (rawBody, signature) =>
      webhookSecret !== null && signatureMatches(hmacHex(webhookSecret, rawBody), signature),
  };
}
