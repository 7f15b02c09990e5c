import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  auditLogReplySchema,
  errorReplySchema,
  staffMemberReplySchema,
  staffReplySchema,
} from '@portal/contracts';
import { astrologers, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  createAdmin,
  createAstrologerUser,
  createCustomer,
  createDesk,
} from '../../../test/customers';
import { anotherSession } from '../../../test/sessions';

// Team access (decision 0058): GET/PUT /api/admin/staff, DELETE /api/admin/staff/{id}.

let testApp: TestApp;
let admin: string;
let adminId: number;
let desk: string;
let astrologer: string;
let astrologerId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const [added] = await testApp.database.db
    .insert(astrologers)
    .values({ nameEnglish: 'Ganesh Iyer', nameTamil: 'கணேஷ் ஐயர்', mobileNumber: '+919840400050' })
    .returning({ id: astrologers.id });
  astrologerId = added!.id;
  admin = await createAdmin(testApp, '+919840400001');
  await testApp.database.db.execute(
    sql`update users set name = 'Meena' where mobile_number = '+919840400001'`,
  );
  adminId = (
    await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobileNumber, '+919840400001'))
  )[0]!.id;
  desk = await createDesk(testApp, '+919840400002');
  astrologer = await createAstrologerUser(testApp, '+919840400003', astrologerId);
});
afterAll(() => testApp.close());

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const grant = (payload: object, token = admin) => call(token, 'PUT', '/api/admin/staff', payload);
const errorCode = (response: Awaited<ReturnType<typeof call>>) =>
  errorReplySchema.parse(response.json()).code;

it('lists who holds each role, with which astrologer, and the astrologers to choose from', async () => {
  const reply = staffReplySchema.parse((await call(admin, 'GET', '/api/admin/staff')).json());
  expect(reply.staff.map((member) => [member.mobile_number, member.role])).toEqual([
    ['+919840400001', 'admin'],
    ['+919840400002', 'desk'],
    ['+919840400003', 'astrologer'],
  ]);
  expect(reply.staff[2]).toMatchObject({
    astrologer: { id: astrologerId, name_english: 'Ganesh Iyer', name_tamil: 'கணேஷ் ஐயர்' },
    has_signed_in: true,
  });
  expect(reply.astrologers).toContainEqual({
    id: astrologerId,
    name_english: 'Ganesh Iyer',
    name_tamil: 'கணேஷ் ஐயர்',
    mobile_number: '+919840400050',
    active: true,
  });
  expect(reply.astrologers[0]).toMatchObject({ id: 1, name_english: 'Chief Astrologer' });
});

it('grants, changes and takes back the role of a number not yet signed in', async () => {
  const granted = staffMemberReplySchema.parse(
    (await grant({ mobile_number: '98404 00010', role: 'desk' })).json(),
  ).member;
  expect(granted).toMatchObject({
    mobile_number: '+919840400010',
    role: 'desk',
    astrologer: null,
    has_signed_in: false,
  });

  // A signed-in customer made desk is signed out (decision 0106: a changed role ends the person's
  // sessions), and let in by their next sign-in; each later change signs them out again.
  const customer = await createCustomer(testApp, '+919840400011');
  expect((await call(customer, 'GET', '/api/admin/appointments')).statusCode).toBe(403);
  const made = staffMemberReplySchema.parse(
    (await grant({ mobile_number: '+919840400011', role: 'desk' })).json(),
  ).member;
  expect((await call(customer, 'GET', '/api/admin/appointments')).statusCode).toBe(401);
  const asDesk = (await anotherSession(testApp, '+919840400011')).token;
  expect((await call(asDesk, 'GET', '/api/admin/appointments')).statusCode).toBe(200);
  const astrologerNow = staffMemberReplySchema.parse(
    (
      await grant({
        mobile_number: '+919840400011',
        role: 'astrologer',
        astrologer_id: astrologerId,
      })
    ).json(),
  ).member;
  expect(astrologerNow).toMatchObject({
    id: made.id,
    role: 'astrologer',
    astrologer: { id: astrologerId },
    has_signed_in: true,
  });
  expect((await call(asDesk, 'GET', '/api/admin/appointments')).statusCode).toBe(401);
  const asAstrologer = (await anotherSession(testApp, '+919840400011')).token;
  expect((await call(asAstrologer, 'GET', '/api/admin/appointments')).statusCode).toBe(200);
  expect((await call(asAstrologer, 'GET', '/api/admin/messages')).statusCode).toBe(403);
  expect((await call(admin, 'DELETE', `/api/admin/staff/${made.id}`)).json()).toEqual({
    success: true,
  });
  expect((await call(asAstrologer, 'GET', '/api/admin/appointments')).statusCode).toBe(401);
  const asCustomer = (await anotherSession(testApp, '+919840400011')).token;
  expect((await call(asCustomer, 'GET', '/api/admin/appointments')).statusCode).toBe(403);
  expect(
    staffReplySchema
      .parse((await call(admin, 'GET', '/api/admin/staff')).json())
      .staff.map((member) => member.mobile_number),
  ).not.toContain('+919840400011');
  // Someone who holds no office role has nothing to take back.
  expect(errorCode(await call(admin, 'DELETE', `/api/admin/staff/${made.id}`))).toBe('NOT_FOUND');
});

