import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAppointmentReplySchema,
  appointmentReplySchema,
  cancelAppointmentReplySchema,
  errorReplySchema,
} from '@portal/contracts';
import { bookAppointment, createAdmin, createCustomer, samplePdf } from '../../test/customers';
import { multipartBody } from '../../test/multipart';
import {
  createRazorpayTestApp,
  payOnGateway,
  verify,
  type FakeRazorpay,
} from '../../test/razorpay-app';
import type { TestApp } from '../../test/test-app';
import { holdAt } from '../../test/times';
import { createRefundsService } from '../../modules/payments/refunds.service';

let testApp: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let customer: string;
let other: string;
let admin: string;
beforeAll(async () => {
  ({ testApp, fake, close } = await createRazorpayTestApp());
  customer = await createCustomer(testApp, '+919840400001');
  other = await createCustomer(testApp, '+919840400002');
  admin = await createAdmin(testApp, '+919840400003');
});
afterAll(() => close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const cancel = (id: number, token = customer, language = 'en') =>
  testApp.inject({
    method: 'POST',
    url: `/api/appointments/${id}/cancel`,
    headers: { ...as(token), 'accept-language': language },
    payload: { reason: 'Travelling' },
  });
const mine = async (id: number) =>
  appointmentReplySchema.parse(
    (
      await testApp.inject({ method: 'GET', url: `/api/appointments/${id}`, headers: as(customer) })
    ).json(),
  ).appointment;
const refundsOf = (paymentId: string) =>
  fake.refunds.filter((refund) => refund.payment_id === paymentId);

/** A booking paid online through checkout and verify, then given a time this many hours ahead. */
async function paidOnline(hoursAhead: number | null) {
  const id = await bookAppointment(testApp, customer);
  const { checkout, payment } = await payOnGateway(testApp, fake, customer, id);
  expect((await verify(testApp, customer, checkout)).statusCode).toBe(200);
  if (hoursAhead !== null) await holdAt(testApp, id, hoursAhead);
  return { id, payment };
}

describe('the customer cancels by the policy', () => {
  it('48 hours ahead: everything back through the gateway, once', async () => {
    const { id, payment } = await paidOnline(48);
    const before = await mine(id);
    expect(before).toMatchObject({
      can_cancel: true,
      cancellation_refund: { amount: before.total_cost, fee: '0.00' },
      refunds: [],
    });
    const replies = [...(await Promise.all([cancel(id), cancel(id)]))];
    replies.push(await cancel(id));
    for (const reply of replies) expect(reply.statusCode).toBe(200);
    const { appointment, refund } = cancelAppointmentReplySchema.parse(replies[2]!.json());
    expect(appointment).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      can_cancel: false,
      can_reschedule: false,
      cancellation_refund: null,
    });
    expect(refund).toMatchObject({
      kind: 'cancellation',
      method: 'online',
      amount: before.total_cost,
      fee: '0.00',
      status: 'processed',
    });
    expect(refund?.processed_at).not.toBeNull();
    expect(appointment.refunds).toEqual([refund]);
    expect(refundsOf(payment.id)).toMatchObject([{ amount: payment.amount }]);
  });

  it('12 hours ahead: half back, the fee kept, and the reply says so', async () => {
    const { id, payment } = await paidOnline(12);
    const quote = (await mine(id)).cancellation_refund;
    expect(quote).toEqual({
      amount: (payment.amount / 200).toFixed(2),
      fee: (payment.amount / 200).toFixed(2),
    });
    const { refund } = cancelAppointmentReplySchema.parse((await cancel(id)).json());
    expect(refund).toMatchObject({ amount: quote!.amount, fee: quote!.fee, status: 'processed' });
    expect(refundsOf(payment.id)).toMatchObject([{ amount: payment.amount / 2 }]);
  });

  it('after the start: refused in the asked language, nothing changes', async () => {
    const { id, payment } = await paidOnline(-0.1);
    expect(await mine(id)).toMatchObject({ can_cancel: false, cancellation_refund: null });
    const refused = await cancel(id, customer, 'ta');
    expect(refused.statusCode).toBe(409);
    const problem = errorReplySchema.parse(refused.json());
    expect(problem.code).toBe('CANCEL_TOO_LATE');
    expect(problem.error).toContain('தொடங்கிவிட்டதால்');
    expect(await mine(id)).toMatchObject({ status: 'scheduled', payment_status: 'paid' });
    expect(refundsOf(payment.id)).toEqual([]);
  });

  it('unpaid: simply cancelled, no refund; another customer’s is not found', async () => {
    const id = await bookAppointment(testApp, customer);
    expect((await cancel(id, other)).statusCode).toBe(404);
    // No body at all is a cancel without a reason.
    const bare = await testApp.inject({
      method: 'POST',
      url: `/api/appointments/${id}/cancel`,
      headers: as(other),
    });
    expect(bare.statusCode).toBe(404);
    expect(await mine(id)).toMatchObject({
      can_cancel: true,
      cancellation_refund: { amount: '0.00', fee: '0.00' },
    });
    const { appointment, refund } = cancelAppointmentReplySchema.parse((await cancel(id)).json());
    expect(refund).toBeNull();
    expect(appointment).toMatchObject({
      status: 'cancelled',
      payment_status: 'pending',
      refunds: [],
    });
  });

  it('a slot not chosen yet: everything back', async () => {
    const { id, payment } = await paidOnline(null);
    expect(cancelAppointmentReplySchema.parse((await cancel(id)).json()).refund).toMatchObject({
      fee: '0.00',
      status: 'processed',
    });
    expect(refundsOf(payment.id)).toMatchObject([{ amount: payment.amount }]);
  });

  it('a lost gateway reply: the next cancel resends the same key, refunding once', async () => {
    const { id, payment } = await paidOnline(72);
    fake.loseRefundReplies(1);
    const first = cancelAppointmentReplySchema.parse((await cancel(id)).json());
    expect(first.refund).toMatchObject({ status: 'pending', processed_at: null });
    const again = cancelAppointmentReplySchema.parse((await cancel(id)).json());
    expect(again.refund).toMatchObject({ status: 'processed' });
    expect(refundsOf(payment.id)).toHaveLength(1);
    const keys = fake.received
      .filter((entry) => entry.path === `/v1/payments/${payment.id}/refund`)
      .map((entry) => entry.headers['x-refund-idempotency']);
    expect(new Set(keys).size).toBe(1);
  });

  it('a refund the gateway never took is sent again by the sweep, under its own key, once', async () => {
    const { id, payment } = await paidOnline(96);
    fake.loseRefundReplies(1);
    expect(cancelAppointmentReplySchema.parse((await cancel(id)).json()).refund).toMatchObject({
      status: 'pending',
    });
    const sweep = createRefundsService({
      db: testApp.database.db,
      gateway: testApp.dependencies.gateway,
      log: { warn: () => undefined },
    });
    expect(await sweep.retryPending()).toBeGreaterThanOrEqual(1);
    expect(await sweep.retryPending()).toBe(0);
    expect((await mine(id)).refunds).toMatchObject([{ status: 'processed' }]);
    expect(refundsOf(payment.id)).toHaveLength(1);
  });

  it('cash: the refund is owed until the office hands it back', async () => {
    const id = await bookAppointment(testApp, customer);
    await testApp.inject({
      method: 'POST',
      url: `/api/payments/appointments/${id}/cash`,
      headers: as(customer),
    });
    const office = (method: 'GET' | 'POST', url: string, payload?: object) =>
      testApp.inject({ method, url, headers: as(admin), ...(payload ? { payload } : {}) });
    expect((await office('POST', `/api/admin/appointments/${id}/mark-paid`)).statusCode).toBe(200);
    await holdAt(testApp, id, 30);
    const { appointment, refund } = cancelAppointmentReplySchema.parse((await cancel(id)).json());
    expect(refund).toMatchObject({
      method: 'cash',
      status: 'pending',
      fee: '0.00',
      amount: appointment.total_cost,
    });
    // Paid until the money is back in the customer's hand.
    expect(appointment.payment_status).toBe('paid');
    expect(appointment.pdf_service_requests.map((request) => request.status)).toEqual([
      'cancelled',
    ]);
    const seen = adminAppointmentReplySchema.parse(
      (await office('GET', `/api/admin/appointments/${id}`)).json(),
    ).appointment;
    expect(seen.refunds).toMatchObject([{ id: refund!.id, method: 'cash', status: 'pending' }]);

    const report = await multipartBody(
      {},
      [{ name: 'r.pdf', type: 'application/pdf', content: samplePdf() }],
      'report',
    );
    const upload = await testApp.inject({
      method: 'POST',
      url: `/api/admin/pdf-requests/${appointment.pdf_service_requests[0]!.id}/report`,
      headers: { ...as(admin), ...report.headers },
      payload: report.payload,
    });
    expect(upload.statusCode).toBe(409);
    expect(errorReplySchema.parse(upload.json()).code).toBe('APPOINTMENT_CANCELLED');

    const handed = adminAppointmentReplySchema.parse(
      (await office('POST', `/api/admin/refunds/${refund!.id}/handed-over`)).json(),
    ).appointment;
    expect(handed.refunds).toMatchObject([{ status: 'processed' }]);
    expect((await office('POST', `/api/admin/refunds/${refund!.id}/handed-over`)).statusCode).toBe(
      409,
    );
    expect(await mine(id)).toMatchObject({
      payment_status: 'refunded',
      refunds: [{ method: 'cash', status: 'processed' }],
    });
  });
});
