import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminAppointmentsReplySchema,
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
import { holdAt, officeAsOneCalendar } from '../../../test/times';

let testApp: TestApp;
let admin: string;
let desk: string;
let astrologer: string;
let bride: string;
let other: string;
let brideId: number;
let otherId: number;
let marriage: number;
let jathagam: number;
const note = 'Prefers a call after 6 pm; the father decides. Do not mention the earlier match.';

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const search = async (q: string, token = admin) => {
  const response = await call(token, 'GET', `/api/admin/customers?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return customersReplySchema.parse(response.json());
};
const customerPage = async (id: number, token = admin) => {
  const response = await call(token, 'GET', `/api/admin/customers/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return customerReplySchema.parse(response.json());
};
const idOf = async (mobile: string) =>
  (
    (await testApp.database.db.execute<{ id: number }>(
      sql`select id from users where mobile_number = ${mobile}`,
    )) as { rows: { id: number }[] }
  ).rows[0]!.id;

async function book(token: string, payload: object): Promise<number> {
  const reply = await call(token, 'POST', '/api/appointments', { terms_agreed: true, ...payload });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ appointment: { id: number } }>().appointment.id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  await officeAsOneCalendar(testApp);
  admin = await createAdmin(testApp, '+919840330001');
  desk = await createDesk(testApp, '+919840330002');
  astrologer = await createAstrologerUser(testApp, '+919840330003', 1);
  bride = await createCustomer(testApp, '+919871234567');
  other = await createCustomer(testApp, '+919840339999');
  brideId = await idOf('+919871234567');
  otherId = await idOf('+919840339999');
  await testApp.database.db.execute(
    sql`update users set name = 'Meenakshi Sundaram' where id = ${brideId}`,
  );
  marriage = await book(bride, {
    name: 'Meena',
    gender: 'female',
    date_of_birth: '1992-04-10',
    birth_time: '06:15',
    birth_place: 'Madurai',
    services: [2],
    bridegroom_name: 'Thiruvenkadam',
    other_person_agreed: true,
    bridegroom_date_of_birth: '1989-08-21',
    bridegroom_birth_time_type: 'period',
    bridegroom_birth_time: 'evening',
    bridegroom_birth_place: 'Trichy',
    bridegroom_current_location: 'Chennai',
  });
  jathagam = await book(other, {
    name: 'Ravi',
    gender: 'male',
    date_of_birth: '1985-11-02',
    birth_time: '14:30',
    birth_place: 'Coimbatore',
    services: [1],
  });
});
afterAll(() => testApp.close());

