import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDays,
  bookSlotReplySchema,
  errorReplySchema,
  slotsReplySchema,
  todayInIndia,
} from '@portal/contracts';
import { officeAsOneCalendar } from '../../test/times';
import { createTestApp, type TestApp } from '../../test/test-app';
import { statementsDuring } from '../../test/query-count';
import { bookAppointment, createCustomer, markPaid } from '../../test/customers';
import { isoWeekday } from '../../lib/india-time';

let testApp: TestApp;
let token: string;
let otherToken: string;
const tomorrow = addDays(todayInIndia(), 1);
/** The first day from tomorrow on with this ISO weekday (1 Monday ... 7 Sunday). */
const next = (weekday: number, after = tomorrow) => {
  let day = after;
  while (isoWeekday(day) !== weekday) day = addDays(day, 1);
  return day;
};
const monday = next(1);

beforeAll(async () => {
  testApp = await createTestApp();
  await officeAsOneCalendar(testApp);
  token = await createCustomer(testApp, '+919840100001');
  otherToken = await createCustomer(testApp, '+919840100002');
});
afterAll(() => testApp.close());

const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}` });
const slotsOn = (date: string, headers: Record<string, string> = {}) =>
  testApp.inject({
    method: 'GET',
    url: `/api/slots/available?date=${date}`,
    headers: { ...auth(), ...headers },
  });
const bookSlot = (id: number, slotId: number, date: string, bearer = token) =>
  testApp.inject({
    method: 'POST',
    url: `/api/appointments/${id}/book-slot`,
    payload: { slot_id: slotId, date },
    headers: auth(bearer),
  });

async function paidAppointment(bearer = token) {
  const id = await bookAppointment(testApp, bearer);
  await markPaid(testApp, [id]);
  return id;
}

describe('availability', () => {
  it('lists a working day from the weekly schedule: 09:00 to 18:00 India time in 30-minute slots', async () => {
    const reply = slotsReplySchema.parse((await slotsOn(monday)).json());
    expect(reply.slots).toHaveLength(18);
    // The slot length without a booking named; each slot says who is free then (the first
    // astrologer works these hours).
    expect(reply.slots[0]).toMatchObject({
      id: 540,
      start_time: '09:00',
      end_time: '09:30',
      status: 'available',
    });
    expect(reply.slots[0]?.astrologers).toContainEqual({ id: 1, name: 'Chief Astrologer' });
    expect(reply.slots.at(-1)).toMatchObject({
      id: 1050,
      start_time: '17:30',
      end_time: '18:00',
      status: 'available',
    });
    expect(reply).toMatchObject({
      date: monday,
      first_date: tomorrow,
      last_date: addDays(todayInIndia(), 60),
    });
  });

  it('reads the session and the day once each, then from the cache', async () => {
    const wednesday = next(3, addDays(monday, 7));
    // The catalogue and settings the reply also uses are in memory from here on.
    expect((await slotsOn(wednesday)).statusCode).toBe(200);
    await testApp.app.readCache.invalidate('sessions');
    const thursday = addDays(wednesday, 1);
    const cold = await statementsDuring(testApp.database, async () =>
      expect((await slotsOn(thursday)).statusCode).toBe(200),
    );
    expect(cold, cold.join('\n\n')).toHaveLength(2);
    expect(cold[0]).toMatch(/from "sessions"/);
    expect(cold[1]).toMatch(/from weekly_hours/);
    const kept = await statementsDuring(testApp.database, async () =>
      expect((await slotsOn(thursday)).statusCode).toBe(200),
    );
    expect(kept).toEqual([]);
  });

  it('has no slots on Sundays or blocked days, and shows blocked slots as blocked', async () => {
    expect(slotsReplySchema.parse((await slotsOn(next(7))).json()).slots).toEqual([]);
    const tuesday = next(2);
    await testApp.database.db.execute(
      sql`insert into blocked_days (day, reason) values (${tuesday}, 'Pongal')`,
    );
    expect(slotsReplySchema.parse((await slotsOn(tuesday)).json()).slots).toEqual([]);
    const wednesday = next(3);
    await testApp.database.db.execute(
      sql`insert into blocked_slots (day, start_minute) values (${wednesday}, 600)`,
    );
    const slots = slotsReplySchema.parse((await slotsOn(wednesday)).json()).slots;
    expect(slots.find((slot) => slot.id === 600)?.status).toBe('blocked');
    const id = await paidAppointment();
    const refused = await bookSlot(id, 600, wednesday);
    expect(refused.statusCode).toBe(409);
    expect(errorReplySchema.parse(refused.json()).code).toBe('SLOT_UNAVAILABLE');
  });

  it('refuses past dates, today, dates past the horizon and impossible dates, in the language asked', async () => {
    for (const date of [
      addDays(todayInIndia(), -3),
      todayInIndia(),
      addDays(todayInIndia(), 61),
      '2026-02-30',
      '2026-13-45',
    ]) {
      const response = await slotsOn(date, { 'accept-language': 'ta' });
      expect(response.statusCode, date).toBe(400);
      expect(errorReplySchema.parse(response.json()).error).toMatch(/^நாளை முதல்/);
    }
    expect((await slotsOn('tomorrow')).statusCode).toBe(400);
    expect((await slotsOn(addDays(todayInIndia(), 60))).statusCode).toBe(200);
  });
});

describe('booking a slot', () => {
  it('schedules a paid appointment at that moment in India time, and the slot then reads as booked', async () => {
    const id = await paidAppointment();
    const response = await bookSlot(id, 540, monday);
    expect(response.statusCode, response.body).toBe(200);
    const { appointment } = bookSlotReplySchema.parse(response.json());
    expect(appointment).toMatchObject({
      status: 'scheduled',
      scheduled_datetime: `${monday}T03:30:00.000Z`,
    });
    expect(
      slotsReplySchema.parse((await slotsOn(monday, auth(otherToken))).json()).slots[0]?.status,
    ).toBe('booked');
    const again = await bookSlot(id, 570, monday);
    expect(again.statusCode).toBe(409);
    expect(errorReplySchema.parse(again.json()).error).toBe('This appointment already has a slot.');
  });

  it('refuses unpaid, cancelled and other customers’ appointments, and a booked or unknown slot', async () => {
    const unpaid = await bookAppointment(testApp, token);
    expect(errorReplySchema.parse((await bookSlot(unpaid, 600, monday)).json()).code).toBe(
      'NOT_PAID',
    );
    const cancelled = await paidAppointment();
    await testApp.database.db.execute(
      sql`update appointments set status = 'cancelled' where id = ${cancelled}`,
    );
    expect(errorReplySchema.parse((await bookSlot(cancelled, 600, monday)).json()).code).toBe(
      'APPOINTMENT_CANCELLED',
    );
    const mine = await paidAppointment();
    expect((await bookSlot(mine, 600, monday, otherToken)).statusCode).toBe(404);
    expect(errorReplySchema.parse((await bookSlot(mine, 540, monday)).json()).code).toBe(
      'SLOT_TAKEN',
    );
    expect(errorReplySchema.parse((await bookSlot(mine, 545, monday)).json()).code).toBe(
      'SLOT_UNAVAILABLE',
    );
    expect(errorReplySchema.parse((await bookSlot(mine, 600, next(7))).json()).code).toBe(
      'SLOT_UNAVAILABLE',
    );
    expect(errorReplySchema.parse((await bookSlot(mine, 600, todayInIndia())).json()).code).toBe(
      'DATE_NOT_BOOKABLE',
    );
  });
});

describe('races', () => {
  it('50 customers booking one slot at once: exactly one wins, 49 get 409', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createCustomer(testApp, `+91981${String(index).padStart(7, '0')}`),
      ),
    );
    const ids: number[] = [];
    for (const bearer of tokens) ids.push(await bookAppointment(testApp, bearer));
    await markPaid(testApp, ids);
    const friday = next(5);
    const responses = await Promise.all(
      ids.map((id, index) => bookSlot(id, 660, friday, tokens[index])),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(errorReplySchema.parse(response.json()).error).toBe(
        'Sorry, someone has just booked this slot. Please choose another.',
      );
    }
    const held = await testApp.database.db.execute(
      sql`select count(*)::int as n from appointments where scheduled_at is not null and status = 'scheduled'
        and id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect((held as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('one appointment booking 20 slots at once ends with one slot', async () => {
    const id = await paidAppointment();
    const thursday = next(4);
    const starts = Array.from({ length: 18 }, (_, index) => 540 + index * 30).concat([540, 570]);
    const responses = await Promise.all(starts.map((start) => bookSlot(id, start, thursday)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(
      responses.every((response) => response.statusCode === 200 || response.statusCode === 409),
    ).toBe(true);
    // The one consultation covers as many half-hours of the day as it lasts, side by side.
    const appointment = (
      await testApp.inject({ method: 'GET', url: `/api/appointments/${id}`, headers: auth() })
    ).json<{ appointment: { duration_minutes: number; scheduled_datetime: string } }>().appointment;
    const booked = slotsReplySchema
      .parse((await slotsOn(thursday)).json())
      .slots.filter((slot) => slot.status === 'booked');
    expect(booked).toHaveLength(Math.ceil(appointment.duration_minutes / 30));
    expect(booked.map((slot) => slot.id)).toEqual(
      booked.map((_, index) => booked[0]!.id + index * 30),
    );
  });
});
