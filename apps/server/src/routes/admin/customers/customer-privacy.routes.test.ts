import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditLogReplySchema,
  customerNoteReplySchema,
  customerReplySchema,
  customersReplySchema,
  errorReplySchema,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  createAdmin,
  createAstrologerUser,
  createCustomer,
  createDesk,
} from '../../../test/customers';

/*
 * Staff see what their work needs (decision 0102): an astrologer's search matches only through
 * their own consultations, and reads only the notes written for them or by them.
 */

let testApp: TestApp;
let admin: string;
let desk: string;
let first: string;
let second: string;
let firstAstrologer: number;
let secondAstrologer: number;
let family: number;
let secondNumber: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const rows = async <Row extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  ((await testApp.database.db.execute<Row>(query)) as { rows: Row[] }).rows;
const found = async (token: string, q: string) => {
  const response = await call(token, 'GET', `/api/admin/customers?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return customersReplySchema.parse(response.json()).customers.map((row) => row.id);
};
const page = async (token: string) => {
  const response = await call(token, 'GET', `/api/admin/customers/${family}`);
  expect(response.statusCode, response.body).toBe(200);
  return customerReplySchema.parse(response.json());
};
const noteBodies = async (token: string) => (await page(token)).notes.map((note) => note.body);
async function book(token: string, payload: object): Promise<number> {
  const reply = await call(token, 'POST', '/api/appointments', {
    terms_agreed: true,
    other_person_agreed: true,
    ...payload,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ appointment: { id: number } }>().appointment.id;
}
/** Gives a booking to an astrologer, scheduled, straight in the database. */
const scheduleWith = (appointmentId: number, astrologerId: number, daysAhead: number) =>
  testApp.database.db.execute(
    sql`update appointments set status = 'scheduled', payment_status = 'paid',
        astrologer_id = ${astrologerId},
        scheduled_at = now() + make_interval(days => ${daysAhead}),
        ends_at = now() + make_interval(days => ${daysAhead}) + interval '30 minutes',
        held_until = now() + make_interval(days => ${daysAhead}) + interval '30 minutes'
        where id = ${appointmentId}`,
  );
const note = async (token: string, body: string, forAstrologerIds?: number[]) => {
  const response = await call(token, 'POST', `/api/admin/customers/${family}/notes`, {
    body,
    ...(forAstrologerIds ? { for_astrologer_ids: forAstrologerIds } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return customerNoteReplySchema.parse(response.json()).note;
};

beforeAll(async () => {
  testApp = await createTestApp();
  const team = await rows<{ id: number }>(sql`select id from astrologers order by id limit 2`);
  [firstAstrologer, secondAstrologer] = team.map((row) => row.id) as [number, number];
  admin = await createAdmin(testApp, '+919840370001');
  desk = await createDesk(testApp, '+919840370002');
  first = await createAstrologerUser(testApp, '+919840370003', firstAstrologer);
  second = await createAstrologerUser(testApp, '+919840370004', secondAstrologer);
  const customer = await createCustomer(testApp, '+919871370005');
  [{ id: family }] = (await rows<{ id: number }>(
    sql`update users set name = 'Parvathi Raman' where mobile_number = '+919871370005' returning id`,
  )) as [{ id: number }];
  const own = await book(customer, {
    name: 'Karthikeyan',
    gender: 'male',
    date_of_birth: '1985-11-02',
    birth_time: '14:30',
    birth_place: 'Coimbatore',
    services: [1],
  });
  const theirs = await book(customer, {
    name: 'Parvathi',
    gender: 'female',
    date_of_birth: '1996-04-10',
    birth_time: '06:15',
    birth_place: 'Madurai',
    services: [2],
    bridegroom_name: 'Groomsworth',
    bridegroom_date_of_birth: '1993-08-21',
    bridegroom_birth_time: '09:00',
    bridegroom_birth_place: 'Trichy',
    bridegroom_current_location: 'Chennai',
  });
  // Booked, never scheduled: no astrologer's yet.
  await book(customer, {
    name: 'Unscheduledperson',
    gender: 'female',
    date_of_birth: '2001-01-01',
    birth_time: '10:00',
    birth_place: 'Salem',
    services: [1],
  });
  await scheduleWith(own, firstAstrologer, 2);
  await scheduleWith(theirs, secondAstrologer, 3);
  [{ number: secondNumber }] = (await rows<{ number: string }>(
    sql`select appointment_number as number from appointments where id = ${theirs}`,
  )) as [{ number: string }];
});
afterAll(() => testApp.close());

describe("an astrologer's customer search", () => {
  it("finds no customer through another astrologer's consultation or an unscheduled booking", async () => {
    expect(await found(first, 'Groomsworth')).toEqual([]);
    expect(await found(first, secondNumber)).toEqual([]);
    expect(await found(first, 'Unscheduledperson')).toEqual([]);
  });

  it('finds the customer through their own consultation: its person, its number, their name and phone', async () => {
    expect(await found(first, 'Karthikeyan')).toEqual([family]);
    expect(await found(first, 'Parvathi Raman')).toEqual([family]);
    expect(await found(first, '98713 70005')).toEqual([family]);
    expect(await found(second, 'Groomsworth')).toEqual([family]);
    expect(await found(second, secondNumber)).toEqual([family]);
  });

  it('leaves the desk and admins searching the whole history', async () => {
    expect(await found(admin, 'Groomsworth')).toEqual([family]);
    expect(await found(desk, 'Unscheduledperson')).toEqual([family]);
  });
});

describe('private notes', () => {
  it('says whom a note may be for: the customer’s astrologers, an astrologer only themselves', async () => {
    expect((await page(admin)).note_astrologers.map((row) => row.id)).toEqual([
      firstAstrologer,
      secondAstrologer,
    ]);
    expect((await page(first)).note_astrologers.map((row) => row.id)).toEqual([firstAstrologer]);
  });

  it('shows an astrologer only the notes written for them and their own', async () => {
    const forFirst = await note(admin, 'The father decides; call after six.', [firstAstrologer]);
    expect(forFirst.for_astrologers.map((row) => row.id)).toEqual([firstAstrologer]);
    const officeOnly = await note(desk, 'Paid the last visit late, in cash.');
    expect(officeOnly.for_astrologers).toEqual([]);
    const own = await note(second, 'Asked twice about the second marriage.');
    expect(own.for_astrologers.map((row) => row.id)).toEqual([secondAstrologer]);

    expect(await noteBodies(first)).toEqual(['The father decides; call after six.']);
    expect(await noteBodies(second)).toEqual(['Asked twice about the second marriage.']);
    expect(await noteBodies(desk)).toHaveLength(3);
    expect(await noteBodies(admin)).toHaveLength(3);
  });

  it("refuses a note for an astrologer who does not consult the customer, or for another's", async () => {
    const stranger = await call(admin, 'POST', `/api/admin/customers/${family}/notes`, {
      body: 'For someone else',
      for_astrologer_ids: [999_999],
    });
    expect(stranger.statusCode).toBe(400);
    expect(errorReplySchema.parse(stranger.json()).fields?.for_astrologer_ids).toBe(
      'Choose only astrologers who consult this customer.',
    );
    const across = await call(first, 'POST', `/api/admin/customers/${family}/notes`, {
      body: 'For my colleague',
      for_astrologer_ids: [secondAstrologer],
    });
    expect(across.statusCode).toBe(400);
  });

  it('is removed by its author or an admin, and by no one else', async () => {
    const notes = (await page(admin)).notes;
    const byDesk = notes.find((row) => row.author.role === 'desk')!;
    const byAdmin = notes.find((row) => row.author.role === 'admin')!;
    const bySecond = notes.find((row) => row.author.role === 'astrologer')!;
    expect(notes.every((row) => row.removable)).toBe(true);
    expect((await page(desk)).notes.map((row) => row.removable)).toEqual(
      notes.map((row) => row.id === byDesk.id),
    );

    const url = (id: number) => `/api/admin/customers/${family}/notes/${id}`;
    const refused = await call(desk, 'DELETE', url(byAdmin.id));
    expect(refused.statusCode).toBe(403);
    expect(errorReplySchema.parse(refused.json()).code).toBe('NOTE_NOT_REMOVABLE');
    // A note the astrologer may not read is not there for them.
    expect((await call(first, 'DELETE', url(byDesk.id))).statusCode).toBe(404);

    expect((await call(second, 'DELETE', url(bySecond.id))).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', url(byDesk.id))).statusCode).toBe(200);
    expect(await noteBodies(admin)).toEqual(['The father decides; call after six.']);
    expect((await call(admin, 'DELETE', url(byDesk.id))).statusCode).toBe(404);
  });

  it("logs each removal in the activity log, without the note's words", async () => {
    const log = auditLogReplySchema.parse(
      (await call(admin, 'GET', '/api/admin/audit-log?action=customer_note.remove')).json(),
    );
    expect(log.entries).toHaveLength(2);
    expect(log.entries.map((entry) => entry.actor?.role).sort()).toEqual(['admin', 'astrologer']);
    expect(log.entries[0]).toMatchObject({ entity_type: 'user', entity_id: String(family) });
    expect(log.entries[0]!.subject_name?.english).toContain('Parvathi Raman');
    const text = JSON.stringify(log.entries);
    expect(text).not.toContain('second marriage');
    expect(text).not.toContain('in cash');
  });
});
