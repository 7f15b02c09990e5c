import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDays,
  appointmentReplySchema,
  errorReplySchema,
  slotsReplySchema,
} from '@portal/contracts';
import { bookAppointment, createCustomer, markPaid } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeAsOneCalendar, holdAt, nextWeekday } from '../../test/times';
import { indiaMoment } from '../../lib/india-time';

let testApp: TestApp;
let customer: string;
let other: string;
beforeAll(async () => {
  testApp = await createTestApp();
  await officeAsOneCalendar(testApp);
  customer = await createCustomer(testApp, '+919840500001');
  other = await createCustomer(testApp, '+919840500002');
});
afterAll(() => testApp.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const day = nextWeekday(2, addDays(nextWeekday(1), 7)); // a Tuesday over a week ahead
const bookSlot = (id: number, slotId: number, date = day, token = customer) =>
  testApp.inject({
    method: 'POST',
    url: `/api/appointments/${id}/book-slot`,
    headers: as(token),
    payload: { slot_id: slotId, date },
  });
const reschedule = (id: number, slotId: number, date = day, token = customer, language = 'en') =>
  testApp.inject({
    method: 'POST',
    url: `/api/appointments/${id}/reschedule`,
    headers: { ...as(token), 'accept-language': language },
    payload: { slot_id: slotId, date },
  });
const statusOf = async (slotId: number, date = day) =>
  slotsReplySchema
    .parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/slots/available?date=${date}`,
          headers: as(other),
        })
      ).json(),
    )
    .slots.find((slot) => slot.id === slotId)?.status;

async function scheduled(slotId: number) {
  const id = await bookAppointment(testApp, customer);
  await markPaid(testApp, [id]);
  expect((await bookSlot(id, slotId)).statusCode).toBe(200);
  return id;
}

describe('the customer reschedules', () => {
  it('frees the old slot at once on a move 48 hours ahead', async () => {
    const id = await scheduled(600);
    const before = appointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/appointments/${id}`,
          headers: as(customer),
        })
      ).json(),
    ).appointment;
    expect(before).toMatchObject({
      can_reschedule: true,
      reschedules_left: 2,
      reschedule_refusal: null,
      duration_minutes: 30,
    });
    const moved = appointmentReplySchema.parse((await reschedule(id, 660)).json()).appointment;
    expect(moved).toMatchObject({
      status: 'scheduled',
      scheduled_datetime: indiaMoment(day, 660).toISOString(),
      scheduled_end: indiaMoment(day, 690).toISOString(),
      reschedules_left: 1,
    });
    expect(await statusOf(600)).toBe('available');
    expect(await statusOf(660)).toBe('booked');
    const theirs = await bookAppointment(testApp, other);
    await markPaid(testApp, [theirs]);
    expect((await bookSlot(theirs, 600, day, other)).statusCode).toBe(200);
  });

  it('refuses a taken slot, another customer’s appointment, and one without a slot', async () => {
    const id = await scheduled(720);
    const taken = await reschedule(id, 660);
    expect(taken.statusCode).toBe(409);
    expect(errorReplySchema.parse(taken.json()).code).toBe('SLOT_TAKEN');
    expect((await reschedule(id, 780, day, other)).statusCode).toBe(404);
    const unscheduled = await bookAppointment(testApp, customer);
    await markPaid(testApp, [unscheduled]);
    expect(errorReplySchema.parse((await reschedule(unscheduled, 780)).json()).code).toBe(
      'NOT_RESCHEDULABLE',
    );
  });

  it('within 24 hours: refused, in the asked language', async () => {
    const id = await scheduled(840);
    await holdAt(testApp, id, 20);
    const refused = await reschedule(id, 900, day, customer, 'ta');
    expect(refused.statusCode).toBe(409);
    const problem = errorReplySchema.parse(refused.json());
    expect(problem.code).toBe('RESCHEDULE_TOO_LATE');
    expect(problem.error).toContain('24 மணி');
    const seen = appointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/appointments/${id}`,
          headers: as(customer),
        })
      ).json(),
    ).appointment;
    expect(seen).toMatchObject({ can_reschedule: false, reschedule_refusal: 'too_late' });
  });

  it('a third time: refused by default, with the advice to contact the office; the office may allow more', async () => {
    const id = await scheduled(960);
    expect((await reschedule(id, 990)).statusCode).toBe(200);
    expect((await reschedule(id, 1020)).statusCode).toBe(200);
    const third = await reschedule(id, 1050);
    expect(third.statusCode).toBe(409);
    const problem = errorReplySchema.parse(third.json());
    expect(problem.code).toBe('RESCHEDULE_LIMIT');
    expect(problem.error).toContain('contact us');
    const seen = appointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/appointments/${id}`,
          headers: as(customer),
        })
      ).json(),
    ).appointment;
    expect(seen).toMatchObject({
      can_reschedule: false,
      reschedules_left: 0,
      reschedule_refusal: 'limit_reached',
      scheduled_datetime: indiaMoment(day, 1020).toISOString(),
    });
    await testApp.database.db.execute(sqlSetMax(3));
    expect((await reschedule(id, 1050)).statusCode).toBe(200);
  });

  it('of two customers moving into one slot at once, exactly one gets it', async () => {
    const mineId = await scheduled(540);
    const theirs = await bookAppointment(testApp, other);
    await markPaid(testApp, [theirs]);
    expect((await bookSlot(theirs, 570, day, other)).statusCode).toBe(200);
    const race = await Promise.all([reschedule(mineId, 630), reschedule(theirs, 630, day, other)]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });
});

function sqlSetMax(max: number) {
  return sql`update schedule_settings set max_reschedules = ${max} where id = 1`;
}