describe('the search', () => {
  it("finds a customer by a bridegroom's name, any part of it, in any case", async () => {
    const found = await search('VENKAD');
    expect(found.customers.map((row) => row.id)).toEqual([brideId]);
    expect(found.customers[0]).toMatchObject({
      name: 'Meenakshi Sundaram',
      mobile_number: '+919871234567',
      appointments: 1,
      booked_for: ['Meena', 'Thiruvenkadam'],
    });
    expect(found.total).toBe(1);
  });

  it('finds a customer by four digits of their phone, and not the others', async () => {
    expect((await search('4567')).customers.map((row) => row.id)).toEqual([brideId]);
    expect((await search('98403 39999')).customers.map((row) => row.id)).toEqual([otherId]);
    expect((await search('+91 98712')).customers.map((row) => row.id)).toEqual([brideId]);
  });

  it('finds a customer by their own name, the name booked for, and an appointment number', async () => {
    expect((await search('sundaram')).customers.map((row) => row.id)).toEqual([brideId]);
    expect((await search('Ravi')).customers.map((row) => row.id)).toEqual([otherId]);
    const number = (await customerPage(otherId)).appointments[0]!.appointment_number;
    expect((await search(number.toLowerCase())).customers.map((row) => row.id)).toEqual([otherId]);
    expect((await search('100%')).customers).toEqual([]);
    expect((await search('Thiru_enkadam')).customers).toEqual([]);
  });

  it('finds a customer by their new name and a corrected bridegroom, never by the old ones', async () => {
    await testApp.database.db.execute(
      sql`update users set name = 'Meenakshi Ramanathan' where id = ${brideId}`,
    );
    await testApp.database.db.execute(
      sql`update appointments set bridegroom_name = 'Sivaraman' where id = ${marriage}`,
    );
    expect((await search('ramanathan')).customers.map((row) => row.id)).toEqual([brideId]);
    expect((await search('sivaraman')).customers.map((row) => row.id)).toEqual([brideId]);
    expect((await search('sundaram')).customers).toEqual([]);
    expect((await search('venkad')).customers).toEqual([]);
    const list = async (q: string) =>
      adminAppointmentsReplySchema
        .parse((await call(admin, 'GET', `/api/admin/appointments?q=${q}`)).json())
        .appointments.map((row) => row.id);
    expect(await list('ramanathan')).toEqual([marriage]);
    expect(await list('sivaraman')).toEqual([marriage]);
    expect(await list('venkad')).toEqual([]);
    await testApp.database.db.execute(
      sql`update users set name = 'Meenakshi Sundaram' where id = ${brideId}`,
    );
    await testApp.database.db.execute(
      sql`update appointments set bridegroom_name = 'Thiruvenkadam' where id = ${marriage}`,
    );
  });

  it('counts a search up to a thousand matches and says when there are more', async () => {
    await testApp.database.db.execute(
      sql`insert into users (mobile_number, name)
        select '+9198000' || lpad(g::text, 5, '0'), 'Crowded Kumar' from generate_series(1, 1001) g`,
    );
    const crowded = await search('crowded');
    expect(crowded).toMatchObject({ total: 1000, total_capped: true });
    expect(crowded.customers).toHaveLength(25);
    const some = await search('crowded kumar');
    expect(some.total_capped).toBe(true);
    expect((await search('sundaram')).total_capped).toBe(false);
    await testApp.database.db.execute(sql`delete from users where name = 'Crowded Kumar'`);
  });

  it('lists everyone newest first without words, and pages', async () => {
    const first = customersReplySchema.parse(
      (await call(admin, 'GET', '/api/admin/customers?page_size=1')).json(),
    );
    const second = customersReplySchema.parse(
      (await call(admin, 'GET', '/api/admin/customers?page_size=1&page=2')).json(),
    );
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.total).toBe(second.total);
    expect(first.customers[0]!.id).toBe(otherId);
    expect(second.customers[0]!.id).toBe(brideId);
  });

  it("the office's appointment list finds the bridegroom too, and the phone's digits", async () => {
    const list = async (q: string) =>
      adminAppointmentsReplySchema
        .parse(
          (await call(admin, 'GET', `/api/admin/appointments?q=${encodeURIComponent(q)}`)).json(),
        )
        .appointments.map((row) => row.id);
    expect(await list('thiruvenkadam')).toEqual([marriage]);
    expect(await list('4567')).toEqual([marriage]);
    expect(await list('Meenakshi')).toEqual([marriage]);
  });
});

