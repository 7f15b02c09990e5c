import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDays,
  errorReplySchema,
  paymentInitiationReplySchema,
  paymentStatusReplySchema,
} from '@portal/contracts';
import { createRazorpayGateway } from '../../lib/payments/razorpay-gateway';
import { startFakeRazorpay } from '../../test/fake-razorpay';
import { bookAppointment, createAdmin, createCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nextWeekday, officeAsOneCalendar } from '../../test/times';

/*
 * Decision 0060: a day (of the office, or of one astrologer) that has consultations is not
 * closed until the office says what becomes of them: moved to another astrologer free at the
 * same time, or cancelled by the office with everything refunded. Customers are told.
 */

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let testApp: TestApp;
let admin: string;
let lakshmi: number;
const monday = nextWeekday(1, addDays(nextWeekday(1), 14));
const tuesday = addDays(monday, 1);
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
  await officeAsOneCalendar(testApp);
  admin = await createAdmin(testApp, '+919842000001');
  // A second astrologer with the same hours as the first, Monday to Saturday.
  const made = await run(
    sql`insert into astrologers (name_english, name_tamil, sort_order)
      values ('R. Lakshmi', 'ரா. லட்சுமி', 2) returning id`,
  );
  lakshmi = Number((made as { rows: { id: number }[] }).rows[0]!.id);
  await run(
    sql`insert into astrologer_services (astrologer_id, service_id) select ${lakshmi}, id from services`,
  );
  await run(
    sql`insert into weekly_hours (astrologer_id, weekday, opens_at_minute, closes_at_minute)
      select ${lakshmi}, weekday, opens_at_minute, closes_at_minute from weekly_hours where astrologer_id = 1`,
  );
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

function run(query: ReturnType<typeof sql>) {
  return testApp.database.db.execute(query);
}
const rows = async <T>(query: ReturnType<typeof sql>) => (await run(query)) as { rows: T[] };

/** A customer's booking paid through Razorpay (the fake), then booked at a slot with the first astrologer. */
async function bookedWithTheFirst(number: string, date: string, slot: number) {
  const customer = await createCustomer(testApp, number);
  const headers = { authorization: `Bearer ${customer}` };
  const id = await bookAppointment(testApp, customer);
  const order = paymentInitiationReplySchema.parse(
    (
      await testApp.inject({
        method: 'POST',
        url: `/api/payments/appointments/${id}/initiate`,
        headers,
      })
    ).json(),
  );
  fake.addPayment(order.razorpay_order_id, 'captured');
  expect(
    paymentStatusReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/payments/appointments/${id}/status`,
          headers,
        })
      ).json(),
    ).payment_status,
  ).toBe('paid');
  const booked = await testApp.inject({
    method: 'POST',
    url: `/api/appointments/${id}/book-slot`,
    headers,
    payload: { slot_id: slot, date, astrologer_id: 1 },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  return id;
}

const close = (payload: object) =>
  testApp.inject({
    method: 'POST',
    url: '/api/admin/blocked-days',
    headers: { authorization: `Bearer ${admin}` },
    payload,
  });
const astrologerOf = async (id: number) =>
  (
    await rows<{ astrologer_id: number; status: string }>(
      sql`select astrologer_id, status from appointments where id = ${id}`,
    )
  ).rows[0];
const queued = async (id: number) =>
  (
    await rows<{ kind: string }>(
      sql`select kind from messages where appointment_id = ${id} and status in ('pending', 'sending', 'sent')
        order by id`,
    )
  ).rows.map((row) => row.kind);

it("moves an astrologer's consultations when the office closes their day", async () => {
  const early = await bookedWithTheFirst('+919842000011', monday, 600);
  const later = await bookedWithTheFirst('+919842000012', monday, 660);

  const refused = await close({ day: monday, reason: 'Astrologer unwell today', astrologer_id: 1 });
  expect(refused.statusCode).toBe(409);
  const reply = errorReplySchema.parse(refused.json());
  expect(reply.code).toBe('DAY_HAS_CONSULTATIONS');
  expect(
    reply.consultations?.map((consultation) => [
      consultation.id,
      consultation.astrologer?.name,
      consultation.movable,
      consultation.not_movable_reason,
    ]),
  ).toEqual([
    [early, 'Chief Astrologer', true, null],
    [later, 'Chief Astrologer', true, null],
  ]);
  // Nothing was closed.
  expect(
    (await rows(sql`select 1 from blocked_days where day = ${monday}::date`)).rows,
  ).toHaveLength(0);

  const moved = await close({
    day: monday,
    reason: 'Astrologer unwell today',
    astrologer_id: 1,
    consultations: 'move',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  for (const id of [early, later]) {
    expect(await astrologerOf(id)).toEqual({ astrologer_id: lakshmi, status: 'scheduled' });
    // Told once per channel, with the final state: a change soon after the booking replaces its
    // confirmation (the outbox's settling).
    const changes = (
      await rows<{ channel: string; n: number }>(sql`
      select channel, count(*)::int as n from messages where appointment_id = ${id} and status = 'pending'
        and kind in ('slot_booked', 'rescheduled') group by channel`)
    ).rows;
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => Number(change.n) === 1)).toBe(true);
  }
  expect(
    (await rows(sql`select astrologer_id from blocked_days where day = ${monday}::date`)).rows,
  ).toEqual([{ astrologer_id: 1 }]);
  // The first astrologer has no slot that day any more; the second still works.
  const customer = await createCustomer(testApp, '+919842000013');
  const day = (
    await testApp.inject({
      method: 'GET',
      url: `/api/slots/available?date=${monday}`,
      headers: { authorization: `Bearer ${customer}` },
    })
  ).json<{ astrologers: { id: number }[] }>();
  expect(day.astrologers.map((astrologer) => astrologer.id)).toEqual([lakshmi]);
});

it("cancels the whole office's consultations with a full refund", async () => {
  const id = await bookedWithTheFirst('+919842000021', tuesday, 600);
  const refused = await close({ day: tuesday, reason: 'Festival holiday' });
  expect(refused.statusCode).toBe(409);
  // Why it cannot move: the whole office is closing, not that another astrologer is busy.
  expect(errorReplySchema.parse(refused.json()).consultations).toMatchObject([
    { id, movable: false, not_movable_reason: 'office_closed' },
  ]);
  // Nobody else works on a day the whole office is closed.
  expect(
    (await close({ day: tuesday, reason: 'Festival holiday', consultations: 'move' })).statusCode,
  ).toBe(409);

  const cancelled = await close({
    day: tuesday,
    reason: 'Festival holiday',
    consultations: 'cancel',
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  expect((await astrologerOf(id))?.status).toBe('cancelled');
  const refund = (
    await rows<{ amount_paise: number; fee_paise: number; total: number }>(sql`
    select r.amount_paise, r.fee_paise, a.total_cost_paise as total from refunds r
      join appointments a on a.id = r.appointment_id where r.appointment_id = ${id}`)
  ).rows;
  expect(refund).toHaveLength(1);
  expect(refund[0]?.fee_paise).toBe(0);
  expect(refund[0]?.amount_paise).toBe(refund[0]?.total);
  expect(await queued(id)).toContain('cancelled');
  expect(
    (await rows(sql`select astrologer_id from blocked_days where day = ${tuesday}::date`)).rows,
  ).toEqual([{ astrologer_id: null }]);
});
