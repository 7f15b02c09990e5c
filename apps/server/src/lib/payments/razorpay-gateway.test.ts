import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeRazorpay } from '../../test/fake-razorpay';
import { GatewayError } from './payment-gateway';
import { hmacHex } from '../secrets/secrets';
import { createRazorpayGateway } from './razorpay-gateway';

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
beforeAll(async () => {
  fake = await startFakeRazorpay('rzp_test_key', 'key-secret');
});
afterAll(() => fake.close());

const gateway = (keySecret = 'key-secret') =>
  createRazorpayGateway({
    keyId: 'rzp_test_key',
    keySecret,
    webhookSecret: 'hook-secret',
    baseUrl: fake.url,
  });

it('creates orders in paise, in INR, with the receipt and notes', async () => {
  const order = await gateway().createOrder({
    amountPaise: 165_200,
    receipt: 'AST-2611-0001',
    notes: { appointment_id: '1' },
  });
  expect(order).toMatchObject({
    id: expect.stringMatching(/^order_/) as string,
    amount: 165_200,
    currency: 'INR',
    receipt: 'AST-2611-0001',
    status: 'created',
  });
  expect(fake.received.at(-1)).toMatchObject({
    method: 'POST',
    path: '/v1/orders',
    body: {
      amount: 165_200,
      currency: 'INR',
      receipt: 'AST-2611-0001',
      notes: { appointment_id: '1' },
    },
  });
});

it("fetches an order's payments for reconciliation", async () => {
  const order = await gateway().createOrder({
    amountPaise: 59_000,
    receipt: 'AST-2611-0002',
    notes: {},
  });
  const payment = fake.addPayment(order.id, 'captured');
  expect(await gateway().orderPayments(order.id)).toEqual([
    { id: payment.id, orderId: order.id, amount: 59_000, status: 'captured' },
  ]);
});

it('refunds in paise once per idempotency key, never more than was captured', async () => {
  const order = await gateway().createOrder({
    amountPaise: 59_000,
    receipt: 'AST-2611-0003',
    notes: {},
  });
  const payment = fake.addPayment(order.id, 'captured');
  const half = {
    paymentId: payment.id,
    amountPaise: 29_500,
    idempotencyKey: 'refund-0123456789',
    notes: { appointment_id: '3' },
  };
  const refund = await gateway().refund(half);
  expect(refund).toMatchObject({
    id: expect.stringMatching(/^rfnd_/) as string,
    paymentId: payment.id,
    amount: 29_500,
    status: 'processed',
  });
  expect(fake.received.at(-1)).toMatchObject({
    path: `/v1/payments/${payment.id}/refund`,
    body: { amount: 29_500, speed: 'normal' },
    headers: { 'x-refund-idempotency': 'refund-0123456789' },
  });
  expect(await gateway().refund(half)).toEqual(refund);
  await expect(gateway().refund({ ...half, amountPaise: 30_000 })).rejects.toThrow(
    /same idempotency key/,
  );
  await expect(
    gateway().refund({ ...half, amountPaise: 30_000, idempotencyKey: 'refund-9876543210' }),
  ).rejects.toThrow(/greater than/);
});

it("turns Razorpay's error replies into gateway errors with the reason", async () => {
  await expect(
    gateway('wrong-secret').createOrder({ amountPaise: 100, receipt: 'r', notes: {} }),
  ).rejects.toMatchObject({
    name: 'GatewayError',
    status: 401,
    gatewayCode: 'BAD_REQUEST_ERROR',
    message: expect.stringContaining('Authentication failed') as string,
  });
  await expect(gateway().createOrder({ amountPaise: 50, receipt: 'r', notes: {} })).rejects.toThrow(
    /amount must be atleast/,
  );
  await expect(gateway().orderPayments('order_missing')).rejects.toBeInstanceOf(GatewayError);
  const unreachable = createRazorpayGateway({
    keyId: 'k',
    keySecret: 's',
    webhookSecret: null,
    baseUrl: 'http://127.0.0.1:9',
    timeoutMs: 2000,
  });
  await expect(
    unreachable.createOrder({ amountPaise: 100, receipt: 'r', notes: {} }),
  ).rejects.toMatchObject({ status: 0 });
});

it("checks checkout's and webhooks' signatures exactly", () => {
  const signature = hmacHex('key-secret', 'order_1|pay_1');
  expect(gateway().paymentSignatureIsValid('order_1', 'pay_1', signature)).toBe(true);
  expect(gateway().paymentSignatureIsValid('order_2', 'pay_1', signature)).toBe(false);
  expect(gateway().paymentSignatureIsValid('order_1', 'pay_1', signature.slice(0, -2))).toBe(false);
  expect(gateway().paymentSignatureIsValid('order_1', 'pay_1', 'not hex at all')).toBe(false);
  const body = '{"event":"payment.captured"}';
  expect(gateway().webhookSignatureIsValid(body, hmacHex('hook-secret', body))).toBe(true);
  expect(gateway().webhookSignatureIsValid(`${body} `, hmacHex('hook-secret', body))).toBe(false);
  expect(
    createRazorpayGateway({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: null,
      baseUrl: fake.url,
    }).webhookSignatureIsValid(body, hmacHex('', body)),
  ).toBe(false);
});