describe("a customer's page and notes", () => {
  it('gives the details, every appointment, payment, refund and message', async () => {
    expect(
      (await call(admin, 'POST', `/api/admin/appointments/${marriage}/mark-paid`)).statusCode,
    ).toBe(200);
    const cancelled = await call(admin, 'POST', `/api/admin/appointments/${marriage}/cancel`, {
      reason: 'Family asked',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const page = await customerPage(brideId);
    expect(page.customer).toMatchObject({
      id: brideId,
      name: 'Meenakshi Sundaram',
      mobile_number: '+919871234567',
      language: 'english',
    });
    expect(page.own_consultations_only).toBe(false);
    expect(page.appointments).toEqual([
      expect.objectContaining({
        id: marriage,
        bridegroom_name: 'Thiruvenkadam',
        status: 'cancelled',
      }),
    ]);
    expect(page.payments).toEqual([
      expect.objectContaining({ appointment_id: marriage, method: 'cash', status: 'paid' }),
    ]);
    expect(page.refunds).toEqual([
      expect.objectContaining({
        appointment_id: marriage,
        method: 'cash',
        amount: page.payments[0]!.amount,
        reason: 'Family asked',
      }),
    ]);
    const stored = (await testApp.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from messages where user_id = ${brideId} and audience = 'customer'`,
    )) as { rows: { count: number }[] };
    expect(page.messages.length).toBe(stored.rows[0]!.count);
    expect(page.messages.length).toBeGreaterThan(0);
    expect(
      page.messages.every(
        (message) => message.appointment_number === page.appointments[0]!.appointment_number,
      ),
    ).toBe(true);
  });

  it('stores notes with their author and time, newest first, refusing an empty one', async () => {
    const before = Date.now();
    const added = await call(desk, 'POST', `/api/admin/customers/${brideId}/notes`, {
      body: `  ${note}  `,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { note: kept } = customerNoteReplySchema.parse(added.json());
    expect(kept).toMatchObject({
      body: note,
      author: { mobile_number: '+919840330002', role: 'desk' },
    });
    expect(Date.parse(kept.created_at)).toBeGreaterThanOrEqual(before - 1000);
    await call(admin, 'POST', `/api/admin/customers/${brideId}/notes`, { body: 'Second note' });
    expect((await customerPage(brideId)).notes.map((row) => row.body)).toEqual([
      'Second note',
      note,
    ]);

    const empty = await call(admin, 'POST', `/api/admin/customers/${brideId}/notes`, {
      body: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorReplySchema.parse(empty.json()).fields?.body).toBe('This field is required.');
    expect(
      (
        await call(admin, 'POST', `/api/admin/customers/${brideId}/notes`, {
          body: 'x'.repeat(2001),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'POST', '/api/admin/customers/999999/notes', { body: 'Nobody' }))
        .statusCode,
    ).toBe(404);
    expect((await call(admin, 'GET', '/api/admin/customers/999999')).statusCode).toBe(404);
  });

  it("never shows a note in the customer's own replies: appointments, one appointment, profile", async () => {
    for (const url of ['/api/appointments', `/api/appointments/${marriage}`, '/api/user/profile']) {
      const response = await call(bride, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).not.toContain('father decides');
      expect(response.body).not.toContain('Second note');
      expect(response.body).not.toMatch(/"notes?"/);
    }
  });
});

describe('roles', () => {
  it('refuses a customer', async () => {
    expect((await call(bride, 'GET', '/api/admin/customers')).statusCode).toBe(403);
    expect((await call(bride, 'GET', `/api/admin/customers/${brideId}`)).statusCode).toBe(403);
    expect(
      (await call(bride, 'POST', `/api/admin/customers/${brideId}/notes`, { body: 'mine' }))
        .statusCode,
    ).toBe(403);
  });

  it('lets an astrologer reach only the customers who consult them', async () => {
    expect((await search('Ravi', astrologer)).customers).toEqual([]);
    expect((await call(astrologer, 'GET', `/api/admin/customers/${otherId}`)).statusCode).toBe(404);
    expect(
      (
        await call(astrologer, 'POST', `/api/admin/customers/${otherId}/notes`, {
          body: 'Not mine',
        })
      ).statusCode,
    ).toBe(404);

    await holdAt(testApp, jathagam, 48);
    expect((await search('Ravi', astrologer)).customers.map((row) => row.id)).toEqual([otherId]);
    expect((await search('', astrologer)).customers.map((row) => row.id)).toEqual([otherId]);
    const added = await call(astrologer, 'POST', `/api/admin/customers/${otherId}/notes`, {
      body: 'Saturn period question',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(customerNoteReplySchema.parse(added.json()).note.author).toMatchObject({
      mobile_number: '+919840330003',
      role: 'astrologer',
    });
    const page = await customerPage(otherId, astrologer);
    expect(page.own_consultations_only).toBe(true);
    expect(page.appointments.map((row) => row.id)).toEqual([jathagam]);
    expect(page.messages).toEqual([]);
    expect(page.notes.map((row) => row.body)).toEqual(['Saturn period question']);
    // The office sees the astrologer's note too, with everything else.
    expect((await customerPage(otherId, desk)).notes.map((row) => row.author.role)).toEqual([
      'astrologer',
    ]);
  });
});
