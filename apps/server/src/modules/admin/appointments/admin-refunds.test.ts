import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminAppointmentReplySchema,
  appointmentReplySchema,
  cancelAppointmentReplySchema,
  errorReplySchema,
  paymentInitiationReplySchema,
  paymentStatusReplySchema,
} from '@portal/contracts';
import { createRazorpayGateway } from '../../../lib/payments/razorpay-gateway';
import { startFakeRazorpay } from '../../../test/fake-razorpay';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookAppointment, createAdmin, createCustomer } from '../../../test/customers';
import { holdAt } from '../../../test/times';

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let testApp: TestApp;
let admin: string;
let customer: string;
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
  admin = await createAdmin(testApp, '+919840300001');
  customer = await createCustomer(testApp, '+919840300002');
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

/**
 * A booking paid through Razorpay (captured on the fake, reconciled by the status call), held this
 * many hours ahead.
 */
async function paidAppointment(hoursAhead: number) {
  const id = await bookAppointment(testApp, customer);
  const headers = { authorization: `Bearer ${customer}` };
  const order = paymentInitiationReplySchema.parse(
    (
      await testApp.inject({
        method: 'POST',
        url: `/api/payments/appointments/${id}/initiate`,
        headers,
      })
    ).json(),
  );
  const payment = fake.addPayment(order.razorpay_order_id, 'captured');
  const status = paymentStatusReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/payments/appointments/${id}/status`,
        headers,
      })
    ).json(),
  );
  expect(status.payment_status).toBe('paid');
  const moment = new Date(Date.now() + hoursAhead * 3_600_000);
  moment.setUTCSeconds(0, 0);
  await testApp.database.db.execute(
    sql`update appointments
      set status = 'scheduled',
          scheduled_at = ${moment.toISOString()},
          ends_at = ${new Date(moment.getTime() + 1_800_000).toISOString()},
          held_until = ${new Date(moment.getTime() + 1_800_000).toISOString()},
          astrologer_id = 1
      where id = ${id}`,
  );
  return { id, paymentId: payment.id, paise: payment.amount };
}

const cancel = (id: number) =>
  testApp.inject({
    method: 'POST',
    url: `/api/admin/appointments/${id}/cancel`,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ta' },
    payload: { reason: 'Customer asked' },
  });
const refundsOf = (paymentId: string) =>
  fake.refunds.filter((refund) => refund.payment_id === paymentId);

it('refunds everything 48 hours ahead, once, however often the cancel is sent', async () => {
  const { id, paymentId, paise } = await paidAppointment(48);
  const responses = [...(await Promise.all([cancel(id), cancel(id)]))];
  responses.push(await cancel(id));
  for (const response of responses) expect(response.statusCode).toBe(200);
  const appointment = adminAppointmentReplySchema.parse(responses[2]!.json()).appointment;
  expect(appointment).toMatchObject({
    status: 'cancelled',
    payment_status: 'refunded',
    cancellation_refund: null,
  });
  expect(appointment.refunds).toHaveLength(1);
  expect(appointment.refunds[0]).toMatchObject({
    kind: 'cancellation',
    method: 'online',
    amount: appointment.total_cost,
    fee: '0.00',
    status: 'processed',
    reason: 'Customer asked',
  });
  expect(refundsOf(paymentId)).toMatchObject([{ amount: paise }]);
  expect(appointment.refunds[0]?.gateway_refund_id).toBe(refundsOf(paymentId)[0]!.id);
});

it('refunds everything on the office’s cancel 2 hours ahead', async () => {
  const { id, paymentId, paise } = await paidAppointment(2);
  const before = adminAppointmentReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/admin/appointments/${id}`,
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json(),
  ).appointment;
  // The office's dialog quotes the office's cancel: all of it.
  expect(before.cancellation_refund).toEqual({ amount: (paise / 100).toFixed(2), fee: '0.00' });
  // The customer's own view of the same appointment quotes their own cancel: half.
  const customerView = appointmentReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/appointments/${id}`,
        headers: { authorization: `Bearer ${customer}` },
      })
    ).json(),
  ).appointment;
  expect(customerView.cancellation_refund).toEqual({
    amount: (paise / 200).toFixed(2),
    fee: (paise / 200).toFixed(2),
  });
  expect((await cancel(id)).statusCode).toBe(200);
  const cancelled = adminAppointmentReplySchema.parse((await cancel(id)).json()).appointment;
  expect(cancelled).toMatchObject({
    status: 'cancelled',
    payment_status: 'refunded',
    refunds: [
      {
        kind: 'cancellation',
        method: 'online',
        amount: cancelled.total_cost,
        fee: '0.00',
        status: 'processed',
      },
    ],
  });
  expect(refundsOf(paymentId)).toMatchObject([{ amount: paise }]);
  const request = fake.received.find((entry) => entry.path === `/v1/payments/${paymentId}/refund`);
  expect(request?.body).toMatchObject({ amount: paise, speed: 'normal' });
  expect(request?.headers['x-refund-idempotency']).toMatch(/^refund-[\w-]{10,}$/);

  const own = await paidAppointment(2);
  const byCustomer = await testApp.inject({
    method: 'POST',
    url: `/api/appointments/${own.id}/cancel`,
    headers: { authorization: `Bearer ${customer}` },
    payload: {},
  });
  expect(cancelAppointmentReplySchema.parse(byCustomer.json()).refund).toMatchObject({
    amount: (own.paise / 200).toFixed(2),
    fee: (own.paise / 200).toFixed(2),
  });
  expect(refundsOf(own.paymentId)).toMatchObject([{ amount: own.paise / 2 }]);
});

it('office cancel 2 hours ahead of a consultation paid in cash: the full price handed back at once', async () => {
  const id = await bookAppointment(testApp, customer);
  expect(
    (
      await testApp.inject({
        method: 'POST',
        url: `/api/payments/appointments/${id}/cash`,
        headers: { authorization: `Bearer ${customer}` },
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await testApp.inject({
        method: 'POST',
        url: `/api/admin/appointments/${id}/mark-paid`,
        headers: { authorization: `Bearer ${admin}` },
      })
    ).statusCode,
  ).toBe(200);
  await holdAt(testApp, id, 2);
  const before = adminAppointmentReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/admin/appointments/${id}`,
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json(),
  ).appointment;
  expect(before.cancellation_refund).toEqual({ amount: before.total_cost, fee: '0.00' });
  const cancelled = adminAppointmentReplySchema.parse((await cancel(id)).json()).appointment;
  expect(cancelled).toMatchObject({
    status: 'cancelled',
    payment_status: 'refunded',
    refunds: [
      {
        kind: 'cancellation',
        method: 'cash',
        amount: cancelled.total_cost,
        fee: '0.00',
        status: 'processed',
      },
    ],
  });
  expect(cancelled.refunds[0]?.processed_at).not.toBeNull();
});

