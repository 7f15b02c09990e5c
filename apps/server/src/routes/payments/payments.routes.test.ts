import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  appointmentReplySchema,
  errorReplySchema,
  paymentInitiationReplySchema,
  paymentResultReplySchema,
  paymentStatusReplySchema,
  testCheckoutReplySchema,
} from '@portal/contracts';
import { createTestGateway, type TestGateway } from '../../lib/payments/test-gateway';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let testApp: TestApp;
let token: string;
let otherToken: string;
const gateway: TestGateway = createTestGateway(TEST_SECRET);

beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp, '9840055555');
  otherToken = await signIn(testApp, '9840066666');
});
afterAll(() => testApp.close());

const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}` });
const post = (url: string, payload?: object, bearer = token) =>
  testApp.inject({ method: 'POST', url, payload, headers: auth(bearer) });

async function book(services = [2]) {
  const response = await post('/api/appointments', {
    name: 'Lakshmi',
    gender: 'female',
    date_of_birth: '1994-03-12',
    birth_time: '05:40',
    birth_place: 'Madurai',
    services,
    terms_agreed: true,
    bridegroom_name: 'Karthik',
    other_person_agreed: true,
    bridegroom_date_of_birth: '1990-07-01',
    bridegroom_birth_place: 'Trichy',
    bridegroom_current_location: 'Chennai',
  });
  return appointmentReplySchema.parse(response.json()).appointment;
}

async function initiate(appointmentId: number, bearer = token) {
  return paymentInitiationReplySchema.parse(
    (await post(`/api/payments/appointments/${appointmentId}/initiate`, undefined, bearer)).json(),
  );
}

async function paidCount(appointmentId: number) {
  const result = await testApp.database.db.execute(
    sql`select count(*)::int as n from payments where appointment_id = ${appointmentId} and status = 'paid'`,
  );
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

const status = async (appointmentId: number, bearer = token) =>
  testApp.inject({
    method: 'GET',
    url: `/api/payments/appointments/${appointmentId}/status`,
    headers: auth(bearer),
  });

function webhook(
  event: string,
  orderId: string,
  paymentId: string,
  amount: number,
  eventId: string,
  signature?: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: orderId,
          amount,
          currency: 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
        },
      },
    },
    created_at: 1,
  });
  return testApp.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': signature ?? gateway.signWebhook(body),
    },
  });
}

describe('online payment through the test gateway', () => {
  it("charges the server's total, reuses the open order, and verifies only once", async () => {
    const appointment = await book([1, 2]);
    const first = await initiate(appointment.id);
    expect(first).toMatchObject({
      amount: appointment.total_cost,
      currency: 'INR',
      razorpay_key_id: 'test_gateway',
      test_mode: true,
      prefill: { contact: '+919840055555' },
    });
    expect((await initiate(appointment.id)).razorpay_order_id).toBe(first.razorpay_order_id);

    const checkout = testCheckoutReplySchema.parse(
      (
        await post('/api/payments/test-gateway/checkout', {
          razorpay_order_id: first.razorpay_order_id,
          outcome: 'pay',
        })
      ).json(),
    );
    const verification = {
      razorpay_order_id: first.razorpay_order_id,
      razorpay_payment_id: checkout.razorpay_payment_id,
      razorpay_signature: checkout.razorpay_signature,
      appointment_id: appointment.id,
    };
    for (let time = 0; time < 2; time += 1) {
      const verified = await post('/api/payments/verify', verification);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(paymentResultReplySchema.parse(verified.json()).appointment).toMatchObject({
        status: 'paid',
        payment_status: 'paid',
        payment: { method: 'online', status: 'paid', amount: appointment.total_cost },
      });
    }
    expect(await paidCount(appointment.id)).toBe(1);
    const again = await post(`/api/payments/appointments/${appointment.id}/initiate`);
    expect(again.statusCode).toBe(409);
    expect(errorReplySchema.parse(again.json()).code).toBe('ALREADY_PAID');
    expect((await post(`/api/payments/appointments/${appointment.id}/cash`)).statusCode).toBe(409);
  });

  it('refuses a forged or mismatched signature and marks nothing paid', async () => {
    const appointment = await book();
    const other = await book();
    const order = await initiate(appointment.id);
    const otherOrder = await initiate(other.id);
    const genuine = gateway.pay(order.razorpay_order_id);
    const attempts = [
      {
        razorpay_order_id: order.razorpay_order_id,
        razorpay_payment_id: genuine.paymentId,
        razorpay_signature: 'f'.repeat(64),
        appointment_id: appointment.id,
      },
      {
        razorpay_order_id: order.razorpay_order_id,
        razorpay_payment_id: 'pay_other',
        razorpay_signature: genuine.signature,
        appointment_id: appointment.id,
      },
      {
        razorpay_order_id: otherOrder.razorpay_order_id,
        razorpay_payment_id: genuine.paymentId,
        razorpay_signature: genuine.signature,
        appointment_id: other.id,
      },
      {
        razorpay_order_id: order.razorpay_order_id,
        razorpay_payment_id: genuine.paymentId,
        razorpay_signature: genuine.signature,
        appointment_id: other.id,
      },
    ];
    for (const attempt of attempts) {
      const response = await post('/api/payments/verify', attempt);
      expect(response.statusCode).toBe(400);
      expect(errorReplySchema.parse(response.json()).error).toBe('Payment verification failed');
    }
    expect(await paidCount(appointment.id)).toBe(0);
    expect(await paidCount(other.id)).toBe(0);
    expect(paymentStatusReplySchema.parse((await status(appointment.id)).json())).toMatchObject({
      payment_status: 'pending',
      appointment_status: 'pending',
      payment: null,
    });
  });

  it('a failed test checkout fails the order; the next attempt opens a new one', async () => {
    const appointment = await book();
    const order = await initiate(appointment.id);
    expect(
      testCheckoutReplySchema.parse(
        (
          await post('/api/payments/test-gateway/checkout', {
            razorpay_order_id: order.razorpay_order_id,
            outcome: 'fail',
          })
        ).json(),
      ).outcome,
    ).toBe('failed');
    expect(
      paymentStatusReplySchema.parse((await status(appointment.id)).json()).payment_status,
    ).toBe('failed');
    expect((await initiate(appointment.id)).razorpay_order_id).not.toBe(order.razorpay_order_id);
  });
});

describe('webhooks', () => {
  it('refuse a bad signature', async () => {
    const appointment = await book();
    const order = await initiate(appointment.id);
    const response = await webhook(
      'payment.captured',
      order.razorpay_order_id,
      'pay_forged',
      165_200,
      'evt_forged',
      'a'.repeat(64),
    );
    expect(response.statusCode).toBe(400);
    expect(errorReplySchema.parse(response.json()).code).toBe('WEBHOOK_REJECTED');
    expect(await paidCount(appointment.id)).toBe(0);
  });

  it('mark paid when the customer closed the tab; a repeat or later failure changes nothing', async () => {
    const appointment = await book();
    const order = await initiate(appointment.id);
    const amount = Math.round(Number(order.amount) * 100);
    const captured = await webhook(
      'order.paid',
      order.razorpay_order_id,
      'pay_fromhook',
      amount,
      'evt_1',
    );
    expect(captured.json()).toEqual({ success: true, duplicate: false });
    expect(paymentStatusReplySchema.parse((await status(appointment.id)).json())).toMatchObject({
      payment_status: 'paid',
      appointment_status: 'paid',
    });
    expect(
      (
        await webhook('order.paid', order.razorpay_order_id, 'pay_fromhook', amount, 'evt_1')
      ).json(),
    ).toEqual({ success: true, duplicate: true });
    expect(
      (
        await webhook('payment.failed', order.razorpay_order_id, 'pay_late', amount, 'evt_2')
      ).json(),
    ).toEqual({ success: true, duplicate: false });
    expect(paymentStatusReplySchema.parse((await status(appointment.id)).json())).toMatchObject({
      payment_status: 'paid',
      appointment_status: 'paid',
      payment: { status: 'paid' },
    });
    expect(await paidCount(appointment.id)).toBe(1);
  });

  it('ignore a capture of another amount than the order', async () => {
    const appointment = await book();
    const order = await initiate(appointment.id);
    await webhook('payment.captured', order.razorpay_order_id, 'pay_short', 100, 'evt_short');
    expect(await paidCount(appointment.id)).toBe(0);
  });
});

describe('cash and other customers', () => {
  it('cash is recorded as chosen and stays payment-pending', async () => {
    const appointment = await book();
    const response = await post(`/api/payments/appointments/${appointment.id}/cash`);
    expect(paymentResultReplySchema.parse(response.json()).appointment).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment: { method: 'cash', status: 'pending', amount: appointment.total_cost },
    });
    await post(`/api/payments/appointments/${appointment.id}/cash`);
    const count = await testApp.database.db.execute(
      sql`select count(*)::int as n from payments where appointment_id = ${appointment.id}`,
    );
    expect((count as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('a cancelled appointment cannot be paid for', async () => {
    const appointment = await book();
    await testApp.database.db.execute(
      sql`update appointments set status = 'cancelled' where id = ${appointment.id}`,
    );
    for (const url of [
      `/api/payments/appointments/${appointment.id}/initiate`,
      `/api/payments/appointments/${appointment.id}/cash`,
    ]) {
      const response = await post(url);
      expect(response.statusCode).toBe(409);
      expect(errorReplySchema.parse(response.json()).code).toBe('APPOINTMENT_CANCELLED');
    }
  });

  it('answers 404 to another customer for every payment call on an appointment', async () => {
    const appointment = await book();
    const order = await initiate(appointment.id);
    const genuine = gateway.pay(order.razorpay_order_id);
    const calls = [
      post(`/api/payments/appointments/${appointment.id}/initiate`, undefined, otherToken),
      post(
        '/api/payments/verify',
        {
          razorpay_order_id: order.razorpay_order_id,
          razorpay_payment_id: genuine.paymentId,
          razorpay_signature: genuine.signature,
          appointment_id: appointment.id,
        },
        otherToken,
      ),
      post(`/api/payments/appointments/${appointment.id}/cash`, undefined, otherToken),
      status(appointment.id, otherToken),
      post(
        '/api/payments/test-gateway/checkout',
        { razorpay_order_id: order.razorpay_order_id, outcome: 'fail' },
        otherToken,
      ),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect(await paidCount(appointment.id)).toBe(0);
  });
});
