import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, adminScheduleReplySchema, slotsReplySchema } from '@portal/contracts';
import { isExclusionViolation } from '../../lib/errors/db-errors';
import { bookAppointment, createAdmin, createCustomer, markPaid } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeAsOneCalendar, nextWeekday } from '../../test/times';
import { indiaMoment } from '../../lib/india-time';

let testApp: TestApp;
let admin: string;
const day = nextWeekday(5, addDays(nextWeekday(1), 14)); // a Friday two weeks ahead
beforeAll(async () => {
  testApp = await createTestApp();
  await officeAsOneCalendar(testApp);
  admin = await createAdmin(testApp, '+919840900000');
});
afterAll(() => testApp.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** Pairs of consultations (not cancelled) whose times overlap: what the calendar must never hold. */
async function overlappingPairs(): Promise<number> {
  const result = await testApp.database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from appointments a join appointments b on a.id < b.id
    where a.status <> 'cancelled' and b.status <> 'cancelled' and a.scheduled_at is not null
      and b.scheduled_at is not null
      and tstzrange(a.scheduled_at, a.ends_at) && tstzrange(b.scheduled_at, b.ends_at)`);
  return Number((result as { rows: { n: number }[] }).rows[0]!.n);
}

it('lets no two of 50 racing bookings overlap once the slot length grows', async () => {
  // Bookings made under 30-minute slots: 09:30-10:00 and 10:30-11:00.
  const early = await createCustomer(testApp, '+919840900001');
  const inPlace = [await bookAppointment(testApp, early), await bookAppointment(testApp, early)];
  await markPaid(testApp, inPlace);
  for (const [id, slot] of [
    [inPlace[0]!, 570],
    [inPlace[1]!, 630],
  ] as const) {
    expect(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/appointments/${id}/book-slot`,
          headers: as(early),
          payload: { slot_id: slot, date: day },
        })
      ).statusCode,
    ).toBe(200);
  }

  // The office changes the slot length, and the service's length, to 45 minutes.
  await testApp.database.db.execute(sql`update services set duration_minutes = 45 where id = 1`);
  const schedule = adminScheduleReplySchema.parse(
    (
      await testApp.inject({ method: 'GET', url: '/api/admin/schedule', headers: as(admin) })
    ).json(),
  ).schedule;
  expect(
    (
      await testApp.inject({
        method: 'PUT',
        url: '/api/admin/schedule',
        headers: as(admin),
        payload: { ...schedule, slot_minutes: 45 },
      })
    ).statusCode,
  ).toBe(200);

  // Bookings keep their times; slots over them are not offered.
  const slots = slotsReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/slots/available?date=${day}`,
        headers: as(early),
      })
    ).json(),
  );
  expect(slots.slot_minutes).toBe(45);
  expect(
    slots.slots.slice(0, 4).map((slot) => `${slot.start_time}-${slot.end_time} ${slot.status}`),
  ).toEqual([
    '09:00-09:45 booked',
    '09:45-10:30 booked',
    '10:30-11:15 booked',
    '11:15-12:00 available',
  ]);

  // 50 customers race for the first six slots of the new grid, the overlapping ones included, each
  // sending its booking blind.
  const racers = await Promise.all(
    Array.from({ length: 50 }, async (_, index) => {
      const token = await createCustomer(testApp, `+9198409${String(index + 10).padStart(5, '0')}`);
      const id = await bookAppointment(testApp, token);
      return { token, id, slot: 540 + 45 * (index % 6) };
    }),
  );
  await markPaid(
    testApp,
    racers.map((racer) => racer.id),
  );
  const answers = await Promise.all(
    racers.map((racer) =>
      testApp.inject({
        method: 'POST',
        url: `/api/appointments/${racer.id}/book-slot`,
        headers: as(racer.token),
        payload: { slot_id: racer.slot, date: day },
      }),
    ),
  );
  const winners = racers.filter((_, index) => answers[index]!.statusCode === 200);
  expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(
    true,
  );
  // 09:00, 09:45 and 10:30 overlap the bookings in place; 11:15, 12:00 and 12:45 have one winner each.
  expect(winners.map((winner) => winner.slot).sort()).toEqual([675, 720, 765]);
  expect(await overlappingPairs()).toBe(0);

  // The database itself refuses an overlap, whatever the code checks: 09:40-10:25 over the 09:30 booking.
  const loser = racers.find((racer) => !winners.includes(racer))!;
  const written = testApp.database.db.execute(
    sql`update appointments
      set status = 'scheduled',
          scheduled_at = ${indiaMoment(day, 580).toISOString()},
          ends_at = ${indiaMoment(day, 625).toISOString()},
          held_until = ${indiaMoment(day, 625).toISOString()},
          astrologer_id = 1
      where id = ${loser.id}`,
  );
  await expect(written).rejects.toSatisfy(isExclusionViolation);
  expect(await overlappingPairs()).toBe(0);
});