it('refunds once when a lost refund reply is retried', async () => {
  const { id, paymentId, paise } = await paidAppointment(72);
  fake.loseRefundReplies(1);
  const lost = await cancel(id);
  expect(lost.statusCode).toBe(502);
  expect(errorReplySchema.parse(lost.json())).toMatchObject({
    code: 'REFUND_FAILED',
    error: 'சந்திப்பு ரத்துசெய்யப்பட்டது, ஆனால் பணத்திருப்பம் நடைபெறவில்லை. மீண்டும் முயலுங்கள்.',
  });
  const pending = adminAppointmentReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/admin/appointments/${id}`,
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json(),
  ).appointment;
  expect(pending).toMatchObject({ status: 'cancelled', refunds: [{ status: 'pending' }] });

  const retried = adminAppointmentReplySchema.parse((await cancel(id)).json()).appointment;
  expect(retried.refunds).toMatchObject([{ status: 'processed' }]);
  expect(refundsOf(paymentId)).toMatchObject([{ amount: paise }]);
  const keys = fake.received
    .filter((entry) => entry.path === `/v1/payments/${paymentId}/refund`)
    .map((entry) => entry.headers['x-refund-idempotency']);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
});

it('refunds everything an hour after the start; nothing when unpaid', async () => {
  const { id, paymentId, paise } = await paidAppointment(-1);
  const late = adminAppointmentReplySchema.parse((await cancel(id)).json()).appointment;
  expect(late).toMatchObject({
    status: 'cancelled',
    payment_status: 'refunded',
    refunds: [{ amount: late.total_cost, fee: '0.00', status: 'processed' }],
  });
  expect(refundsOf(paymentId)).toMatchObject([{ amount: paise }]);
  const unpaid = await bookAppointment(testApp, customer);
  expect(
    adminAppointmentReplySchema.parse((await cancel(unpaid)).json()).appointment,
  ).toMatchObject({ status: 'cancelled', payment_status: 'pending', refunds: [] });
});
