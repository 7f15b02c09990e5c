import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAppointmentReplySchema,
  appointmentReplySchema,
  auditLogReplySchema,
} from '@portal/contracts';
import { bookAppointment, createAdmin, createCustomer } from '../../test/customers';
import {
  capturedWebhook,
  createRazorpayTestApp,
  payOnGateway,
  verify,
  type FakeRazorpay,
} from '../../test/razorpay-app';
import type { TestApp } from '../../test/test-app';

let testApp: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let customer: string;
let admin: string;
beforeAll(async () => {
  ({ testApp, fake, close } = await createRazorpayTestApp());
  customer = await createCustomer(testApp, '+919840600001');
  admin = await createAdmin(testApp, '+919840600002');
});
afterAll(() => close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const mine = async (id: number) =>
  appointmentReplySchema.parse(
    (
      await testApp.inject({ method: 'GET', url: `/api/appointments/${id}`, headers: as(customer) })
    ).json(),
  ).appointment;
const office = async (id: number) =>
  adminAppointmentReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/admin/appointments/${id}`,
        headers: as(admin),
      })
    ).json(),
  ).appointment;
const cancelByOffice = (id: number) =>
  testApp.inject({
    method: 'POST',
    url: `/api/admin/appointments/${id}/cancel`,
    headers: as(admin),
    payload: {},
  });
const refundsOf = (paymentId: string) =>
  fake.refunds.filter((refund) => refund.payment_id === paymentId);

describe('money that arrives when it is not owed goes back by itself', () => {
  it('paid after the office cancelled: recorded, refunded in full once, shown and audited', async () => {
    const id = await bookAppointment(testApp, customer);
    const { checkout, payment } = await payOnGateway(testApp, fake, customer, id); // the customer is in checkout ...
    expect((await cancelByOffice(id)).statusCode).toBe(200); // ... when the office cancels
    const verified = await verify(testApp, customer, checkout);
    expect(verified.statusCode).toBe(200);
    expect((await verify(testApp, customer, checkout)).statusCode).toBe(200);
    expect(refundsOf(payment.id)).toMatchObject([{ amount: payment.amount }]);
    const seen = await mine(id);
    expect(seen).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refunds: [{ kind: 'paid_after_cancel', method: 'online', fee: '0.00', status: 'processed' }],
    });
    expect(seen.refunds[0]!.amount).toBe(seen.total_cost);
    expect((await office(id)).refunds).toMatchObject([
      { kind: 'paid_after_cancel', gateway_refund_id: refundsOf(payment.id)[0]!.id },
    ]);
    const log = auditLogReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/admin/audit-log?entity_type=appointment&entity_id=${id}`,
          headers: as(admin),
        })
      ).json(),
    );
    expect(log.entries[0]).toMatchObject({ action: 'refund.automatic', actor: null });
  });

  it('captured after the customer cancelled, reported by webhook twice: refunded once', async () => {
    const id = await bookAppointment(testApp, customer);
    const { payment } = await payOnGateway(testApp, fake, customer, id);
    expect(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/appointments/${id}/cancel`,
          headers: as(customer),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    for (const eventId of ['evt_late_1', 'evt_late_1', 'evt_late_2'])
      expect((await capturedWebhook(testApp, payment, eventId)).statusCode).toBe(200);
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(await mine(id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refunds: [{ kind: 'paid_after_cancel', status: 'processed' }],
    });
  });

  it('found by the status reconciliation after a cancel: refunded once', async () => {
    const id = await bookAppointment(testApp, customer);
    const { payment } = await payOnGateway(testApp, fake, customer, id);
    expect((await cancelByOffice(id)).statusCode).toBe(200);
    for (let round = 0; round < 2; round += 1)
      await testApp.inject({
        method: 'GET',
        url: `/api/payments/appointments/${id}/status`,
        headers: as(customer),
      });
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect((await mine(id)).refunds).toMatchObject([{ kind: 'paid_after_cancel' }]);
  });
});

describe('cash, then online', () => {
  it('a cash choice can be changed to online payment until the office takes the cash', async () => {
    const id = await bookAppointment(testApp, customer);
    expect(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/payments/appointments/${id}/cash`,
          headers: as(customer),
        })
      ).statusCode,
    ).toBe(200);
    expect((await mine(id)).payment).toMatchObject({ method: 'cash', status: 'pending' });
    const { checkout } = await payOnGateway(testApp, fake, customer, id);
    expect((await verify(testApp, customer, checkout)).statusCode).toBe(200);
    expect(await mine(id)).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      payment: { method: 'online', status: 'paid' },
      refunds: [],
    });
    expect(
      (await office(id)).payments.map((payment) => `${payment.method}:${payment.status}`),
    ).toEqual(['cash:cancelled', 'online:paid']);
    const refused = await testApp.inject({
      method: 'POST',
      url: `/api/admin/appointments/${id}/mark-paid`,
      headers: as(admin),
    });
    expect(refused.statusCode).toBe(409);
  });

  it('an online payment after the office took the cash is given back in full', async () => {
    const id = await bookAppointment(testApp, customer);
    await testApp.inject({
      method: 'POST',
      url: `/api/payments/appointments/${id}/cash`,
      headers: as(customer),
    });
    const { checkout, payment } = await payOnGateway(testApp, fake, customer, id);
    expect(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/admin/appointments/${id}/mark-paid`,
          headers: as(admin),
        })
      ).statusCode,
    ).toBe(200);
    expect((await verify(testApp, customer, checkout)).statusCode).toBe(200);
    expect(refundsOf(payment.id)).toMatchObject([{ amount: payment.amount }]);
    const seen = await office(id);
    expect(seen).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      refunds: [{ kind: 'duplicate_payment', method: 'online', status: 'processed' }],
    });
    expect(seen.payments.map((line) => `${line.method}:${line.status}`)).toEqual([
      'cash:paid',
      'online:refunded',
    ]);
  });
});
