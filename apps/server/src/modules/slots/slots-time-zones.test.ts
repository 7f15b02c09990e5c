import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bookSlotReplySchema, slotsReplySchema, todayInIndia } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookAppointment, createCustomer, markPaid } from '../../test/customers';
import { indiaDateAndMinute, isoWeekday } from '../../lib/india-time';

const originalZone = process.env.TZ;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  process.env.TZ = originalZone;
  await testApp.close();
});

let monday = addDays(todayInIndia(), 1);
while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);

// The process's zone changes under the running server: what it stores and shows must not.
describe.each([
  ['UTC', 0],
  ['America/New_York', 1],
])('with the server in %s', (zone, index) => {
  it('shows and stores the 9:00 AM IST slot as 9:00 AM IST', async () => {
    process.env.TZ = zone;
    expect(new Date('2026-07-01T12:00:00Z').getTimezoneOffset()).toBe(zone === 'UTC' ? 0 : 240);
    const token = await createCustomer(testApp, `+91984020000${index}`);
    const id = await bookAppointment(testApp, token);
    await markPaid(testApp, [id]);
    const date = addDays(monday, 7 * index);
    const headers = { authorization: `Bearer ${token}` };
    const slots = slotsReplySchema.parse(
      (
        await testApp.inject({ method: 'GET', url: `/api/slots/available?date=${date}`, headers })
      ).json(),
    ).slots;
    expect(slots[0]).toMatchObject({ id: 540, start_time: '09:00', end_time: '09:30' });
    const booked = await testApp.inject({
      method: 'POST',
      url: `/api/appointments/${id}/book-slot`,
      headers,
      payload: { slot_id: 540, date },
    });
    const { appointment } = bookSlotReplySchema.parse(booked.json());
    expect(appointment.scheduled_datetime).toBe(`${date}T03:30:00.000Z`);
    expect(indiaDateAndMinute(new Date(appointment.scheduled_datetime!))).toEqual({
      date,
      minute: 540,
    });
    const after = slotsReplySchema.parse(
      (
        await testApp.inject({ method: 'GET', url: `/api/slots/available?date=${date}`, headers })
      ).json(),
    ).slots;
    expect(after[0]).toMatchObject({ start_time: '09:00', status: 'booked' });
  });
});
