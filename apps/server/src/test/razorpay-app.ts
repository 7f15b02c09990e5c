import { paymentInitiationReplySchema } from '@portal/contracts';
import { hmacHex } from '../lib/secrets/secrets';
import { createRazorpayGateway } from '../lib/payments/razorpay-gateway';
import { startFakeRazorpay } from './fake-razorpay';
import { createTestApp, type TestApp } from './test-app';

const KEY_ID = 'rzp_test_portal';
const KEY_SECRET = 'portal-key-secret';
export const WEBHOOK_SECRET = 'hook-secret';

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/** The whole app speaking Razorpay's protocol to a local fake of it. */
export async function createRazorpayTestApp(): Promise<{
  testApp: TestApp;
  fake: FakeRazorpay;
  close: () => Promise<void>;
}> {
  const fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  const testApp = await createTestApp({
    dependencies: {
      gateway: createRazorpayGateway({
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        baseUrl: fake.url,
      }),
    },
  });
  return {
    testApp,
    fake,
    async close() {
      await testApp.close();
      await fake.close();
    },
  };
}

/** Opens the order and pays it on the fake's "checkout page"; returns what checkout would hand the browser. */
export async function payOnGateway(
  testApp: TestApp,
  fake: FakeRazorpay,
  token: string,
  appointmentId: number,
) {
  const reply = await testApp.inject({
    method: 'POST',
    url: `/api/payments/appointments/${appointmentId}/initiate`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (reply.statusCode !== 200)
    throw new Error(`initiate answered ${reply.statusCode}: ${reply.body}`);
  const order = paymentInitiationReplySchema.parse(reply.json());
  const payment = fake.addPayment(order.razorpay_order_id, 'captured');
  return {
    orderId: order.razorpay_order_id,
    payment,
    checkout: {
      razorpay_order_id: order.razorpay_order_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacHex(KEY_SECRET, `${order.razorpay_order_id}|${payment.id}`),
      appointment_id: appointmentId,
    },
  };
}

/** Checkout's answer sent to verify, as the browser does. */
export function verify(testApp: TestApp, token: string, checkout: object) {
  return testApp.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: { authorization: `Bearer ${token}` },
    payload: checkout,
  });
}

/** Razorpay's payment.captured webhook for a payment, signed with the webhook secret. */
export function capturedWebhook(
  testApp: TestApp,
  payment: { id: string; order_id: string; amount: number },
  eventId: string,
) {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: payment.id,
          order_id: payment.order_id,
          amount: payment.amount,
          status: 'captured',
        },
      },
    },
  });
  return testApp.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}
