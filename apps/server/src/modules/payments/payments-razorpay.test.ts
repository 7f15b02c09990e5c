import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  appointmentReplySchema,
  paymentInitiationReplySchema,
  paymentStatusReplySchema,
} from '@portal/contracts';
import { createRazorpayGateway } from '../../lib/payments/razorpay-gateway';
import { startFakeRazorpay } from '../../test/fake-razorpay';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let testApp: TestApp;
let token: string;
beforeAll(async () => {
  fake = await startFakeRazorpay('rzp_test_portal', 'portal-key-secret');
  testApp = await createTestApp({
    dependencies: {
      gateway: createRazorpayGateway({
        keyId: 'rzp_test_portal',
        keySecret: 'portal-key-secret',
        webhookSecret: 'hook',
        baseUrl: fake.url,
      }),
    },
  });
  token = await signIn(testApp, '9840077777');
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const headers = () => ({ authorization: `Bearer ${token}` });

it('orders the exact total in paise, and reconciles a payment whose verify never came', async () => {
  const booked = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: headers(),
    payload: {
      name: 'Devi',
      gender: 'female',
      date_of_birth: '1988-01-20',
      birth_time: '10:05',
      birth_place: 'Salem',
      services: [1, 3],
      country_id: 3,
      terms_agreed: true,
      total_cost: '1.00',
    },
  });
  const { appointment } = appointmentReplySchema.parse(booked.json());
  const initiated = paymentInitiationReplySchema.parse(
    (
      await testApp.inject({
        method: 'POST',
        url: `/api/payments/appointments/${appointment.id}/initiate`,
        headers: headers(),
      })
    ).json(),
  );
  expect(initiated).toMatchObject({
    razorpay_key_id: 'rzp_test_portal',
    test_mode: false,
    amount: appointment.total_cost,
  });
  const order = fake.orders.get(initiated.razorpay_order_id)!;
  expect(order.amount).toBe(Math.round(Number(appointment.total_cost) * 100));
  expect(order.receipt).toBe(appointment.appointment_number);

  // No test checkout with a real gateway.
  expect(
    (
      await testApp.inject({
        method: 'POST',
        url: '/api/payments/test-gateway/checkout',
        headers: headers(),
        payload: { razorpay_order_id: order.id, outcome: 'pay' },
      })
    ).statusCode,
  ).toBe(404);

  const statusOf = async () =>
    paymentStatusReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/payments/appointments/${appointment.id}/status`,
          headers: headers(),
        })
      ).json(),
    );
  expect((await statusOf()).payment_status).toBe('pending');
  fake.addPayment(order.id, 'failed');
  fake.addPayment(order.id, 'captured');
  expect(await statusOf()).toMatchObject({
    payment_status: 'paid',
    appointment_status: 'paid',
    payment: { method: 'online', status: 'paid' },
  });
});

it('answers "Payment initialization failed" when Razorpay refuses the order', async () => {
  await fake.close();
  const booked = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: headers(),
    payload: {
      name: 'Devi',
      gender: 'female',
      date_of_birth: '1988-01-20',
      birth_time: '10:05',
      birth_place: 'Salem',
      services: [3],
      terms_agreed: true,
    },
  });
  const { appointment } = appointmentReplySchema.parse(booked.json());
  const response = await testApp.inject({
    method: 'POST',
    url: `/api/payments/appointments/${appointment.id}/initiate`,
    headers: { ...headers(), 'accept-language': 'ta' },
  });
  expect(response.statusCode).toBe(502);
  expect(response.json()).toMatchObject({
    code: 'PAYMENT_INIT_FAILED',
    error: 'கட்டணத்தைத் தொடங்க முடியவில்லை',
  });
  fake = await startFakeRazorpay('rzp_test_portal', 'portal-key-secret');
});
