import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminAppointmentReplySchema,
  appointmentReplySchema,
  errorReplySchema,
  servicesReplySchema,
} from '@portal/contracts';
import { createAdmin, createCustomer, markPaid } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { holdAt, nextWeekday } from '../../test/times';

let testApp: TestApp;
let customer: string;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  customer = await createCustomer(testApp, '+919840800001');
  admin = await createAdmin(testApp, '+919840800002');
});
afterAll(() => testApp.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const booking = {
  name: 'Ravi',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time: '14:30',
  birth_place: 'Coimbatore',
  terms_agreed: true,
};
const book = (fields: object, language = 'en') =>
  testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { ...as(customer), 'accept-language': language },
    payload: { ...booking, ...fields },
  });
const mine = async (id: number) =>
  appointmentReplySchema.parse(
    (
      await testApp.inject({ method: 'GET', url: `/api/appointments/${id}`, headers: as(customer) })
    ).json(),
  ).appointment;

it('a booking keeps the consultation mode chosen among those offered', async () => {
  const services = servicesReplySchema.parse(
    (await testApp.inject({ method: 'GET', url: '/api/services' })).json(),
  ).services;
  expect(
    services.every((service) => service.consultation_modes.join() === 'in_person,phone,video'),
  ).toBe(true);
  await testApp.database.db.execute(sqlModes(3, ['in_person']));
  const refused = await book({ services: [1, 3], consultation_mode: 'video' }, 'ta');
  expect(refused.statusCode).toBe(400);
  expect(errorReplySchema.parse(refused.json()).fields).toEqual({
    consultation_mode: 'தேர்ந்தெடுத்த சேவைகளுக்கு இந்த ஆலோசனை முறை இல்லை. வேறு முறையைத் தேர்ந்தெடுங்கள்.',
  });
  const phone = appointmentReplySchema.parse(
    (await book({ services: [1], consultation_mode: 'phone' })).json(),
  ).appointment;
  expect(phone).toMatchObject({
    consultation_mode: 'phone',
    duration_minutes: 30,
    meeting_url: null,
    meeting_opens_at: null,
  });
  const chosenForMe = appointmentReplySchema.parse(
    (await book({ services: [1, 3] })).json(),
  ).appointment;
  expect(chosenForMe.consultation_mode).toBe('in_person');
});

it("a video consultation's unguessable room shows from 15 minutes before", async () => {
  const first = appointmentReplySchema.parse(
    (await book({ services: [1], consultation_mode: 'video' })).json(),
  ).appointment;
  const second = appointmentReplySchema.parse(
    (await book({ services: [1], consultation_mode: 'video' })).json(),
  ).appointment;
  await markPaid(testApp, [first.id, second.id]);
  const day = nextWeekday(4);
  for (const [id, slot] of [
    [first.id, 600],
    [second.id, 630],
  ] as const) {
    const booked = appointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/appointments/${id}/book-slot`,
          headers: as(customer),
          payload: { slot_id: slot, date: day },
        })
      ).json(),
    ).appointment;
    expect(booked).toMatchObject({ meeting_url: null });
    expect(booked.meeting_opens_at).toBe(
      new Date(new Date(booked.scheduled_datetime!).getTime() - 15 * 60_000).toISOString(),
    );
  }
  const stored = await testApp.database.db.execute<{ meeting_url: string }>(
    sqlRooms([first.id, second.id]),
  );
  const rooms = (stored as { rows: { meeting_url: string }[] }).rows.map((row) => row.meeting_url);
  expect(rooms).toHaveLength(2);
  for (const room of rooms)
    expect(room).toMatch(/^https:\/\/meet\.example\.test\/Jothidam-[0-9a-f]{32}$/);
  expect(rooms[0]).not.toBe(rooms[1]);

  await holdAt(testApp, first.id, 0.3); // 18 minutes ahead: not yet
  expect((await mine(first.id)).meeting_url).toBeNull();
  await holdAt(testApp, first.id, 0.2); // 12 minutes ahead: shown
  expect((await mine(first.id)).meeting_url).toBe(rooms[0]);
  const forOffice = adminAppointmentReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/admin/appointments/${first.id}`,
        headers: as(admin),
      })
    ).json(),
  ).appointment;
  expect(forOffice).toMatchObject({
    meeting_url: rooms[0],
    consultation_mode: 'video',
    duration_minutes: 30,
  });
});

function sqlModes(serviceId: number, modes: string[]) {
  return sql`update services set consultation_modes = ${`{${modes.join(',')}}`}::text[] where id = ${serviceId}`;
}
function sqlRooms(ids: number[]) {
  return sql`select meeting_url from appointments where id in ${sql.raw(`(${ids.join(',')})`)} order by id`;
}
