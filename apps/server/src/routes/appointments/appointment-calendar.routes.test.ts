import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookAppointment, createCustomer, markPaid } from '../../test/customers';
import { nextWeekday } from '../../test/times';

let testApp: TestApp;
let customer: string;
let other: string;
const monday = nextWeekday(1);

beforeAll(async () => {
  testApp = await createTestApp();
  customer = await createCustomer(testApp, '+919840500001');
  other = await createCustomer(testApp, '+919840500002');
});
afterAll(() => testApp.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const calendar = (id: number, token = customer, headers: Record<string, string> = {}, query = '') =>
  testApp.inject({
    method: 'GET',
    url: `/api/appointments/${id}/calendar.ics${query}`,
    headers: { ...as(token), ...headers },
  });

/** A paid appointment given a slot through the API: 09:00 India time on `day` is 03:30 UTC. */
async function scheduled(slotId: number, day = monday) {
  const id = await bookAppointment(testApp, customer);
  await markPaid(testApp, [id]);
  const booked = await testApp.inject({
    method: 'POST',
    url: `/api/appointments/${id}/book-slot`,
    headers: as(customer),
    payload: { slot_id: slotId, date: day },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  return {
    id,
    number: booked.json<{ appointment: { appointment_number: string } }>().appointment
      .appointment_number,
  };
}

/** The file's properties, its folded lines joined again (RFC 5545 3.1). */
function properties(file: string): string[] {
  return file
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}
const value = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

describe('GET /api/appointments/:id/calendar.ics', () => {
  it('gives the owner a calendar file of the booked slot, named by its number', async () => {
    const { id, number } = await scheduled(540);
    const response = await calendar(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${number}.ics"; filename*=UTF-8''${number}.ics`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = properties(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('END:VEVENT');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(value(lines, 'METHOD')).toBe('PUBLISH');
    expect(value(lines, 'UID')).toBe(`appointment-${id}@portal.example.test`);
    expect(value(lines, 'DTSTART')).toBe(`${monday.replaceAll('-', '')}T033000Z`);
    expect(value(lines, 'DURATION')).toBe('PT30M');
    expect(value(lines, 'SUMMARY')).toContain(`Jathagam Reading consultation (${number})`);
    expect(value(lines, 'URL')).toBe('https://portal.example.test/appointments');
  });

  it('speaks the language asked for, and follows a moved slot', async () => {
    const { id, number } = await scheduled(600);
    const tamil = properties((await calendar(id, customer, { 'accept-language': 'ta' })).body);
    expect(value(tamil, 'SUMMARY')).toMatch(new RegExp(`ஆலோசனை \\(${number}\\)$`));
    expect(properties((await calendar(id, customer, {}, '?language=tamil')).body)).toEqual(
      expect.arrayContaining([expect.stringContaining('ஆலோசனை')]),
    );

    const tuesday = nextWeekday(2);
    const moved = await testApp.inject({
      method: 'POST',
      url: `/api/appointments/${id}/reschedule`,
      headers: as(customer),
      payload: { slot_id: 660, date: tuesday },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const lines = properties((await calendar(id)).body);
    expect(value(lines, 'DTSTART')).toBe(`${tuesday.replaceAll('-', '')}T053000Z`);
    expect(value(lines, 'UID')).toBe(`appointment-${id}@portal.example.test`);
  });

  it("hides another customer's appointment (404) and asks for a sign-in (401)", async () => {
    const { id } = await scheduled(570);
    const refused = await calendar(id, other);
    expect(refused.statusCode).toBe(404);
    expect(errorReplySchema.parse(refused.json()).code).toBe('APPOINTMENT_NOT_FOUND');
    expect((await calendar(999_999)).statusCode).toBe(404);
    expect(
      (await testApp.inject({ method: 'GET', url: `/api/appointments/${id}/calendar.ics` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses (409) an appointment without a time or cancelled, saying why', async () => {
    const unpaid = await bookAppointment(testApp, customer);
    const noTime = await calendar(unpaid, customer, { 'accept-language': 'ta' });
    expect(noTime.statusCode).toBe(409);
    expect(errorReplySchema.parse(noTime.json())).toMatchObject({
      code: 'NOT_SCHEDULED',
      error: 'ஆலோசனை நேரம் குறிக்கப்பட்ட சந்திப்பை மட்டுமே நாட்காட்டியில் சேர்க்க முடியும்.',
    });

    const { id } = await scheduled(630);
    await testApp.database.db.execute(
      sql`update appointments set status = 'cancelled' where id = ${id}`,
    );
    const cancelled = await calendar(id);
    expect(cancelled.statusCode).toBe(409);
    expect(errorReplySchema.parse(cancelled.json()).code).toBe('APPOINTMENT_CANCELLED');

    const { id: done } = await scheduled(690);
    await testApp.database.db.execute(
      sql`update appointments set status = 'completed' where id = ${done}`,
    );
    expect(errorReplySchema.parse((await calendar(done)).json()).code).toBe('NOT_SCHEDULED');
  });
});
