import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, appointmentSchema, slotsReplySchema, type SlotsReply } from '@portal/contracts';
import { bookAppointment, createCustomer, markPaid } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeAsOneCalendar, nextWeekday } from '../../test/times';

/*
 * The calendar of a team (decision 0060). Each astrologer has their own hours; two customers may have
 * the same time with two astrologers, never with one; a booking's length is its services', and a
 * pause follows it. Astrologers are written straight into the tables here (the office's screens
 * for them have tests of their own).
 */

let testApp: TestApp;
const monday = nextWeekday(1, addDays(nextWeekday(1), 7));
beforeAll(async () => {
  testApp = await createTestApp();
  // The first astrologer alone with half-hour consultations and no pause, whatever the demo's team
  // and lengths: each test adds its own.
  await officeAsOneCalendar(testApp);
});
afterAll(() => testApp.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const run = (query: ReturnType<typeof sql>) => testApp.database.db.execute(query);

/**
 * A new active astrologer offering every service in every mode, open on the given weekdays from
 * `opens` to `closes` (minutes).
 */
async function addAstrologer(
  name: string,
  weekdays: number[],
  opens: number,
  closes: number,
): Promise<number> {
  const result = await run(
    sql`insert into astrologers (name_english, name_tamil, languages, sort_order)
      values (${name}, ${`${name} (த)`}, '{tamil}', 5) returning id`,
  );
  const id = Number((result as { rows: { id: number }[] }).rows[0]!.id);
  await run(
    sql`insert into astrologer_services (astrologer_id, service_id) select ${id}, id from services`,
  );
  for (const weekday of weekdays)
    await run(
      sql`insert into weekly_hours (astrologer_id, weekday, opens_at_minute, closes_at_minute)
        values (${id}, ${weekday}, ${opens}, ${closes})`,
    );
  return id;
}

async function paidBooking(
  number: string,
  services: number[] = [1],
): Promise<{ token: string; id: number }> {
  const token = await createCustomer(testApp, number);
  const id =
    services.length === 1 && services[0] === 1
      ? await bookAppointment(testApp, token)
      : (
          await testApp.inject({
            method: 'POST',
            url: '/api/appointments',
            headers: as(token),
            payload: {
              name: 'Kavya',
              gender: 'female',
              date_of_birth: '1990-04-12',
              birth_place: 'Madurai',
              services,
              terms_agreed: true,
            },
          })
        ).json<{ appointment: { id: number } }>().appointment.id;
  await markPaid(testApp, [id]);
  return { token, id };
}

async function slotsFor(token: string, query: string): Promise<SlotsReply> {
  const reply = await testApp.inject({
    method: 'GET',
    url: `/api/slots/available?${query}`,
    headers: as(token),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return slotsReplySchema.parse(reply.json());
}

const book = (
  booking: { token: string; id: number },
  date: string,
  slot: number,
  astrologerId?: number,
) =>
  testApp.inject({
    method: 'POST',
    url: `/api/appointments/${booking.id}/book-slot`,
    headers: as(booking.token),
    payload: { slot_id: slot, date, ...(astrologerId ? { astrologer_id: astrologerId } : {}) },
  });

/**
 * Pairs of one astrologer's consultations (not cancelled) whose times with their pauses overlap:
 * what the calendar must never hold.
 */
async function overlappingPairs(): Promise<number> {
  const result = await run(sql`
    select count(*)::int as n from appointments a join appointments b on a.id < b.id
      and a.astrologer_id = b.astrologer_id
    where a.status <> 'cancelled' and b.status <> 'cancelled' and a.scheduled_at is not null
      and b.scheduled_at is not null
      and tstzrange(a.scheduled_at, a.held_until) && tstzrange(b.scheduled_at, b.held_until)`);
  return Number((result as { rows: { n: number }[] }).rows[0]!.n);
}

describe('a Monday with two astrologers and three customers for 14:00', () => {
  // The Monday's slots are read first, then three customers book 14:00 in turn; each reply is
  // kept for the tests to read.
  type Reply = Awaited<ReturnType<TestApp['inject']>>;
  let evening: number;
  let first: { token: string; id: number };
  let day: SlotsReply;
  let tamil: SlotsReply;
  let onlyEvening: SlotsReply;
  let firstBooked: Reply;
  let secondBooked: Reply;
  let thirdDay: SlotsReply;
  let refused: Reply;
  let refusedAnyone: Reply;
  let list: Reply;
  const at = (start: string) => day.slots.find((slot) => slot.start_time === start);

  beforeAll(async () => {
    // The demo's first astrologer works 09:00-18:00; this one 14:00-20:00 on Mondays.
    evening = await addAstrologer('S. Meenakshi', [1], 14 * 60, 20 * 60);
    first = await paidBooking('+919841000001');
    day = await slotsFor(first.token, `date=${monday}&appointment_id=${first.id}`);
    tamil = await slotsFor(first.token, `date=${monday}&appointment_id=${first.id}&language=tamil`);
    onlyEvening = await slotsFor(
      first.token,
      `date=${monday}&appointment_id=${first.id}&astrologer_id=${evening}`,
    );
    // Two customers at 14:00: the first names the chief astrologer, the second takes whoever is
    // free; a third finds nobody free.
    firstBooked = await book(first, monday, 840, 1);
    const second = await paidBooking('+919841000002');
    secondBooked = await book(second, monday, 840);
    const third = await paidBooking('+919841000003');
    thirdDay = await slotsFor(third.token, `date=${monday}&appointment_id=${third.id}`);
    refused = await book(third, monday, 840, 1);
    refusedAnyone = await book(third, monday, 840);
    list = await testApp.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: as(first.token),
    });
  });

  it('names the astrologers who work that day', () => {
    expect(day.astrologers.map((astrologer) => astrologer.id)).toEqual([1, evening]);
    expect(day.astrologers[1]).toEqual({
      id: evening,
      name: 'S. Meenakshi',
      languages: ['tamil'],
    });
  });

  it('offers each slot with the astrologers free at it', () => {
    expect(at('09:00')?.astrologers.map((astrologer) => astrologer.id)).toEqual([1]);
    expect(at('14:00')?.astrologers.map((astrologer) => astrologer.id)).toEqual([1, evening]);
    expect(at('19:30')?.astrologers.map((astrologer) => astrologer.id)).toEqual([evening]);
    expect(at('20:00')).toBeUndefined();
  });

  it('names the astrologers in Tamil when asked in Tamil', () => {
    // In Tamil, the names are the Tamil ones.
    expect(tamil.slots.find((slot) => slot.start_time === '19:30')?.astrologers).toEqual([
      { id: evening, name: 'S. Meenakshi (த)' },
    ]);
  });

  it('offers only one astrologer’s slots when narrowed to them', () => {
    // Narrowed to one astrologer.
    expect(onlyEvening.slots[0]?.start_time).toBe('14:00');
  });

  it('books the astrologer the customer names', () => {
    expect(firstBooked.statusCode).toBe(200);
  });

  it('books whoever is free when the customer names nobody', () => {
    expect(secondBooked.statusCode, secondBooked.body).toBe(200);
    expect(
      appointmentSchema.parse(secondBooked.json<{ appointment: unknown }>().appointment).astrologer,
    ).toEqual({ id: evening, name: 'S. Meenakshi' });
  });

  it('shows a slot booked once nobody is free at it', () => {
    expect(thirdDay.slots.find((slot) => slot.id === 840)?.status).toBe('booked');
  });

  it('refuses a slot once nobody is free, named astrologer or not', () => {
    // A third at 14:00: nobody is free, and the chief astrologer named is taken.
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('SLOT_TAKEN');
    expect(refusedAnyone.statusCode).toBe(409);
  });

  it('names the astrologer in the customer’s own list', () => {
    // The customer's own list names the astrologer.
    expect(
      list
        .json<{ appointments: { id: number; astrologer: unknown }[] }>()
        .appointments.find((appointment) => appointment.id === first.id)?.astrologer,
    ).toEqual({ id: 1, name: 'Chief Astrologer' });
  });
});

it('sizes slots by the services booked and keeps each pause', async () => {
  const wednesday = addDays(monday, 9);
  // Only this astrologer works that day (10:00-12:00); a Jathagam reading takes 60 minutes and a
  // Prasanam 45, each followed by 15.
  const solo = await addAstrologer('R. Senthil', [3], 10 * 60, 12 * 60);
  await run(
    sql`insert into blocked_days (day, astrologer_id) select ${wednesday}::date, id from astrologers
      where id <> ${solo}`,
  );
  await run(sql`update services set duration_minutes = 60, buffer_minutes = 15 where id = 1`);
  await run(sql`update services set duration_minutes = 45, buffer_minutes = 15 where id = 3`);
  try {
    const reading = await paidBooking('+919841000101', [1]);
    const question = await paidBooking('+919841000102', [3]);
    const readingDay = await slotsFor(
      reading.token,
      `date=${wednesday}&appointment_id=${reading.id}`,
    );
    expect(readingDay.slot_minutes).toBe(60);
    // Before a time is chosen, the appointment already gives the consultation's length: its
    // services', not the office's slot.
    const unscheduled = await testApp.inject({
      method: 'GET',
      url: `/api/appointments/${question.id}`,
      headers: as(question.token),
    });
    expect(
      appointmentSchema.parse(unscheduled.json<{ appointment: unknown }>().appointment)
        .duration_minutes,
    ).toBe(45);
    expect(readingDay.slots.map((slot) => `${slot.start_time}-${slot.end_time}`)).toEqual([
      '10:00-11:00',
      '10:30-11:30',
      '11:00-12:00',
    ]);
    expect(
      (await slotsFor(question.token, `date=${wednesday}&service=prasanam`)).slots.map(
        (slot) => slot.end_time,
      ),
    ).toEqual(['10:45', '11:15', '11:45']);
    // Services not booked yet, several at once (the desk's form): their lengths together, 105
    // minutes, fit only at 10:00; an unknown code is refused.
    const both = await slotsFor(question.token, `date=${wednesday}&service=jathagam,prasanam`);
    expect([
      both.slot_minutes,
      both.slots.map((slot) => `${slot.start_time}-${slot.end_time}`),
    ]).toEqual([105, ['10:00-11:45']]);
    expect(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/slots/available?date=${wednesday}&service=jathagam,no_such`,
          headers: as(question.token),
        })
      ).statusCode,
    ).toBe(404);

    // 50 customers, half for a reading and half for a Prasanam, race for the day's three starts.
    const racers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => ({
        ...(await paidBooking(`+9198411${String(index).padStart(5, '0')}`, [
          index % 2 === 0 ? 1 : 3,
        ])),
        slot: 600 + 30 * (index % 3),
      })),
    );
    const answers = await Promise.all(racers.map((racer) => book(racer, wednesday, racer.slot)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      JSON.stringify(statuses),
    ).toBe(true);
    const booked = statuses.filter((status) => status === 200).length;
    // A 10:00 booking (with its pause) leaves no room before 12:00 for another that fits the
    // windows' grid but 11:xx… at most two fit.
    expect(booked).toBeGreaterThanOrEqual(1);
    expect(booked).toBeLessThanOrEqual(2);
    expect(await overlappingPairs()).toBe(0);
    const held = await run(
      sql`select count(*)::int as n from appointments where astrologer_id = ${solo} and scheduled_at is not null`,
    );
    expect(Number((held as { rows: { n: number }[] }).rows[0]!.n)).toBe(booked);
  } finally {
    await run(
      sql`update services set duration_minutes = 30, buffer_minutes = 0 where id in (1, 3)`,
    );
  }
  // Fifty customers are made and pay before the race: slow on a busy machine.
}, 120_000);

it('refuses slots of an appointment that is not the caller’s', async () => {
  const owner = await paidBooking('+919841000201');
  const stranger = await createCustomer(testApp, '+919841000202');
  const reply = await testApp.inject({
    method: 'GET',
    url: `/api/slots/available?date=${monday}&appointment_id=${owner.id}`,
    headers: as(stranger),
  });
  expect(reply.statusCode).toBe(404);
});
