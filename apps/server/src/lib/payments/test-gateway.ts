import { randomBytes } from 'node:crypto';
import { signatureMatches, type GatewayRefund, type PaymentGateway } from './payment-gateway';
import { hmacHex } from '../secrets/secrets';

export const TEST_GATEWAY_KEY_ID = 'test_gateway';

const randomId = (prefix: string) => `${prefix}_test${randomBytes(10).toString('hex')}`;

export interface TestGateway extends PaymentGateway {
  /** What the test checkout's "pay" does: a payment id and the signature Razorpay's checkout would hand over. */
  pay(orderId: string): { paymentId: string; signature: string };
  /**
   * Signs a webhook body the way Razorpay does (with the webhook secret), so development and tests
   * can exercise the webhook too.
   */
  signWebhook(rawBody: string): string;
}

/**
 * Razorpay's protocol without Razorpay: orders get ids, payments get ids, and both are signed
 * with a secret derived from the server's own, so they go through the same verify path as real
 * ones. It takes no money. Production refuses it unless ALLOW_TEST_GATEWAY says otherwise.
 * Webhooks are checked as Razorpay's are (X-Razorpay-Signature, HMAC-SHA256 of the raw body)
 * with RAZORPAY_WEBHOOK_SECRET when it is set; without it, with a secret derived from the
 * server's, which nobody outside the server knows: only the server's own `signWebhook` (the
 * tests) can sign one.
 */
export function createTestGateway(
  serverSecret: string,
  configuredWebhookSecret: string | null = null,
): TestGateway {
  const keySecret = hmacHex(serverSecret, 'test-gateway-key');
  const webhookSecret = configuredWebhookSecret ?? hmacHex(serverSecret, 'test-gateway-webhook');
  // Refunds by idempotency key, for this process's life: a retry answers the same refund.
  const refunds = new Map<string, GatewayRefund>();
  return {
    kind: 'test',
    keyId: TEST_GATEWAY_KEY_ID,
    createOrder: ({ amountPaise, receipt }) =>
      Promise.resolve({
        id: randomId('order'),
        amount: amountPaise,
        currency: 'INR',
        receipt,
        status: 'created',
      }),
    // Its payments are known only through verify and webhooks.
    orderPayments: () => Promise.resolve([]),
    refund({ paymentId, amountPaise, idempotencyKey }) {
      const refund = refunds.get(idempotencyKey) ?? {
        id: randomId('rfnd'),
        paymentId,
        amount: amountPaise,
        status: 'processed',
      };
      refunds.set(idempotencyKey, refund);
      return Promise.resolve(refund);
    },
    paymentSignatureIsValid: (orderId, paymentId, signature) =>
      signatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature),
    webhookSignatureIsValid: (rawBody, signature) =>
      signatureMatches(hmacHex(webhookSecret, rawBody), signature),
    pay(orderId) {
      const paymentId = randomId('pay');
      return { paymentId, signature: hmacHex(keySecret, `${orderId}|${paymentId}`) };
    },
    signWebhook: (rawBody) => hmacHex(webhookSecret, rawBody),
  };
}
