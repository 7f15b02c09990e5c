import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDays,
  adminScheduleReplySchema,
  adminSlotsReplySchema,
  errorReplySchema,
  slotsReplySchema,
  type Schedule,
} from '@portal/contracts';
import { isExclusionViolation } from '../../lib/errors/db-errors';
import { bookAppointment, createAdmin, createCustomer, markPaid } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeAsOneCalendar, nextWeekday } from '../../test/times';

// A day with a break: the office opens 09:00-13:00 and 14:00-18:00 (decision 0021).
let testApp: TestApp;
let admin: string;
let customer: string;
let original: Schedule;
const monday = nextWeekday(1, addDays(nextWeekday(1), 7));
const withBreak = (schedule: Schedule, slotMinutes = 30): Schedule => ({
  ...schedule,
  slot_minutes: slotMinutes,
  weekly_hours: [
    { weekday: 1, opens: '14:00', closes: '18:00' },
    { weekday: 1, opens: '09:00', closes: '13:00' },
    ...schedule.weekly_hours.filter((day) => day.weekday !== 1),
  ],
});

beforeAll(async () => {
  testApp = await createTestApp();
  await officeAsOneCalendar(testApp);
  admin = await createAdmin(testApp, '+919840700000');
  customer = await createCustomer(testApp, '+919840700001');
  original = adminScheduleReplySchema.parse(
    (await asAdmin('GET', '/api/admin/schedule')).json(),
  ).schedule;
});
afterAll(() => testApp.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  testApp.inject({ method, url, headers: as(admin), ...(payload ? { payload } : {}) });
const slotsOn = async (date: string, token = customer) =>
  slotsReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/slots/available?date=${date}`,
        headers: as(token),
      })
    ).json(),
  ).slots;
const bookSlot = (token: string, id: number, slotId: number) =>
  testApp.inject({
    method: 'POST',
    url: `/api/appointments/${id}/book-slot`,
    headers: as(token),
    payload: { slot_id: slotId, date: monday },
  });
async function paidAppointment(token = customer) {
  const id = await bookAppointment(testApp, token);
  await markPaid(testApp, [id]);
  return id;
}

it('the migrated single-window week still gives 09:00-18:00 in one run of slots', async () => {
  expect(original.weekly_hours).toEqual(
    [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' })),
  );
  const slots = await slotsOn(monday);
  expect(slots).toHaveLength(18);
  expect(slots.map((slot) => slot.id)).toContain(780);
});

it('a day with a break has slots in both windows and none in the break, for the customer and the office', async () => {
  const saved = adminScheduleReplySchema.parse(
    (await asAdmin('PUT', '/api/admin/schedule', withBreak(original))).json(),
  );
  // Stored and listed earliest first, whatever order they came in.
  expect(saved.schedule.weekly_hours.slice(0, 2)).toEqual([
    { weekday: 1, opens: '09:00', closes: '13:00' },
    { weekday: 1, opens: '14:00', closes: '18:00' },
  ]);
  const slots = await slotsOn(monday);
  expect(slots).toHaveLength(16);
  expect(slots.map((slot) => slot.start_time)).toEqual([
    '09:00',
    '09:30',
    '10:00',
    '10:30',
    '11:00',
    '11:30',
    '12:00',
    '12:30',
    '14:00',
    '14:30',
    '15:00',
    '15:30',
    '16:00',
    '16:30',
    '17:00',
    '17:30',
  ]);
  expect(slots.find((slot) => slot.id === 750)).toMatchObject({
    id: 750,
    start_time: '12:30',
    end_time: '13:00',
    status: 'available',
  });
  const office = adminSlotsReplySchema.parse(
    (await asAdmin('GET', `/api/admin/slots?date=${monday}`)).json(),
  );
  expect(office.slots.map((slot) => slot.id)).toEqual(slots.map((slot) => slot.id));
  expect(office.closed).toBe(false);
  // Tuesday keeps its single window.
  expect(await slotsOn(addDays(monday, 1))).toHaveLength(18);
});

it('no slot straddles the break: each window has its own grid from its opening', async () => {
  const schedule = withBreak(original, 45);
  schedule.weekly_hours[0] = { weekday: 1, opens: '13:30', closes: '18:00' };
  expect((await asAdmin('PUT', '/api/admin/schedule', schedule)).statusCode).toBe(200);
  const slots = await slotsOn(monday);
  expect(slots.map((slot) => `${slot.start_time}-${slot.end_time}`)).toEqual([
    '09:00-09:45',
    '09:45-10:30',
    '10:30-11:15',
    '11:15-12:00',
    '12:00-12:45',
    '13:30-14:15',
    '14:15-15:00',
    '15:00-15:45',
    '15:45-16:30',
    '16:30-17:15',
    '17:15-18:00',
  ]);
  expect((await asAdmin('PUT', '/api/admin/schedule', withBreak(original))).statusCode).toBe(200);
});

it('refuses the break; one of 20 racers gets the slot after it', async () => {
  const lone = await paidAppointment();
  expect(errorReplySchema.parse((await bookSlot(customer, lone, 780)).json()).code).toBe(
    'SLOT_UNAVAILABLE',
  );
  expect(errorReplySchema.parse((await bookSlot(customer, lone, 810)).json()).code).toBe(
    'SLOT_UNAVAILABLE',
  );
  const racers = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      const token = await createCustomer(testApp, `+9198407${String(index + 10).padStart(5, '0')}`);
      return { token, id: await bookAppointment(testApp, token) };
    }),
  );
  await markPaid(
    testApp,
    racers.map((racer) => racer.id),
  );
  const answers = await Promise.all(racers.map((racer) => bookSlot(racer.token, racer.id, 840)));
  expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
  expect((await slotsOn(monday)).find((slot) => slot.id === 840)?.status).toBe('booked');
  const pairs = await testApp.database.db.execute(sql`
    select count(*)::int as n from appointments a join appointments b on a.id < b.id
    where a.status <> 'cancelled' and b.status <> 'cancelled' and a.scheduled_at is not null
      and b.scheduled_at is not null
      and tstzrange(a.scheduled_at, a.ends_at) && tstzrange(b.scheduled_at, b.ends_at)`);
  expect(Number((pairs as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);

  // A window removed later leaves the booking in it where it is (as removed hours always did); its slots go.
  expect(
    (
      await asAdmin('PUT', '/api/admin/schedule', {
        ...original,
        weekly_hours: [{ weekday: 1, opens: '09:00', closes: '13:00' }],
      })
    ).statusCode,
  ).toBe(200);
  expect((await slotsOn(monday)).map((slot) => slot.id)).not.toContain(840);
  const kept = await testApp.database.db.execute(
    sql`select count(*)::int as n from appointments where status = 'scheduled' and scheduled_at is not null`,
  );
  expect(Number((kept as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  expect((await asAdmin('PUT', '/api/admin/schedule', original)).statusCode).toBe(200);
});

it('the database itself keeps one weekday’s windows apart: an overlapping or touching window is refused', async () => {
  const insert = (opens: number, closes: number) =>
    testApp.database.db.execute(
      sql`insert into weekly_hours (astrologer_id, weekday, opens_at_minute, closes_at_minute)
        values (1, 7, ${opens}, ${closes})`,
    );
  await insert(540, 780);
  await expect(insert(720, 900)).rejects.toSatisfy(isExclusionViolation);
  await expect(insert(780, 900)).rejects.toSatisfy(isExclusionViolation);
  await insert(840, 1080);
  expect(await slotsOn(nextWeekday(7, monday))).toHaveLength(16);
  await testApp.database.db.execute(sql`delete from weekly_hours where weekday = 7`);
});
