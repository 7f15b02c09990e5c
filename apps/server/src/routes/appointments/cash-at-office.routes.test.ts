import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAppointmentReplySchema,
  appointmentReplySchema,
  cancelAppointmentReplySchema,
  errorReplySchema,
  MAX_UNPAID_BOOKINGS,
} from '@portal/contracts';
import { createAdmin, createCustomer, markPaid } from '../../test/customers';
import {
  createRazorpayTestApp,
  payOnGateway,
  verify,
  type FakeRazorpay,
} from '../../test/razorpay-app';
import type { TestApp } from '../../test/test-app';
import { holdAt, nextWeekday } from '../../test/times';

/**
 * Cash at the office (decision 0057): cash for a consultation at the office comes with a time at
 * once, the amount due at the desk shown; phone and video still wait for the payment; an unpaid
 * cash consultation with a time still counts against the customer's unpaid bookings.
 */
let testApp: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let customer: string;
let admin: string;
beforeAll(async () => {
  ({ testApp, fake, close } = await createRazorpayTestApp());
  customer = await createCustomer(testApp, '+919841000001');
  admin = await createAdmin(testApp, '+919841000002');
});
afterAll(() => close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const booking = {
  name: 'Ravi',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time: '14:30',
  birth_place: 'Coimbatore',
  services: [1],
  terms_agreed: true,
};
type Mode = 'in_person' | 'phone' | 'video';

async function book(token: string, mode: Mode): Promise<number> {
  const reply = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: as(token),
    payload: { ...booking, consultation_mode: mode },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return appointmentReplySchema.parse(reply.json()).appointment.id;
}
const chooseCash = async (token: string, id: number) => {
  const reply = await testApp.inject({
    method: 'POST',
    url: `/api/payments/appointments/${id}/cash`,
    headers: as(token),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return appointmentReplySchema.parse(reply.json()).appointment;
};
const mine = async (id: number, token = customer) =>
  appointmentReplySchema.parse(
    (
      await testApp.inject({ method: 'GET', url: `/api/appointments/${id}`, headers: as(token) })
    ).json(),
  ).appointment;
const bookSlot = (id: number, slotId: number, date: string, token = customer) =>
  testApp.inject({
    method: 'POST',
    url: `/api/appointments/${id}/book-slot`,
    headers: as(token),
    payload: { slot_id: slotId, date },
  });
const markCashPaid = async (id: number) => {
  const reply = await testApp.inject({
    method: 'POST',
    url: `/api/admin/appointments/${id}/mark-paid`,
    headers: as(admin),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return adminAppointmentReplySchema.parse(reply.json()).appointment;
};

describe('who may choose a time', () => {
  it('at the office with cash chosen: at once; by phone or video: once paid', async () => {
    const atOffice = await book(customer, 'in_person');
    expect(await mine(atOffice)).toMatchObject({ can_choose_time: false, payment: null });
    const chosen = await chooseCash(customer, atOffice);
    expect(chosen).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      can_choose_time: true,
      payment: { method: 'cash', status: 'pending', amount: chosen.total_cost },
    });

    for (const mode of ['phone', 'video'] as const) {
      const id = await book(customer, mode);
      expect(await chooseCash(customer, id), mode).toMatchObject({
        can_choose_time: false,
        payment: { method: 'cash', status: 'pending' },
      });
      await markPaid(testApp, [id]);
      expect((await mine(id)).can_choose_time, `${mode} once paid`).toBe(true);
    }
  });

  it('a phone or video consultation for cash waits for the cash to get a slot', async () => {
    const day = nextWeekday(2);
    for (const mode of ['phone', 'video'] as const) {
      const id = await book(customer, mode);
      await chooseCash(customer, id);
      const refused = await bookSlot(id, 600, day);
      expect(refused.statusCode, mode).toBe(409);
      expect(errorReplySchema.parse(refused.json()).code).toBe('NOT_PAID');
      expect(await mine(id)).toMatchObject({ status: 'pending', scheduled_datetime: null });
    }
  });

  it('cash at the office books a slot at once, which stays once the cash is taken', async () => {
    const id = await book(customer, 'in_person');
    await chooseCash(customer, id);
    const reply = await bookSlot(id, 630, nextWeekday(3));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(appointmentReplySchema.parse(reply.json()).appointment).toMatchObject({
      status: 'scheduled',
      payment_status: 'pending',
      can_choose_time: false,
      payment: { method: 'cash', status: 'pending' },
    });
    expect(await markCashPaid(id)).toMatchObject({
      status: 'scheduled',
      payment_status: 'paid',
      payment: { method: 'cash', status: 'paid' },
    });
  });
});

describe('a cash consultation at the office with a time, not paid yet', () => {
  it('shows the amount due at the office; the office takes the cash and the time stays', async () => {
    const id = await book(customer, 'in_person');
    await chooseCash(customer, id);
    const at = await holdAt(testApp, id, 50);
    const due = await mine(id);
    expect(due).toMatchObject({
      status: 'scheduled',
      payment_status: 'pending',
      can_choose_time: false,
      scheduled_datetime: at.toISOString(),
      payment: { method: 'cash', status: 'pending', amount: due.total_cost },
    });
    expect(await markCashPaid(id)).toMatchObject({
      status: 'scheduled',
      payment_status: 'paid',
      scheduled_datetime: at.toISOString(),
      payment: { method: 'cash', status: 'paid' },
    });
    expect((await mine(id)).receipt_payment_id).not.toBeNull();
  });

  it('paying online instead keeps the time, and the cash choice is given up', async () => {
    const id = await book(customer, 'in_person');
    await chooseCash(customer, id);
    const at = await holdAt(testApp, id, 60);
    const { checkout } = await payOnGateway(testApp, fake, customer, id);
    expect((await verify(testApp, customer, checkout)).statusCode).toBe(200);
    expect(await mine(id)).toMatchObject({
      status: 'scheduled',
      payment_status: 'paid',
      scheduled_datetime: at.toISOString(),
      payment: { method: 'online', status: 'paid' },
    });
    const office = adminAppointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/admin/appointments/${id}`,
          headers: as(admin),
        })
      ).json(),
    ).appointment;
    expect(office.payments.map((payment) => `${payment.method} ${payment.status}`).sort()).toEqual([
      'cash cancelled',
      'online paid',
    ]);
  });

  it('cancelled by the customer two hours ahead: nothing was paid, nothing is kept or refunded', async () => {
    const id = await book(customer, 'in_person');
    await chooseCash(customer, id);
    await holdAt(testApp, id, 2);
    expect((await mine(id)).cancellation_refund).toEqual({ amount: '0.00', fee: '0.00' });
    const { appointment, refund } = cancelAppointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/appointments/${id}/cancel`,
          headers: as(customer),
          payload: {},
        })
      ).json(),
    );
    expect(refund).toBeNull();
    expect(appointment).toMatchObject({
      status: 'cancelled',
      payment_status: 'pending',
      refunds: [],
    });
    // The office can no longer take cash for it.
    const taken = await testApp.inject({
      method: 'POST',
      url: `/api/admin/appointments/${id}/mark-paid`,
      headers: as(admin),
    });
    expect(errorReplySchema.parse(taken.json()).code).toBe('APPOINTMENT_CANCELLED');
  });

  it('still counts against the unpaid limit until the office takes the cash', async () => {
    const own = await createCustomer(testApp, '+919841000003');
    const ids: number[] = [];
    for (let index = 0; index < MAX_UNPAID_BOOKINGS; index += 1) {
      const id = await book(own, 'in_person');
      await chooseCash(own, id);
      await holdAt(testApp, id, 100 + index); // an hour apart: one astrologer holds them all
      ids.push(id);
    }
    expect((await mine(ids[0]!, own)).status).toBe('scheduled');
    const refused = await testApp.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: as(own),
      payload: { ...booking, consultation_mode: 'in_person' },
    });
    expect(refused.statusCode).toBe(429);
    expect(errorReplySchema.parse(refused.json()).code).toBe('UNPAID_BOOKINGS_LIMIT');

    await markCashPaid(ids[0]!);
    await book(own, 'in_person');
  });
});