it('matches an astrologer by their own mobile number, and otherwise asks which one', async () => {
  const matched = staffMemberReplySchema.parse(
    (await grant({ mobile_number: '+919840400050', role: 'astrologer' })).json(),
  ).member;
  expect(matched.astrologer).toMatchObject({ id: astrologerId, name_english: 'Ganesh Iyer' });
  const unmatched = await grant({ mobile_number: '+919840400060', role: 'astrologer' });
  expect(unmatched.statusCode).toBe(400);
  expect(errorCode(unmatched)).toBe('STAFF_ASTROLOGER_REQUIRED');
  const unknown = await grant({
    mobile_number: '+919840400060',
    role: 'astrologer',
    astrologer_id: 99_999,
  });
  expect(unknown.statusCode).toBe(404);
  expect(errorCode(unknown)).toBe('STAFF_ASTROLOGER_UNKNOWN');
});

it('refuses a bad number and a role that is not an office role', async () => {
  expect(errorCode(await grant({ mobile_number: '123', role: 'desk' }))).toBe('PHONE_INVALID');
  expect(errorCode(await grant({ mobile_number: '+919840400070', role: 'customer' }))).toBe(
    'VALIDATION_FAILED',
  );
});

it('never lets an admin change or take back their own role', async () => {
  const own = await grant({ mobile_number: '+919840400001', role: 'desk' });
  expect(own.statusCode).toBe(409);
  expect(errorCode(own)).toBe('STAFF_OWN_ROLE');
  expect(errorCode(await call(admin, 'DELETE', `/api/admin/staff/${adminId}`))).toBe(
    'STAFF_OWN_ROLE',
  );
});

it('is for admins only: desk and astrologers are refused (403)', async () => {
  for (const token of [desk, astrologer]) {
    expect((await call(token, 'GET', '/api/admin/staff')).statusCode).toBe(403);
    expect(errorCode(await grant({ mobile_number: '+919840400080', role: 'admin' }, token))).toBe(
      'FORBIDDEN',
    );
    expect((await call(token, 'DELETE', `/api/admin/staff/${adminId}`)).statusCode).toBe(403);
  }
});

it('puts every grant and revoke in the activity log, by whom and to whom', async () => {
  const log = auditLogReplySchema.parse(
    (await call(admin, 'GET', '/api/admin/audit-log?group=staff')).json(),
  );
  expect(log.entries.map((entry) => entry.action)).toEqual([
    'staff.grant',
    'staff.revoke',
    'staff.grant',
    'staff.grant',
    'staff.grant',
  ]);
  expect(
    log.entries.every((entry) => entry.actor?.name === 'Meena' && entry.actor.role === 'admin'),
  ).toBe(true);
  const revoke = log.entries.find((entry) => entry.action === 'staff.revoke')!;
  expect(revoke.subject_name).toEqual({ english: '+91 98404 00011', tamil: '+91 98404 00011' });
  expect(revoke.changes).toContainEqual({
    field: 'role',
    kind: 'text',
    before: 'astrologer',
    after: 'customer',
  });
  expect(revoke.changes).toContainEqual({
    field: 'astrologer',
    kind: 'text',
    before: 'Ganesh Iyer',
    after: null,
  });
  const first = log.entries.at(-1)!;
  expect(first.changes).toContainEqual({
    field: 'role',
    kind: 'text',
    before: null,
    after: 'desk',
  });
});
